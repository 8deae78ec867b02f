import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CategoryManager } from "@/components/newsroom/CategoryManager";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { can } from "@/lib/auth/capabilities";

export const metadata: Metadata = { title: "Categories" };

export default async function CategoriesPage() {
  const user = await newsroomUser("/admin/categories");
  if (!can(user, "manage_categories")) redirect("/admin/posts");
  return <CategoryManager />;
}

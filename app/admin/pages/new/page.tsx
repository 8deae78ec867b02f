import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { PageEditor } from "@/components/newsroom/PageEditor";
import { can } from "@/lib/auth/capabilities";

export const metadata: Metadata = { title: "New page" };

export default async function NewPagePage() {
  const user = await newsroomUser("/admin/pages/new");
  if (!can(user, "manage_pages")) redirect("/admin/posts");
  return <PageEditor initial={null} />;
}

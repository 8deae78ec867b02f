import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FrontPageEditor } from "@/components/newsroom/FrontPageEditor";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { can } from "@/lib/auth/capabilities";

export const metadata: Metadata = { title: "Front page" };

export default async function FrontPagePage() {
  const user = await newsroomUser("/admin/front-page");
  if (!can(user, "manage_front_page")) redirect("/admin/posts");
  return <FrontPageEditor />;
}

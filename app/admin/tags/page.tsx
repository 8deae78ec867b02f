import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { TagManager } from "@/components/newsroom/TagManager";
import { can } from "@/lib/auth/capabilities";

export const metadata: Metadata = { title: "Tags" };

export default async function TagsPage() {
  const user = await newsroomUser("/admin/tags");
  if (!can(user, "manage_tags")) redirect("/admin/posts");
  return <TagManager />;
}

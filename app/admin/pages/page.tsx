import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { PageList } from "@/components/newsroom/PageList";
import { can } from "@/lib/auth/capabilities";

export const metadata: Metadata = { title: "Pages" };

export default async function PagesPage() {
  const user = await newsroomUser("/admin/pages");
  if (!can(user, "manage_pages")) redirect("/admin/posts");
  return <PageList />;
}

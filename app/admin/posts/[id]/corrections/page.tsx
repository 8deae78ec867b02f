import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CorrectionsPanel } from "@/components/newsroom/CorrectionsPanel";
import { newsroomUser, readArticle } from "@/components/newsroom/newsroomPage";
import { can } from "@/lib/auth/capabilities";
import { getAdminPost } from "@/lib/newsroom/service";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Corrections" };

export default async function CorrectionsPage({ params }: Props) {
  const { id: raw } = await params;
  const user = await newsroomUser(`/admin/posts/${raw}/corrections`);
  const post = await readArticle(raw, (id) => getAdminPost(user, id));
  if (!can(user, "manage_corrections")) redirect(`/admin/posts/${post.id}`);
  return <CorrectionsPanel postId={post.id} title={post.title} />;
}

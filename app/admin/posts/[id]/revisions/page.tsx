import type { Metadata } from "next";
import { RevisionsPanel } from "@/components/newsroom/RevisionsPanel";
import { newsroomUser, readArticle } from "@/components/newsroom/newsroomPage";
import { getAdminPost } from "@/lib/newsroom/service";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Revisions" };

export default async function RevisionsPage({ params }: Props) {
  const { id: raw } = await params;
  const user = await newsroomUser(`/admin/posts/${raw}/revisions`);
  const post = await readArticle(raw, (id) => getAdminPost(user, id));
  return <RevisionsPanel postId={post.id} title={post.title} canRestore={post.can.edit && !post.deletedAt} />;
}

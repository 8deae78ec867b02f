import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { newsroomUser, readArticle } from "@/components/newsroom/newsroomPage";
import { PreviewBar } from "@/components/newsroom/PreviewBar";
import { ContentPage } from "@/components/pages/ContentPage";
import { can } from "@/lib/auth/capabilities";
import { getPagePreview } from "@/lib/newsroom/pages";

type Props = { params: Promise<{ id: string }> };

// Rendered for each request from what is saved: never cached (the layout is dynamic), never indexed.
export const metadata: Metadata = { title: "Preview" };

/** A page (a draft, usually) exactly as readers will see it at /{slug}, with the public page's component. */
export default async function PreviewPagePage({ params }: Props) {
  const { id: raw } = await params;
  const user = await newsroomUser(`/admin/pages/${raw}/preview`);
  if (!can(user, "manage_pages")) redirect("/admin/posts");
  const page = await readArticle(raw, (id) => getPagePreview(user, id));
  return (
    <>
      <PreviewBar editor={`/admin/pages/${page.id}`} status={page.status} what="page" />
      <ContentPage title={page.title} html={page.description} />
    </>
  );
}

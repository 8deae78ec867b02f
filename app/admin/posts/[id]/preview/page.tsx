import type { Metadata } from "next";
import { ArticleView } from "@/components/article/ArticleView";
import { PreviewBar } from "@/components/newsroom/PreviewBar";
import { newsroomUser, readArticle } from "@/components/newsroom/newsroomPage";
import { env } from "@/lib/config/env";
import { getPostPreview } from "@/lib/newsroom/service";
import { absoluteUrl } from "@/lib/seo/structured-data";

type Props = { params: Promise<{ id: string }> };

// Rendered for each request from the saved draft: never cached (the layout is dynamic), never indexed
// (robots meta from the layout, X-Robots-Tag from next.config.mjs).
export const metadata: Metadata = { title: "Preview" };

/** The article exactly as readers will see it, with the article page's own components. */
export default async function PreviewPostPage({ params }: Props) {
  const { id: raw } = await params;
  const user = await newsroomUser(`/admin/posts/${raw}/preview`);
  const post = await readArticle(raw, (id) => getPostPreview(user, id));
  return (
    <>
      <PreviewBar editor={`/admin/posts/${post.id}`} status={post.status} />
      <ArticleView
        post={post}
        canonicalUrl={absoluteUrl(env().siteUrl, post.url)}
        comments={<p>Readers&apos; comments appear here once the article is published.</p>}
        neighbours={{ related: [], moreFrom: null }}
      />
    </>
  );
}

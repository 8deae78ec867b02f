import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { after, connection } from "next/server";
import { Suspense } from "react";
import { ArticleSpinner, ArticleView } from "@/components/article/ArticleView";
import { ArticleComments } from "@/components/comments/ArticleComments";
import { getSessionUser } from "@/lib/auth/current-user";
import { env } from "@/lib/config/env";
import { truncateText } from "@/lib/format/text";
import { parseId } from "@/lib/http/responses";
import { getPost, recordView } from "@/lib/posts/service";
import { getReaderPostState } from "@/lib/reactions/service";
import { absoluteUrl, breadcrumbJsonLd, newsArticleJsonLd, serializeJsonLd } from "@/lib/seo/structured-data";
import { SITE_NAME } from "@/lib/site";

type Props = { params: Promise<{ id: string }> };

const DESCRIPTION_LENGTH = 160;

async function findPost(params: Props["params"]) {
  const id = parseId((await params).id);
  return id === undefined ? null : getPost(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await findPost(params);
  if (!post) return { title: "Post not found.", robots: { index: false } };
  const description = truncateText(post.content, DESCRIPTION_LENGTH);
  return {
    title: post.title,
    description,
    alternates: { canonical: post.url },
    authors: post.show_author ? [{ name: post.author.name }] : [{ name: SITE_NAME }],
    openGraph: {
      type: "article",
      title: post.title,
      description,
      url: post.url,
      siteName: SITE_NAME,
      publishedTime: post.date,
      modifiedTime: post.updatedAt,
      section: post.category_name,
      images: [{ url: post.image, alt: post.title }],
    },
    twitter: { card: "summary_large_image", title: post.title, description, images: [post.image] },
  };
}

export default async function PostPage({ params }: Props) {
  await connection();
  // A failed read throws to ./error.tsx; a missing post answers 404 before anything streams.
  const post = await findPost(params);
  if (!post) notFound();
  // Counted after the response is sent; the cached page is not revalidated for a view.
  after(() => recordView(post.id));
  // A visitor has no session cookie and costs no query here; a reader's like and save (and the
  // current like count) are read fresh, as the cached article may be minutes behind.
  const viewer = await getSessionUser();
  const reader = viewer ? await getReaderPostState(viewer.id, post.id) : undefined;

  const siteUrl = env().siteUrl;
  const description = truncateText(post.content, DESCRIPTION_LENGTH);
  const structuredData = [
    newsArticleJsonLd(post, siteUrl, description),
    breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Articles", path: "/articles" },
        { name: post.title, path: post.url },
      ],
      siteUrl,
    ),
  ];
  return (
    <>
      {structuredData.map((data) => (
        <script key={String(data["@type"])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
      <ArticleView
        post={post}
        canonicalUrl={absoluteUrl(siteUrl, post.url)}
        reader={reader}
        comments={
          <Suspense fallback={<ArticleSpinner label="Loading comments" />}>
            <ArticleComments postId={post.id} viewer={viewer} />
          </Suspense>
        }
      />
    </>
  );
}

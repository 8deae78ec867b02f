import type { Metadata } from "next";
import { cache } from "react";
import { ArticleView, type ArticleNeighbours } from "@/components/article/ArticleView";
import { PostNotFoundNotice } from "@/components/article/ArticleNotices";
import { PostLoadErrorNotice } from "@/components/article/PostLoadError";
import { ArticleComments } from "@/components/comments/ArticleComments";
import { env } from "@/lib/config/env";
import { truncateText } from "@/lib/format/text";
import { markNotFound, markRenderDegraded, markServiceUnavailable } from "@/lib/http/render-outcome";
import { parseId } from "@/lib/validation-primitives/ids";
import { POST_ERRORS } from "@/lib/posts/messages";
import { getArticleNeighbours, getPost } from "@/lib/posts/service";
import type { PostDetail } from "@/lib/posts/types";
import { absoluteUrl, breadcrumbJsonLd, newsArticleJsonLd, serializeJsonLd } from "@/lib/seo/structured-data";
import { SITE_NAME } from "@/lib/site";

type Props = { params: Promise<{ id: string }> };

// Cached and the same for every reader (the reader's own parts are fetched by the browser);
// rendered on its first request (or when published: lib/cache/warm.ts) and kept until an edit or a
// comment approval revalidates its tags, with a day as a safety net (SAFETY_NET_REVALIDATE_SECONDS,
// a literal here because Next reads it from the source).
export const revalidate = 86400;
export const dynamic = "error";
export function generateStaticParams(): { id: string }[] {
  return [];
}

const DESCRIPTION_LENGTH = 160;

/**
 * The post, null when there is none, or "unavailable" while the database cannot be read. Read once
 * per render: the metadata and the page ask for it together, and on a cold article both would miss
 * the data cache and read and sanitize the body (React's cache shares one answer within a render).
 */
const readPost = cache(async (id: number): Promise<PostDetail | null | "unavailable"> => {
  try {
    return await getPost(id);
  } catch (error) {
    console.error(`[post] reading post ${id} failed:`, error);
    return "unavailable";
  }
});

async function findPost(params: Props["params"]): Promise<PostDetail | null | "unavailable"> {
  const id = parseId((await params).id);
  return id === undefined ? null : readPost(id);
}

/** Related articles and the byline's latest; none (logged, and the page kept briefly) when they cannot be read. */
async function findNeighbours(post: PostDetail): Promise<ArticleNeighbours> {
  try {
    return await getArticleNeighbours(post);
  } catch (error) {
    console.error(`[post] reading the related articles of post ${post.id} failed:`, error);
    markRenderDegraded("the related articles could not be read");
    return { related: [], moreFrom: null };
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await findPost(params);
  if (post === "unavailable") return { title: "Failed to load post.", robots: { index: false } };
  if (!post) return { title: POST_ERRORS.notFound.message, robots: { index: false } };
  // The newsroom's SEO title and description, when an editor set them, else the headline and lead.
  const description = post.seo_description || truncateText(post.content, DESCRIPTION_LENGTH);
  return {
    title: post.seo_title || post.title,
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
  const post = await findPost(params);
  if (post === "unavailable") {
    // Not cached, answered 503 with Retry-After: a cached copy of this article, if any, keeps being
    // served meanwhile, and the first request after the database returns renders it again.
    markServiceUnavailable("the article could not be read");
    return <PostLoadErrorNotice />;
  }
  // A missing post answers 404 with its notice, rendered here: Next answers notFound() with an empty
  // shell that only the browser's scripts fill (docs/decisions/0094).
  if (!post) {
    markNotFound();
    return <PostNotFoundNotice />;
  }

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
        comments={<ArticleComments postId={post.id} />}
        neighbours={await findNeighbours(post)}
      />
    </>
  );
}

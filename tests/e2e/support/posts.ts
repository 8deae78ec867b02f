import { expect, type APIRequestContext } from "@playwright/test";
import { seedArticles } from "@/lib/db/seed/articles";
import type { PostSummary } from "@/lib/posts/types";

export const published = seedArticles.filter((article) => article.status === "published");
export const newestFirst = [...published].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
export const mostViewed = [...published].sort((a, b) => b.views - a.views);

/** Every published post as the API lists it (ids are assigned at seeding). */
export async function allPosts(request: APIRequestContext): Promise<PostSummary[]> {
  const response = await request.get("/api/posts?limit=50");
  expect(response.status()).toBe(200);
  return (await response.json()) as PostSummary[];
}

export async function postBySlug(request: APIRequestContext, slug: string): Promise<PostSummary> {
  const post = (await allPosts(request)).find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No published post ${slug}`);
  return post;
}

/**
 * The article the article spec expects to have no comments (the first published one with both
 * banners); specs that post comments, likes or saves use the others.
 */
export const quietArticle = published.find((article) => article.topBanner && article.bottomBanner);

/** Every published post except the quiet article, newest first. */
export async function postsToComment(request: APIRequestContext): Promise<PostSummary[]> {
  return (await allPosts(request)).filter((post) => post.slug !== quietArticle?.slug);
}

/** How HTML text of a title appears in React's server output. */
export function htmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

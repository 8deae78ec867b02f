import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { sanitizeHtml } from "@/lib/content/sanitize";
import { DETAIL_REVALIDATE_SECONDS, LIST_REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import { warmAfterRevalidation } from "@/lib/cache/warm";
import { categoryById } from "@/lib/categories/categories";
import { NotFoundError } from "@/lib/errors";
import { markRenderDegraded } from "@/lib/http/render-outcome";
import { addViews, findPostPlacement, findPublishedPost, listPostLinks, listPublishedPosts, type ListOptions } from "./repository";
import { createViewCounter } from "./views";
import { LIST_PAGE_SIZE, TRENDING_WIDGET_SIZE, type InitialList, type ListSource } from "./list";
import { POST_ERRORS } from "./messages";
import { sampleArticles } from "./samples";
import { searchPosts, type SearchResult } from "./search";
import type { PostDetail, PostLink, PostPage, PostSummary } from "./types";

/** A page of published posts, cached briefly and revalidated when posts change. */
export const getPostPage = unstable_cache(
  async (options: ListOptions): Promise<PostPage> => listPublishedPosts(await getDb(), options),
  ["posts:page"],
  { tags: [TAGS.posts], revalidate: LIST_REVALIDATE_SECONDS },
);

/** Thrown inside the cached read so that a missing post is not kept (unstable_cache keeps no error). */
class NoSuchPost extends Error {}

/**
 * A published post with its body sanitized, or null. Cached per post; a missing one is not, so
 * random ids cannot fill the cache (every request for one asks the database, by primary key).
 */
export async function getPost(id: number): Promise<PostDetail | null> {
  try {
    return await unstable_cache(
      async (): Promise<PostDetail> => {
        const post = await findPublishedPost(await getDb(), id);
        if (!post) throw new NoSuchPost();
        return { ...post, description: sanitizeHtml(post.description) };
      },
      ["posts:detail", String(id)],
      { tags: [TAGS.posts, TAGS.post(id)], revalidate: DETAIL_REVALIDATE_SECONDS },
    )();
  } catch (error) {
    if (error instanceof NoSuchPost) return null;
    throw error;
  }
}

/** Like getPost, for a caller that needs the post: a missing or draft one is a NotFoundError. */
export async function requirePost(id: number): Promise<PostDetail> {
  const post = await getPost(id);
  if (!post) throw new NotFoundError(POST_ERRORS.notFound);
  return post;
}

/**
 * The reading pages that show a post, rendered again as soon as it changes (lib/cache/warm.ts): its
 * article while it is live, its category and the home page. A page listing posts by something else
 * (a tag, an author) adds a line here.
 */
const PAGES_SHOWING_A_POST: ((post: { id: number; categoryId: number; live: boolean }) => string[])[] = [
  (post) => (post.live ? [`/post/${post.id}`] : []),
  (post) => [`/category/${categoryById(post.categoryId).slug}`],
  () => ["/"],
];

async function pagesShowing(id: number): Promise<string[]> {
  const post = await findPostPlacement(await getDb(), id);
  return post ? PAGES_SHOWING_A_POST.flatMap((pages) => pages({ id, ...post })) : ["/"];
}

/** Call after a write that changes what readers see of a post (or of every list, without an id). */
export function revalidatePosts(id?: number): void {
  revalidateTag(id === undefined ? TAGS.posts : TAGS.post(id), { expire: 0 });
  if (id !== undefined) revalidateTag(TAGS.posts, { expire: 0 });
  warmAfterRevalidation(id === undefined ? ["/"] : () => pagesShowing(id));
}

function sourceOptions(source: ListSource): Pick<ListOptions, "order" | "categoryId"> {
  return source.kind === "category" ? { categoryId: source.categoryId } : { order: source.order };
}

/**
 * The first page of a list as a reading page renders it. A failed load is logged and answered with
 * the 12 built-in sample articles (spec §4, §8) instead of an error page.
 */
export async function loadInitialList(
  source: ListSource,
  load: (options: ListOptions) => Promise<PostPage> = getPostPage,
): Promise<InitialList> {
  try {
    const page = await load({ limit: LIST_PAGE_SIZE, ...sourceOptions(source) });
    return { posts: page.posts, nextCursor: page.nextCursor, samples: false };
  } catch (error) {
    console.error("[posts] loading the article list failed; showing sample articles:", error);
    markRenderDegraded("the article list could not be read");
    return { posts: sampleArticles(source.kind === "category" ? source.slug : undefined), nextCursor: null, samples: true };
  }
}

/** The most viewed posts for a trending sidebar; an empty list if they cannot be loaded. */
export async function loadTrending(
  categoryId?: number,
  load: (options: ListOptions) => Promise<PostPage> = getPostPage,
): Promise<PostSummary[]> {
  try {
    return (await load({ limit: TRENDING_WIDGET_SIZE, order: "trending", categoryId })).posts;
  } catch (error) {
    console.error("[posts] loading trending articles failed:", error);
    markRenderDegraded("the trending articles could not be read");
    return [];
  }
}

/** Seconds between writes of counted views. */
const VIEW_FLUSH_MS = 2_000;
const views = createViewCounter(async (counts) => addViews(await getDb(), counts), VIEW_FLUSH_MS);

/** Counts one view of a post (reported by its page); written with others a moment later. */
export function recordView(id: number): void {
  views.count(id);
}

/** Newest published posts for the sitemap and the feed, cached like the lists. */
export const getPostLinks = unstable_cache(
  async (limit: number): Promise<PostLink[]> => listPostLinks(await getDb(), limit),
  ["posts:links"],
  { tags: [TAGS.posts], revalidate: LIST_REVALIDATE_SECONDS },
);

/** Seconds one query's results are kept: a burst of readers searching the same word costs one search. */
const SEARCH_REVALIDATE_SECONDS = 30;

/** Search results, kept briefly per query and dropped when posts change. */
export function searchPublishedPosts(query: string): Promise<SearchResult> {
  return unstable_cache(async () => searchPosts(await getDb(), query), ["posts:search", query], {
    tags: [TAGS.posts],
    revalidate: SEARCH_REVALIDATE_SECONDS,
  })();
}

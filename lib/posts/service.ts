import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { sanitizedBody } from "@/lib/content/sanitize";
import { DETAIL_REVALIDATE_SECONDS, LIST_REVALIDATE_SECONDS, SAFETY_NET_REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import { warmAfterRevalidation } from "@/lib/cache/warm";
import type { Category } from "@/lib/categories/categories";
import { CATEGORY_ERRORS } from "@/lib/categories/messages";
import { NotFoundError } from "@/lib/errors";
import { markRenderDegraded } from "@/lib/http/render-outcome";
import {
  addViews,
  findLivePostIdBySlug,
  findPostPlacement,
  findPublishedPost,
  findPublishedSummaries,
  listLiveCorrections,
  listPinnedPostIds,
  listPostLinks,
  listPublishedPosts,
  listRecentPostLinks,
  type ListOptions,
  type PostPlacement,
  type StoredPostDetail,
} from "./repository";
import {
  findAuthorBySlug,
  findBylineLatest,
  findAuthorRedirect,
  findCategoryRedirect,
  findTagBySlug,
  findTagRedirect,
  listCategoryRows,
  listLiveTags,
  listTaxonomyLinks,
  relatedPostIds,
  searchTaxonomy,
} from "./taxonomy";
import { createViewCounter } from "./views";
import { LIST_PAGE_SIZE, TRENDING_WIDGET_SIZE, type InitialList, type ListSource } from "./list";
import { POST_ERRORS } from "./messages";
import { sampleArticles } from "./samples";
import { searchPosts, type SearchResult } from "./search";
import { decodeCursor, encodeCursor } from "./cursor";
import { InvalidCursorError } from "./repository";
import type { AuthorProfile, AuthorRef, CorrectionListing, PostDetail, PostLink, PostPage, PostSummary, TagInfo } from "./types";

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
 * Tagged with the post only (and `articles` for the names every article may show): publishing or
 * editing another article leaves it, and the page rendered from it, as they are.
 */
export async function getPost(id: number): Promise<PostDetail | null> {
  try {
    return await unstable_cache(
      async (): Promise<PostDetail> => {
        const post = await findPublishedPost(await getDb(), id);
        if (!post) throw new NoSuchPost();
        return readerPost(post);
      },
      ["posts:detail", String(id)],
      { tags: [TAGS.post(id), TAGS.articles], revalidate: DETAIL_REVALIDATE_SECONDS },
    )();
  } catch (error) {
    if (error instanceof NoSuchPost) return null;
    throw error;
  }
}

/** A stored post as readers get it: its body sanitized unless the running sanitizer saved it. */
export function readerPost({ bodySanitizedWith, ...post }: StoredPostDetail): PostDetail {
  return { ...post, description: sanitizedBody(post.description, bodySanitizedWith) };
}

/** Like getPost, for a caller that needs the post: a missing or draft one is a NotFoundError. */
export async function requirePost(id: number): Promise<PostDetail> {
  const post = await getPost(id);
  if (!post) throw new NotFoundError(POST_ERRORS.notFound);
  return post;
}

/**
 * The reading pages that show a post, rendered again as soon as it changes (lib/cache/warm.ts): its
 * article while it is live, its category, its tags' and bylines' pages and the home page. A page
 * listing posts by something else adds a line here.
 */
const PAGES_SHOWING_A_POST: ((post: PostPlacement & { id: number }) => string[])[] = [
  (post) => (post.live ? [`/post/${post.id}`] : []),
  (post) => (post.categorySlug ? [`/category/${post.categorySlug}`] : []),
  (post) => post.tagSlugs.map((slug) => `/tag/${slug}`),
  (post) => post.authorSlugs.map((slug) => `/author/${slug}`),
  () => ["/"],
];

async function pagesShowing(id: number): Promise<string[]> {
  const post = await findPostPlacement(await getDb(), id);
  return post ? PAGES_SHOWING_A_POST.flatMap((pages) => pages({ id, ...post })) : ["/"];
}

/**
 * Call after a write that changes what readers see of a post: its article and its cards under other
 * articles (`post:{id}`), and the lists (`posts`). No other article is rendered again: a newly
 * published one joins their related articles when those are read again (getArticleNeighbours).
 */
export function revalidatePosts(id: number): void {
  revalidateTag(TAGS.post(id), { expire: 0 });
  revalidateTag(TAGS.posts, { expire: 0 });
  warmAfterRevalidation(() => pagesShowing(id));
}

/**
 * Call after a write to tags or bylines: their pages; when what articles show changed (`cards`: a
 * name, an address, articles moved), the lists' cards and every article that may name them.
 */
export function revalidateTaxonomy(kind: "tags" | "authors", { cards }: { cards: boolean }): void {
  revalidateTag(TAGS[kind], { expire: 0 });
  if (!cards) return;
  revalidateTag(TAGS.posts, { expire: 0 });
  revalidateTag(TAGS.articles, { expire: 0 });
}

/** Past this many articles, a byline's change revalidates every article rather than each of them. */
const BYLINE_ARTICLES_ONE_BY_ONE = 200;

/**
 * Call after a byline's profile changes (lib/newsroom/bylines.ts): its page at every slug it had in
 * this change ('More from' under its articles too), and each article carrying it (its name, role,
 * photo and bio show there), or every article past BYLINE_ARTICLES_ONE_BY_ONE. When what cards show
 * changed (`cards`: name, photo or address), every list too, since the lists' cards carry the byline
 * and lists are tagged `posts` only, and the lists of bylines (search, sitemap). The byline's page
 * is rendered again at once.
 */
export function revalidateByline(change: { slugs: string[]; postIds: number[]; cards: boolean }): void {
  for (const slug of change.slugs) revalidateTag(TAGS.author(slug), { expire: 0 });
  if (change.cards) {
    revalidateTag(TAGS.authors, { expire: 0 });
    revalidateTag(TAGS.posts, { expire: 0 });
  }
  if (change.postIds.length > BYLINE_ARTICLES_ONE_BY_ONE) revalidateTag(TAGS.articles, { expire: 0 });
  else for (const id of change.postIds) revalidateTag(TAGS.post(id), { expire: 0 });
  const current = change.slugs.at(-1);
  if (current) warmAfterRevalidation([`/author/${current}`]);
}

/**
 * Call after a correction is appended or edited: the article (its notes and JSON-LD) and
 * /corrections, nothing else (lists do not show corrections). Both are rendered again at once.
 */
export function revalidateCorrections(postId: number): void {
  revalidateTag(TAGS.post(postId), { expire: 0 });
  revalidateTag(TAGS.corrections, { expire: 0 });
  warmAfterRevalidation([`/post/${postId}`, "/corrections"]);
}

/** Every correction of a live article, newest first (/corrections). */
export const getCorrections = unstable_cache(
  async (): Promise<CorrectionListing[]> => listLiveCorrections(await getDb()),
  ["corrections:all"],
  // `posts` too: an article unpublished or deleted takes its corrections off the page.
  { tags: [TAGS.corrections, TAGS.posts], revalidate: DETAIL_REVALIDATE_SECONDS },
);

// Categories

/** Every category, by id: cached until the newsroom changes one (lib/newsroom/categories.ts). */
export const getCategories = unstable_cache(async (): Promise<Category[]> => listCategoryRows(await getDb()), ["categories:all"], {
  tags: [TAGS.categories],
  revalidate: SAFETY_NET_REVALIDATE_SECONDS,
});

/** The category with this slug (any case), or null. */
export async function getCategory(slug: string): Promise<Category | null> {
  const wanted = slug.toLowerCase();
  return (await getCategories()).find((category) => category.slug === wanted) ?? null;
}

/** The slug a merged or re-slugged category's old slug now redirects to, or null. */
export function getCategoryRedirect(slug: string): Promise<string | null> {
  if (impossibleSlug(slug)) return Promise.resolve(null);
  const wanted = slug.toLowerCase();
  return unstable_cache(async () => (await findCategoryRedirect(await getDb(), wanted)) ?? null, ["categories:redirect", wanted], {
    tags: [TAGS.categories],
    revalidate: SAFETY_NET_REVALIDATE_SECONDS,
  })();
}

/** A category by slug, or the slug its old URL redirects to; a NotFoundError when there is neither. */
export async function requireCategory(slug: string): Promise<Category | { redirectTo: string }> {
  const category = await getCategory(slug);
  if (category) return category;
  const target = await getCategoryRedirect(slug);
  if (target) return { redirectTo: target };
  throw new NotFoundError(CATEGORY_ERRORS.notFound);
}

/**
 * Call after a category changes: its pages, redirects and the sitemaps; when what articles show
 * changed (`cards`: a name, an address, articles moved), every list (`posts`) and article
 * (`articles`) too, and the home page is rendered again at once.
 */
export function revalidateCategories({ cards }: { cards: boolean }): void {
  revalidateTag(TAGS.categories, { expire: 0 });
  if (!cards) return;
  revalidateTag(TAGS.posts, { expire: 0 });
  revalidateTag(TAGS.articles, { expire: 0 });
  warmAfterRevalidation(["/"]);
}

// The front page

/**
 * The pinned stories in force, in order, as cards. Kept until the pins change (the newsroom
 * revalidates `front-page`), a story changes (`posts`) or a pin's end time passes (the scheduler
 * removes it and revalidates: lib/newsroom/front-page.ts).
 */
export const getPinnedStories = unstable_cache(
  async (): Promise<PostSummary[]> => {
    const db = await getDb();
    return findPublishedSummaries(db, await listPinnedPostIds(db, new Date()));
  },
  ["front-page:pinned"],
  { tags: [TAGS.frontPage, TAGS.posts], revalidate: SAFETY_NET_REVALIDATE_SECONDS },
);

/** Call after the pins change: the home page is the only page that shows them, rendered again at once. */
export function revalidateFrontPage(): void {
  revalidateTag(TAGS.frontPage, { expire: 0 });
  warmAfterRevalidation(["/"]);
}

function sourceOptions(source: ListSource): Pick<ListOptions, "order" | "categoryId" | "tagId" | "authorId"> {
  switch (source.kind) {
    case "category":
      return { categoryId: source.categoryId };
    case "tag":
      return { tagId: source.tagId };
    case "author":
      return { authorId: source.authorId };
    case "front-page":
      return { order: "newest" };
    default:
      return { order: source.order };
  }
}

/**
 * The first page of a list as a reading page renders it. A failed load is logged and answered with
 * the 12 built-in sample articles (docs/behaviour.md#states, #messages) instead of an error page.
 */
export async function loadInitialList(
  source: ListSource,
  load: (options: ListOptions) => Promise<PostPage> = getPostPage,
  loadPinned: () => Promise<PostSummary[]> = getPinnedStories,
): Promise<InitialList> {
  try {
    const pinned = source.kind === "front-page" ? await loadPinned() : [];
    // As many more as there are pins: a pinned story among the newest is shown once, at the top.
    const page = await load({ limit: LIST_PAGE_SIZE + pinned.length, ...sourceOptions(source) });
    const pinnedIds = new Set(pinned.map((post) => post.id));
    const rest = page.posts.filter((post) => !pinnedIds.has(post.id));
    return { posts: [...pinned, ...rest], pinned: pinned.length, nextCursor: page.nextCursor, samples: false };
  } catch (error) {
    console.error("[posts] loading the article list failed; showing sample articles:", error);
    markRenderDegraded("the article list could not be read");
    return { posts: sampleArticles(source.kind === "category" ? source.slug : undefined), pinned: 0, nextCursor: null, samples: true };
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

/**
 * The id of the live article with this slug, or null. Kept until posts change (a slug edited on a
 * live article, a publication or a retraction revalidates the posts' tag).
 */
export function getPostIdBySlug(slug: string): Promise<number | null> {
  return unstable_cache(async () => (await findLivePostIdBySlug(await getDb(), slug)) ?? null, ["posts:slug", slug], {
    tags: [TAGS.posts],
    revalidate: DETAIL_REVALIDATE_SECONDS,
  })();
}

// Tags and bylines

/** A tag by slug (with its count of published articles), or null. */
export function getTag(slug: string): Promise<TagInfo | null> {
  return unstable_cache(async () => (await findTagBySlug(await getDb(), slug)) ?? null, ["tags:one", slug], {
    tags: [TAGS.tags, TAGS.posts],
    revalidate: LIST_REVALIDATE_SECONDS,
  })();
}

/** The slug an old tag slug (merged or renamed) now redirects to, or null. */
export function getTagRedirect(slug: string): Promise<string | null> {
  return unstable_cache(async () => (await findTagRedirect(await getDb(), slug)) ?? null, ["tags:redirect", slug], {
    tags: [TAGS.tags],
    revalidate: DETAIL_REVALIDATE_SECONDS,
  })();
}

/** One page of the tags with published articles, by slug; the cursor is opaque like the posts'. */
export async function getTagPage(options: { limit: number; cursor?: string }): Promise<{ tags: TagInfo[]; nextCursor: string | null }> {
  let after: string | undefined;
  if (options.cursor !== undefined) {
    const cursor = decodeCursor(options.cursor);
    if (cursor?.k !== "s") throw new InvalidCursorError();
    after = cursor.s;
  }
  const rows = await unstable_cache(
    async () => listLiveTags(await getDb(), options.limit, after),
    ["tags:page", String(options.limit), after ?? ""],
    {
      tags: [TAGS.tags, TAGS.posts],
      revalidate: LIST_REVALIDATE_SECONDS,
    },
  )();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return { tags: page, nextCursor: rows.length > options.limit && last ? encodeCursor({ k: "s", s: last.slug }) : null };
}

/**
 * Longer than any slug the newsroom gives (100, lib/newsroom/slug.ts), and within what a cache tag
 * may be (256 characters in Next): a longer address is no byline's, answered without the database
 * or the cache (whose tag `author:{slug}` it could not be).
 */
const LONGEST_SLUG = 200;
const impossibleSlug = (slug: string) => slug.length > LONGEST_SLUG;

/** A byline's public profile, or null. */
export function getAuthorProfile(slug: string): Promise<AuthorProfile | null> {
  if (impossibleSlug(slug)) return Promise.resolve(null);
  return unstable_cache(async () => (await findAuthorBySlug(await getDb(), slug)) ?? null, ["authors:one", slug], {
    tags: [TAGS.author(slug), TAGS.posts],
    revalidate: LIST_REVALIDATE_SECONDS,
  })();
}

/** The slug a byline's old slug now redirects to, or null. */
export function getAuthorRedirect(slug: string): Promise<string | null> {
  if (impossibleSlug(slug)) return Promise.resolve(null);
  return unstable_cache(async () => (await findAuthorRedirect(await getDb(), slug)) ?? null, ["authors:redirect", slug], {
    tags: [TAGS.author(slug)],
    revalidate: DETAIL_REVALIDATE_SECONDS,
  })();
}

/** Articles shown under an article. */
export const RELATED_SIZE = 4;
/** 'More from {author}': the byline's latest two. */
export const MORE_FROM_AUTHOR_SIZE = 2;

/**
 * Which articles an article shows under it: its related ones and its first byline's latest. Chosen
 * again when the article changes (`post:{id}`), its byline does (`author:{slug}`) or names move
 * (`articles`); not when another article is published, which joins them at the safety net instead
 * (a publication would otherwise render again every article of its tags, category and byline).
 */
function pickNeighbours(post: Pick<PostDetail, "id" | "category_id">, firstSlug: string | undefined) {
  return unstable_cache(
    async (): Promise<{ related: number[]; author: AuthorRef | null; latest: number[] }> => {
      const db = await getDb();
      const [related, byline] = await Promise.all([
        relatedPostIds(db, { id: post.id, categoryId: post.category_id }, RELATED_SIZE),
        // One more than shown: this article may be among its byline's latest.
        firstSlug ? findBylineLatest(db, firstSlug, MORE_FROM_AUTHOR_SIZE + 1) : undefined,
      ]);
      return { related, author: byline?.author ?? null, latest: byline?.latest ?? [] };
    },
    ["posts:neighbour-ids", String(post.id), firstSlug ?? ""],
    {
      tags: [TAGS.post(post.id), TAGS.articles, ...(firstSlug ? [TAGS.author(firstSlug)] : [])],
      revalidate: DETAIL_REVALIDATE_SECONDS,
    },
  )();
}

/**
 * The live posts among `ids` as cards, tagged with each one's `post:{id}`: editing, unpublishing or
 * deleting one of them reaches every article that shows it, which then shows it changed or not at
 * all (never a dead link).
 */
function getCards(ids: number[]): Promise<PostSummary[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return unstable_cache(async () => findPublishedSummaries(await getDb(), ids), ["posts:cards", ...ids.map(String)], {
    tags: [...ids.map((id) => TAGS.post(id)), TAGS.articles],
    revalidate: DETAIL_REVALIDATE_SECONDS,
  })();
}

/**
 * The articles shown under an article: up to four related ones (shared tags, then category, then
 * recency) and the first byline's latest two; the page rendering them carries the tags of both
 * reads, so it is rendered again when one of the articles it shows changes, and only then.
 */
export async function getArticleNeighbours(post: Pick<PostDetail, "id" | "category_id" | "authors">): Promise<{
  related: PostSummary[];
  moreFrom: { author: AuthorRef; posts: PostSummary[] } | null;
}> {
  const picked = await pickNeighbours(post, post.authors[0]?.slug);
  const cards = new Map((await getCards([...new Set([...picked.related, ...picked.latest])])).map((card) => [card.id, card]));
  const shown = (ids: number[]) => ids.flatMap((id) => cards.get(id) ?? []);
  const related = shown(picked.related);
  const posts = shown(picked.latest.filter((id) => id !== post.id)).slice(0, MORE_FROM_AUTHOR_SIZE);
  return { related, moreFrom: picked.author && posts.length > 0 ? { author: picked.author, posts } : null };
}

/** The API's related articles of a published post (404 for a missing or draft one). */
export async function getRelatedPosts(id: number): Promise<PostSummary[]> {
  const post = await requirePost(id);
  return (await getArticleNeighbours(post)).related;
}

/** At most this many tags and bylines above the search results. */
const TAXONOMY_SEARCH_LIMIT = 8;

/** Tags and bylines matching a search, kept briefly like the search results. */
export function searchTagsAndAuthors(query: string): Promise<{ tags: TagInfo[]; authors: AuthorProfile[] }> {
  const text = query
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, 200);
  if (!text) return Promise.resolve({ tags: [], authors: [] });
  return unstable_cache(async () => searchTaxonomy(await getDb(), text, TAXONOMY_SEARCH_LIMIT), ["taxonomy:search", text], {
    tags: [TAGS.tags, TAGS.authors, TAGS.posts],
    revalidate: SEARCH_REVALIDATE_SECONDS,
  })();
}

/** The tag and author pages for the sitemap. */
export const getTaxonomyLinks = unstable_cache(async () => listTaxonomyLinks(await getDb()), ["taxonomy:links"], {
  tags: [TAGS.tags, TAGS.authors, TAGS.posts],
  revalidate: LIST_REVALIDATE_SECONDS,
});

/** Google News wants the articles of the last two days only. */
export const NEWS_SITEMAP_WINDOW_MS = 48 * 60 * 60 * 1000;

/** The articles published in the last 48 hours, newest first, for /news-sitemap.xml. */
export const getNewsLinks = unstable_cache(
  async (): Promise<PostLink[]> => listRecentPostLinks(await getDb(), new Date(Date.now() - NEWS_SITEMAP_WINDOW_MS)),
  ["posts:news-links"],
  { tags: [TAGS.posts], revalidate: LIST_REVALIDATE_SECONDS },
);

/** A tag readers may see (one with published articles), or the slug its old URL redirects to; a NotFoundError otherwise. */
export async function requireTag(slug: string): Promise<TagInfo | { redirectTo: string }> {
  const tag = await getTag(slug);
  if (tag && tag.count > 0) return tag;
  const target = tag ? null : await getTagRedirect(slug);
  if (target) return { redirectTo: target };
  throw new NotFoundError(POST_ERRORS.tagNotFound);
}

/** A byline by slug, or the slug its old URL redirects to; a NotFoundError when there is neither. */
export async function requireAuthorProfile(slug: string): Promise<AuthorProfile | { redirectTo: string }> {
  const author = await getAuthorProfile(slug);
  if (author) return author;
  const target = await getAuthorRedirect(slug);
  if (target) return { redirectTo: target };
  throw new NotFoundError(POST_ERRORS.authorNotFound);
}

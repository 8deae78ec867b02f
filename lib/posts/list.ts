import type { PostOrder, PostSummary } from "./types";

/** Most posts one page of the API may hold. */
export const MAX_PAGE_SIZE = 50;

/** docs/behaviour.md#limits: 5 articles at first, 5 more per Load More, after at least 500 ms; 3 in the trending widget. */
export const LIST_PAGE_SIZE = 5;
export const LOAD_MORE_DELAY_MS = 500;
export const TRENDING_WIDGET_SIZE = 3;

/** docs/behaviour.md#limits: excerpts of 150 characters on desktop, 100 on small screens. */
export const EXCERPT_LENGTH = { desktop: 150, small: 100 } as const;

/** Texts of the lists of every article (docs/behaviour.md#screens): empty state and end message. */
export const ALL_ARTICLES_TEXTS = {
  emptyTitle: "No articles found",
  emptyText: "Check back later for new content",
  endMessage: "You've reached the end of the articles",
} as const;

/** Texts of a category list (docs/behaviour.md#screens). */
export function categoryTexts(slug: string) {
  return {
    emptyTitle: "No articles found in this category",
    emptyText: `Check back later for new content in ${slug}`,
    endMessage: `You've reached the end of ${slug} articles`,
  };
}

/** Texts of a tag's or a byline's list. */
export function taxonomyTexts(name: string) {
  return {
    emptyTitle: "No articles found",
    emptyText: "Check back later for new content",
    endMessage: `You've reached the end of the articles on ${name}`,
  };
}

/** Which list a page shows: the whole newsroom (newest or most viewed, or the front page), one category, one tag or one byline. */
export type ListSource =
  | { kind: "all"; order: PostOrder }
  /** The home page: the pinned stories in their order, then every other article newest first. */
  | { kind: "front-page" }
  | { kind: "category"; slug: string; categoryId: number }
  | { kind: "tag"; slug: string; tagId: number }
  | { kind: "author"; slug: string; authorId: number };

/** The API path a client fetches further pages of a list from (the first page is server-rendered). */
export function listEndpoint(source: ListSource): string {
  if (source.kind === "category") return `/api/posts/category/${encodeURIComponent(source.slug)}`;
  if (source.kind === "tag") return `/api/tags/${encodeURIComponent(source.slug)}/posts`;
  if (source.kind === "author") return `/api/authors/${encodeURIComponent(source.slug)}/posts`;
  return source.kind === "all" && source.order === "trending" ? "/api/posts?order=trending" : "/api/posts";
}

/** URL of the page after `cursor`, `limit` posts long. */
export function nextPageUrl(endpoint: string, cursor: string, limit = LIST_PAGE_SIZE): string {
  const url = new URL(endpoint, "http://localhost");
  url.searchParams.set("limit", String(limit));
  url.searchParams.set("cursor", cursor);
  return `${url.pathname}${url.search}`;
}

/** The state of a list as it is first rendered. */
export interface InitialList {
  posts: PostSummary[];
  nextCursor: string | null;
  /** How many of the first `posts` are the front page's pinned stories (0 on other lists). */
  pinned: number;
  /** True when the load failed and `posts` are the built-in samples. */
  samples: boolean;
}

/** Cache tags of public reads; a write revalidates the tags it affects. */
export const TAGS = {
  posts: "posts",
  post: (id: number) => `post:${id}`,
  /** Approved comments of one post. */
  comments: (postId: number) => `comments:post:${postId}`,
  /** Every tag's name, description and redirects (tag pages, the tags on cards and articles). */
  tags: "tags",
  /** Every byline's profile (author pages, bylines on cards and articles). */
  authors: "authors",
  menus: "menus",
  pages: "pages",
} as const;

/** Seconds a cached list may be served before it is refreshed (view counts move constantly). */
export const LIST_REVALIDATE_SECONDS = 60;
/** Seconds a cached article may be served; edits and moderation revalidate it at once. */
export const DETAIL_REVALIDATE_SECONDS = 600;

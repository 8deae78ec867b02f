/** Cache tags of public reads; a write revalidates the tags it affects. */
export const TAGS = {
  posts: "posts",
  post: (id: number) => `post:${id}`,
  /** Approved comments of one post. */
  comments: (postId: number) => `comments:post:${postId}`,
  menus: "menus",
  pages: "pages",
  /** The media library's images: a deleted one must leave every cache that kept it. */
  media: "media",
} as const;

/** Seconds a cached list may be served before it is refreshed (view counts move constantly). */
export const LIST_REVALIDATE_SECONDS = 60;
/** Seconds a cached article may be served; edits and moderation revalidate it at once. */
export const DETAIL_REVALIDATE_SECONDS = 600;

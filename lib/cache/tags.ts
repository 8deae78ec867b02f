/** Cache tags of public reads; a write revalidates the tags it affects. */
export const TAGS = {
  /**
   * What changes when any article is published or taken down: the lists (home, categories, tags,
   * bylines, trending, feeds, sitemaps, search, /corrections). No article's data carries it.
   */
  posts: "posts",
  /** One post: its article's data, and its card wherever another article shows it (related, 'More from'). */
  post: (id: number) => `post:${id}`,
  /**
   * Every article's data and the cards under it, for a change to a name many of them show: a
   * category renamed or merged, a tag edited or merged, a byline on too many articles to name each.
   */
  articles: "articles",
  /** Approved comments of one post. */
  comments: (postId: number) => `comments:post:${postId}`,
  /** Every tag's name, description and redirects (tag pages, the tags on cards and articles). */
  tags: "tags",
  /** What lists every byline: search's writers and the sitemap's author pages. */
  authors: "authors",
  /** One byline's profile (its page, its feed, 'More from' under its articles), by slug. */
  author: (slug: string) => `author:${slug}`,
  /** Every correction (the /corrections page); an article's own are in its `post:{id}` data. */
  corrections: "corrections",
  /** Every category's name, slug, description and redirects (category pages, cards, articles, sitemaps). */
  categories: "categories",
  /** The front page's pinned stories. */
  frontPage: "front-page",
  menus: "menus",
  /** The list of published pages (the sitemaps). */
  pages: "pages",
  /** What readers find at /{slug}: the CMS page there, or where a renamed page's old slug leads. */
  page: (slug: string) => `page:${slug}`,
  /** The media library's images: a deleted one must leave every cache that kept it. */
  media: "media",
} as const;

/** Seconds a cached list may be served before it is refreshed (view counts move constantly). */
export const LIST_REVALIDATE_SECONDS = 60;
/**
 * Seconds a page or datum that changes only when someone changes it may be kept: a safety net, since
 * every write that changes what it shows revalidates its tags at once (see docs/performance.md).
 */
export const SAFETY_NET_REVALIDATE_SECONDS = 86_400;
/** An article and its approved comments: edits and moderation revalidate them at once. */
export const DETAIL_REVALIDATE_SECONDS = SAFETY_NET_REVALIDATE_SECONDS;

import { escapeMarkup } from "@/lib/format/text";
import type { PostLink, PostSummary } from "@/lib/posts/types";
import { absoluteUrl } from "./structured-data";

export const FEED_SIZE = 20;

export interface FeedChannel {
  title: string;
  description: string;
  siteUrl: string;
  /** The page the feed follows (default the home page) and the feed's own path (default /feed.xml). */
  path?: string;
  feedPath?: string;
}

/** List cards as the feed's light rows. */
export function feedLinksOf(posts: PostSummary[]): PostLink[] {
  return posts.map((post) => ({
    id: post.id,
    title: post.title,
    summary: post.content,
    categoryName: post.category_name,
    publishedAt: post.date,
    updatedAt: post.updatedAt,
    authorName: post.authors.map((author) => author.name).join(", ") || null,
    featuredImageName: post.featured_image_name,
  }));
}

/** An RSS 2.0 document of the newest posts, newest first. */
export function rssFeed(channel: FeedChannel, posts: PostLink[], now = new Date()): string {
  const items = posts
    .map((post) => {
      const url = absoluteUrl(channel.siteUrl, `/post/${post.id}`);
      return [
        "    <item>",
        `      <title>${escapeMarkup(post.title)}</title>`,
        `      <link>${escapeMarkup(url)}</link>`,
        `      <guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
        `      <description>${escapeMarkup(post.summary)}</description>`,
        `      <category>${escapeMarkup(post.categoryName)}</category>`,
        post.authorName ? `      <dc:creator>${escapeMarkup(post.authorName)}</dc:creator>` : undefined,
        `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
        "    </item>",
      ]
        .filter((line) => line !== undefined)
        .join("\n");
    })
    .join("\n");
  const feedUrl = absoluteUrl(channel.siteUrl, channel.feedPath ?? "/feed.xml");
  const lastBuild = posts[0] ? new Date(posts[0].publishedAt) : now;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeMarkup(channel.title)}</title>
    <link>${escapeMarkup(absoluteUrl(channel.siteUrl, channel.path ?? "/"))}</link>
    <description>${escapeMarkup(channel.description)}</description>
    <language>en</language>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeMarkup(feedUrl)}" rel="self" type="application/rss+xml" />
${items}
  </channel>
</rss>
`;
}

/** An RSS document as a response: readers' apps and crawlers may keep it a few minutes. */
export function rssResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" },
  });
}

import { categoryName } from "@/lib/categories/categories";
import type { PostLink } from "@/lib/posts/repository";
import { absoluteUrl } from "./structured-data";

export const FEED_SIZE = 20;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);
}

export interface FeedChannel {
  title: string;
  description: string;
  siteUrl: string;
}

/** An RSS 2.0 document of the newest posts, newest first. */
export function rssFeed(channel: FeedChannel, posts: PostLink[], now = new Date()): string {
  const items = posts
    .map((post) => {
      const url = absoluteUrl(channel.siteUrl, `/post/${post.id}`);
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <description>${escapeXml(post.summary)}</description>`,
        `      <category>${escapeXml(categoryName(post.categoryId))}</category>`,
        post.authorName ? `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>` : undefined,
        `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
        "    </item>",
      ]
        .filter((line) => line !== undefined)
        .join("\n");
    })
    .join("\n");
  const feedUrl = absoluteUrl(channel.siteUrl, "/feed.xml");
  const lastBuild = posts[0] ? new Date(posts[0].publishedAt) : now;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(absoluteUrl(channel.siteUrl, "/"))}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en</language>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml" />
${items}
  </channel>
</rss>
`;
}

import { escapeMarkup } from "@/lib/format/text";
import type { PostLink } from "@/lib/posts/types";
import { absoluteUrl } from "./structured-data";

/**
 * A Google News sitemap: the articles published in the last two days, each with its publication
 * (name and language), publication date and title.
 * https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap
 */
export function newsSitemap(siteUrl: string, publicationName: string, posts: PostLink[]): string {
  const urls = posts
    .map((post) =>
      [
        "  <url>",
        `    <loc>${escapeMarkup(absoluteUrl(siteUrl, `/post/${post.id}`))}</loc>`,
        "    <news:news>",
        "      <news:publication>",
        `        <news:name>${escapeMarkup(publicationName)}</news:name>`,
        "        <news:language>en</news:language>",
        "      </news:publication>",
        `      <news:publication_date>${new Date(post.publishedAt).toISOString()}</news:publication_date>`,
        `      <news:title>${escapeMarkup(post.title)}</news:title>`,
        "    </news:news>",
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
${urls}
</urlset>
`;
}

import { escapeMarkup } from "@/lib/format/text";
import { absoluteUrl } from "./structured-data";

/** The site's sitemaps, each a file of its own: the articles and lists, the last two days' news, the data pages. */
export const SITEMAP_PATHS = ["/sitemap.xml", "/news-sitemap.xml", "/data/sitemap.xml"] as const;

/**
 * A sitemap index naming every sitemap, so a crawler given one address finds them all.
 * https://www.sitemaps.org/protocol.html#index
 */
export function sitemapIndex(siteUrl: string, paths: readonly string[] = SITEMAP_PATHS): string {
  const entries = paths.map((path) => `  <sitemap>\n    <loc>${escapeMarkup(absoluteUrl(siteUrl, path))}</loc>\n  </sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</sitemapindex>
`;
}

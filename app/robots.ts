import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/config/env";
import { SITEMAP_PATHS } from "@/lib/seo/sitemap-index";
import { absoluteUrl } from "@/lib/seo/structured-data";

/** /robots.txt: everything readers see may be crawled; the JSON API may not, its images may. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Per request, so the sitemap address follows SITE_URL at run time, not at build time.
  await connection();
  const siteUrl = env().siteUrl;
  return {
    rules: [{ userAgent: "*", allow: ["/", "/api/uploads/"], disallow: ["/api/"] }],
    // The index names every sitemap; each is listed too, for crawlers that read robots.txt and not indexes. The
    // data pages (about 7,000) have their own file, so the articles keep the whole of theirs.
    sitemap: [absoluteUrl(siteUrl, "/sitemap-index.xml"), ...SITEMAP_PATHS.map((path) => absoluteUrl(siteUrl, path))],
  };
}

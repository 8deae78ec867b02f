import { env } from "@/lib/config/env";
import { withErrors } from "@/lib/http/responses";
import { sitemapIndex } from "@/lib/seo/sitemap-index";

// Per request, so the addresses follow SITE_URL at run time, as the sitemaps it names do.
export const dynamic = "force-dynamic";

/** /sitemap-index.xml: the sitemap index naming /sitemap.xml, /news-sitemap.xml and /data/sitemap.xml. */
export const GET = withErrors(async () => {
  return new Response(sitemapIndex(env().siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  });
});

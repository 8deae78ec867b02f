import { env } from "@/lib/config/env";
import { withErrors } from "@/lib/http/responses";
import { getNewsLinks } from "@/lib/posts/service";
import { newsSitemap } from "@/lib/seo/news-sitemap";
import { SITE_NAME } from "@/lib/site";

// Read per request, never at build time: the window moves and SITE_URL is read at run time.
export const dynamic = "force-dynamic";

/** /news-sitemap.xml: Google News' sitemap of the articles published in the last 48 hours. */
export const GET = withErrors(async () => {
  const xml = newsSitemap(env().siteUrl, SITE_NAME, await getNewsLinks());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300, stale-while-revalidate=600" },
  });
});

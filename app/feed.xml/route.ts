import { env } from "@/lib/config/env";
import { withErrors } from "@/lib/http/responses";
import { getPostLinks } from "@/lib/posts/service";
import { FEED_SIZE, rssFeed, rssResponse } from "@/lib/seo/feed";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";

// Read per request, never at build time: the feed comes from the database and SITE_URL.
export const dynamic = "force-dynamic";

/** /feed.xml: RSS 2.0 of the newest published articles. */
export const GET = withErrors(async () => {
  const xml = rssFeed({ title: SITE_NAME, description: SITE_DESCRIPTION, siteUrl: env().siteUrl }, await getPostLinks(FEED_SIZE));
  return rssResponse(xml);
});

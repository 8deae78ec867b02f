import { NextResponse } from "next/server";
import { env } from "@/lib/config/env";
import { withErrors } from "@/lib/http/responses";
import { getPostPage, requireTag } from "@/lib/posts/service";
import { FEED_SIZE, feedLinksOf, rssFeed, rssResponse } from "@/lib/seo/feed";
import { tagPath } from "@/lib/seo/structured-data";
import { SITE_NAME } from "@/lib/site";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ slug: string }> };

/** /tag/{slug}/feed.xml: RSS 2.0 of the tag's newest published articles (a merged tag's feed redirects, 308). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const tag = await requireTag((await params).slug);
  if ("redirectTo" in tag) return NextResponse.redirect(new URL(`${tagPath(tag.redirectTo)}/feed.xml`, request.url), 308);
  const page = await getPostPage({ limit: FEED_SIZE, tagId: tag.id });
  const path = tagPath(tag.slug);
  const channel = {
    title: `${tag.name} | ${SITE_NAME}`,
    description: tag.description || `The latest articles about ${tag.name} from ${SITE_NAME}.`,
    siteUrl: env().siteUrl,
    path,
    feedPath: `${path}/feed.xml`,
  };
  return rssResponse(rssFeed(channel, feedLinksOf(page.posts)));
});

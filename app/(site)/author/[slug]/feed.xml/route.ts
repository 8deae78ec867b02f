import { NextResponse } from "next/server";
import { env } from "@/lib/config/env";
import { withErrors } from "@/lib/http/responses";
import { getPostPage, requireAuthorProfile } from "@/lib/posts/service";
import { FEED_SIZE, feedLinksOf, rssFeed, rssResponse } from "@/lib/seo/feed";
import { authorPath } from "@/lib/seo/structured-data";
import { SITE_NAME } from "@/lib/site";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ slug: string }> };

/** /author/{slug}/feed.xml: RSS 2.0 of the byline's newest published articles (an old slug's feed redirects, 308). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const author = await requireAuthorProfile((await params).slug);
  if ("redirectTo" in author) return NextResponse.redirect(new URL(`${authorPath(author.redirectTo)}/feed.xml`, request.url), 308);
  const page = await getPostPage({ limit: FEED_SIZE, authorId: author.id });
  const path = authorPath(author.slug);
  const channel = {
    title: `${author.name} | ${SITE_NAME}`,
    description: author.bio || `Articles by ${author.name} for ${SITE_NAME}.`,
    siteUrl: env().siteUrl,
    path,
    feedPath: `${path}/feed.xml`,
  };
  return rssResponse(rssFeed(channel, feedLinksOf(page.posts)));
});

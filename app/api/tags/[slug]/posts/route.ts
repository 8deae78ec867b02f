import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { postListResponse } from "@/lib/posts/api";
import { requireTag } from "@/lib/posts/service";

type Context = { params: Promise<{ slug: string }> };

/** GET /api/tags/{slug}/posts?limit=&cursor= → the tag's published posts, newest first; a merged tag's URL redirects (308). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const tag = await requireTag((await params).slug);
  if ("redirectTo" in tag) {
    const target = new URL(request.url);
    target.pathname = `/api/tags/${encodeURIComponent(tag.redirectTo)}/posts`;
    return NextResponse.redirect(target, 308);
  }
  return postListResponse(request, { tagId: tag.id });
});

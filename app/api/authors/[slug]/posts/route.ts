import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { postListResponse } from "@/lib/posts/api";
import { requireAuthorProfile } from "@/lib/posts/service";

type Context = { params: Promise<{ slug: string }> };

/** GET /api/authors/{slug}/posts?limit=&cursor= → the byline's published posts, newest first; an old slug redirects (308). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const author = await requireAuthorProfile((await params).slug);
  if ("redirectTo" in author) {
    const target = new URL(request.url);
    target.pathname = `/api/authors/${encodeURIComponent(author.redirectTo)}/posts`;
    return NextResponse.redirect(target, 308);
  }
  return postListResponse(request, { authorId: author.id });
});

import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { requireAuthorProfile } from "@/lib/posts/service";

type Context = { params: Promise<{ slug: string }> };

/** GET /api/authors/{slug} → { name, slug, bio, avatar, links, role }, a byline's public profile; an old slug redirects (308). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const author = await requireAuthorProfile((await params).slug);
  if ("redirectTo" in author) {
    const target = new URL(request.url);
    target.pathname = `/api/authors/${encodeURIComponent(author.redirectTo)}`;
    return NextResponse.redirect(target, 308);
  }
  const { name, slug, bio, avatar, links, role } = author;
  return NextResponse.json(
    { name, slug, bio, avatar, links, role },
    { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } },
  );
});

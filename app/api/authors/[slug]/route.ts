import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { requireAuthorProfile } from "@/lib/posts/service";

type Context = { params: Promise<{ slug: string }> };

/** GET /api/authors/{slug} → { name, slug, bio, avatar, links, role }, a byline's public profile. */
export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { name, slug, bio, avatar, links, role } = await requireAuthorProfile((await params).slug);
  return NextResponse.json(
    { name, slug, bio, avatar, links, role },
    { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } },
  );
});

import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { getRelatedPosts } from "@/lib/posts/service";

type Context = { params: Promise<{ id: string }> };

/** GET /api/posts/{id}/related → the 3–4 articles shown under it (shared tags, then category, then recency). */
export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const posts = await getRelatedPosts(requireId((await params).id));
  return NextResponse.json(posts, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } });
});

import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requirePost } from "@/lib/posts/service";

export const GET = withErrors(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const post = await requirePost(requireId((await params).id));
  return NextResponse.json(post, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } });
});

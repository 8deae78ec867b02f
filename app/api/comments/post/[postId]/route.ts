import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireApprovedComments } from "@/lib/comments/service";

/** GET /api/comments/post/{postId}/: the post's approved comments, oldest first (docs/behaviour.md#calls). */
export const GET = withErrors(async (_request: Request, { params }: { params: Promise<{ postId: string }> }) => {
  const comments = await requireApprovedComments(requireId((await params).postId));
  return NextResponse.json(comments, { headers: { "Cache-Control": "public, max-age=30, stale-while-revalidate=120" } });
});

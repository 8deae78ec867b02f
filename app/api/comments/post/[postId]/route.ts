import { NextResponse } from "next/server";
import { HttpError, requireId, withErrors } from "@/lib/http/responses";
import { getApprovedComments } from "@/lib/comments/service";

/** GET /api/comments/post/{postId}/: the post's approved comments, oldest first (spec §7). */
export const GET = withErrors(async (_request: Request, { params }: { params: Promise<{ postId: string }> }) => {
  const postId = requireId((await params).postId);
  const comments = await getApprovedComments(postId);
  if (!comments) throw new HttpError(404, "Post not found.");
  return NextResponse.json(comments, { headers: { "Cache-Control": "public, max-age=30, stale-while-revalidate=120" } });
});

import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { getPendingCommentsBy } from "@/lib/comments/service";
import { HttpError, requireId, withErrors } from "@/lib/http/responses";
import type { ReaderArticleState } from "@/lib/reactions/reader-state";
import { getReaderPostState } from "@/lib/reactions/service";

type Context = { params: Promise<{ id: string }> };

/**
 * GET: the signed-in reader's side of an article — like, save, the current like count and their
 * comments awaiting approval. The article page is cached and the same for everyone; its islands
 * fetch this. 401 for visitors, 404 for a missing or unpublished post.
 */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireRequestUser(request);
  const postId = requireId((await params).id);
  const [state, pending] = await Promise.all([getReaderPostState(user.id, postId), getPendingCommentsBy(postId, user.id)]);
  if (!state) throw new HttpError(404, "Post not found.");
  const answer: ReaderArticleState = { ...state, pending };
  return NextResponse.json(answer, { headers: { "Cache-Control": "no-store" } });
});

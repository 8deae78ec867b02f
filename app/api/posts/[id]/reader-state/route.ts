import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requireId, withErrors } from "@/lib/http/responses";
import { getReaderArticleState } from "@/lib/reactions/service";

type Context = { params: Promise<{ id: string }> };

/**
 * GET: the signed-in reader's side of an article — like, save, the current like count and their
 * comments awaiting approval. The article page is cached and the same for everyone; its islands
 * fetch this. 401 for visitors, 404 for a missing or unpublished post.
 */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireRequestUser(request);
  const postId = requireId((await params).id);
  return NextResponse.json(await getReaderArticleState(user.id, postId), { headers: { "Cache-Control": "no-store" } });
});

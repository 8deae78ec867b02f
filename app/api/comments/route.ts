import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { COMMENTS_PER_MINUTE } from "@/lib/comments/rules";
import { postComment } from "@/lib/comments/service";
import { createSharedRateLimiter, enforceRateLimitFor } from "@/lib/http/rate-limit";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { createCommentSchema } from "@/lib/comments/schemas";

// Per reader, not per address: readers behind one office or phone-network address do not share a limit.
const limiter = createSharedRateLimiter("comments", { limit: COMMENTS_PER_MINUTE, windowMs: 60_000 });

/**
 * POST /api/comments (docs/behaviour.md#calls): { text, post_id } — `author` and `user_id` may be sent but the
 * session decides both. 201 with the comment and `approved: false` (an admin's: true).
 */
export const POST = withErrors(async (request: Request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(createCommentSchema, await readJson(request, 32 * 1024));
  // Counted once the comment is well-formed: a reader correcting an empty or over-long one is not held back.
  await enforceRateLimitFor(limiter, `user:${user.id}`);
  const comment = await postComment(user, { postId: input.post_id, text: input.text });
  return NextResponse.json(comment, { status: 201, headers: { "Cache-Control": "no-store" } });
});

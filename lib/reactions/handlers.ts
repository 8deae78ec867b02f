import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requireId, withErrors } from "@/lib/http/responses";

type Context = { params: Promise<{ id: string }> };

/**
 * PUT (turn on) and DELETE (turn off) of a reader's per-article flag at /api/posts/{id}/…: both
 * idempotent, 401 for visitors, 404 for a missing post, the new state as JSON.
 */
export function readerFlagHandlers(apply: (userId: number, postId: number, on: boolean) => Promise<object>) {
  const handler = (on: boolean) =>
    withErrors(async (request: Request, { params }: Context) => {
      const user = await requireRequestUser(request);
      const postId = requireId((await params).id);
      return NextResponse.json(await apply(user.id, postId, on), { headers: { "Cache-Control": "no-store" } });
    });
  return { PUT: handler(true), DELETE: handler(false) };
}

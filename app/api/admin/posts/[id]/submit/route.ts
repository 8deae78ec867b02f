import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { submitPostSchema } from "@/lib/newsroom/schemas";
import { submitPost } from "@/lib/newsroom/service";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/posts/{id}/submit { updatedAt? } → the article, status "in_review"; the editors are mailed. */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const id = requireId((await params).id);
  const input = parseOrThrow(submitPostSchema, await readJson(request, undefined, { optional: true }), NEWSROOM_ERRORS.invalidPost);
  return NextResponse.json(await submitPost(user, id, input));
});

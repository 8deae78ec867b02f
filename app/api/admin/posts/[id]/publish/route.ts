import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { publishPostSchema } from "@/lib/newsroom/schemas";
import { publishPost } from "@/lib/newsroom/service";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/posts/{id}/publish { publishAt? } → the article, status "published" or (with a future publishAt) "scheduled". */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const id = requireId((await params).id);
  const input = parseOrThrow(publishPostSchema, await readJson(request, undefined, { optional: true }), NEWSROOM_ERRORS.invalidPost);
  return NextResponse.json(await publishPost(user, id, input));
});

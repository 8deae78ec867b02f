import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { sendBackSchema } from "@/lib/newsroom/schemas";
import { sendBackPost } from "@/lib/newsroom/service";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/posts/{id}/send-back { note } → the article, back to "draft" with `review_note`; its writer is mailed. */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const id = requireId((await params).id);
  const { note } = parseOrThrow(sendBackSchema, await readJson(request), NEWSROOM_ERRORS.invalidPost);
  return NextResponse.json(await sendBackPost(user, id, note));
});

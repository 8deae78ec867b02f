import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { editCorrection } from "@/lib/newsroom/corrections";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { correctionSchema } from "@/lib/newsroom/schemas";

type Context = { params: Promise<{ id: string; correctionId: string }> };

/** PATCH /api/admin/posts/{id}/corrections/{correctionId} { text } → the correction, its date kept; audited (editors). */
export const PATCH = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const { id, correctionId } = await params;
  const { text } = parseOrThrow(correctionSchema, await readJson(request), NEWSROOM_ERRORS.invalidCorrection);
  return NextResponse.json(await editCorrection(user, requireId(id), requireId(correctionId, "correction"), text));
});

import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { addCorrection, listCorrections } from "@/lib/newsroom/corrections";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { correctionSchema } from "@/lib/newsroom/schemas";

type Context = { params: Promise<{ id: string }> };

/** GET /api/admin/posts/{id}/corrections → { corrections: [{ id, text, createdAt, updatedAt }], live } newest first (editors). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request);
  const id = requireId((await params).id);
  return NextResponse.json(await listCorrections(user, id), { headers: { "Cache-Control": "no-store" } });
});

/** POST /api/admin/posts/{id}/corrections { text } → 201 { id, text, createdAt } appended to the published article (editors). */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const id = requireId((await params).id);
  const { text } = parseOrThrow(correctionSchema, await readJson(request), NEWSROOM_ERRORS.invalidCorrection);
  return NextResponse.json(await addCorrection(user, id, text), { status: 201 });
});

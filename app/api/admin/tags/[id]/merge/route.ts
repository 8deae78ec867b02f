import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { mergeTagSchema } from "@/lib/newsroom/schemas";
import { mergeTag } from "@/lib/newsroom/taxonomy";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/tags/{id}/merge { into } → the tag merged into; /tag/{old slug} then redirects (308) (editors). */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request);
  const id = requireId((await params).id, "tag");
  const { into } = parseOrThrow(mergeTagSchema, await readJson(request), NEWSROOM_ERRORS.invalidTag);
  return NextResponse.json(await mergeTag(user, id, into));
});

import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { mergeCategory } from "@/lib/newsroom/categories";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { mergeCategorySchema } from "@/lib/newsroom/schemas";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/categories/{id}/merge { into } → the category merged into; /category/{old slug} then redirects (308) (editors). */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const id = requireId((await params).id, "category");
  const { into } = parseOrThrow(mergeCategorySchema, await readJson(request), NEWSROOM_ERRORS.invalidCategory);
  return NextResponse.json(await mergeCategory(user, id, into));
});

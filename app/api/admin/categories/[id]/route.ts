import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { deleteCategory, editCategory } from "@/lib/newsroom/categories";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { updateCategorySchema } from "@/lib/newsroom/schemas";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/admin/categories/{id} { name?, slug?, description? } → the category; a changed slug's old URL redirects (editors). */
export const PATCH = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const id = requireId((await params).id, "category");
  const input = parseOrThrow(updateCategorySchema, await readJson(request), NEWSROOM_ERRORS.invalidCategory);
  return NextResponse.json(await editCategory(user, id, input));
});

/** DELETE /api/admin/categories/{id} → 204; a category with articles is a 409 (merge it instead) (editors). */
export const DELETE = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const id = requireId((await params).id, "category");
  await deleteCategory(user, id);
  return new NextResponse(null, { status: 204 });
});

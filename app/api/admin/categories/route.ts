import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { createCategory, listCategories } from "@/lib/newsroom/categories";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { createCategorySchema } from "@/lib/newsroom/schemas";

/** GET /api/admin/categories → { categories: [{ id, name, slug, description, count }] } by id (staff: the editor's choices). */
export const GET = withErrors(async (request: Request) => {
  const user = await requireCapability(request);
  return NextResponse.json({ categories: await listCategories(user) }, { headers: { "Cache-Control": "no-store" } });
});

/** POST /api/admin/categories { name, slug?, description? } → 201 the category (editors and admins). */
export const POST = withErrors(async (request: Request) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const input = parseOrThrow(createCategorySchema, await readJson(request), NEWSROOM_ERRORS.invalidCategory);
  return NextResponse.json(await createCategory(user, input), { status: 201 });
});

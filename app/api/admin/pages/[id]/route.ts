import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { POST_BODY_MAX_BYTES, updatePageSchema } from "@/lib/newsroom/schemas";
import { deletePageAudited, editPageAudited } from "@/lib/newsroom/staff-actions";
import { getAdminPage } from "@/lib/newsroom/pages";
import { PAGE_ERRORS } from "@/lib/pages/messages";

type Context = { params: Promise<{ id: string }> };

/** GET /api/admin/pages/{id} → the page with its body (`description`, HTML), draft or published. */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request);
  return NextResponse.json(await getAdminPage(user, requireId((await params).id, "page")), { headers: { "Cache-Control": "no-store" } });
});

/** PATCH /api/admin/pages/{id} { title?, slug?, summary?, description? | body_json? } → the page; a published one changes on the site at once. */
export const PATCH = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const id = requireId((await params).id, "page");
  const input = parseOrThrow(updatePageSchema, await readJson(request, POST_BODY_MAX_BYTES), PAGE_ERRORS.invalidPage);
  return NextResponse.json(await editPageAudited(user, id, input));
});

/** DELETE /api/admin/pages/{id} → the deleted page; its address is a 404 from then on. */
export const DELETE = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  return NextResponse.json(await deletePageAudited(user, requireId((await params).id, "page")));
});

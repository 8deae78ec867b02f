import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { POST_BODY_MAX_BYTES, createPageSchema } from "@/lib/newsroom/schemas";
import { createPageAudited } from "@/lib/newsroom/staff-actions";
import { listAdminPages } from "@/lib/newsroom/pages";
import { PAGE_ERRORS } from "@/lib/pages/messages";

/** GET /api/admin/pages → [{ id, slug, title, summary, status, url, createdAt, updatedAt }] by title, drafts too (editors and admins). */
export const GET = withErrors(async (request: Request) => {
  const user = await requireCapability(request);
  return NextResponse.json(await listAdminPages(user), { headers: { "Cache-Control": "no-store" } });
});

/** POST /api/admin/pages { slug, title, description | body_json, summary? } → 201 the new draft (editors and admins). */
export const POST = withErrors(async (request: Request) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const input = parseOrThrow(createPageSchema, await readJson(request, POST_BODY_MAX_BYTES), PAGE_ERRORS.invalidPage);
  return NextResponse.json(await createPageAudited(user, input), { status: 201 });
});

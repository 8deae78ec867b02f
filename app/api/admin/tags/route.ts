import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { createTagSchema } from "@/lib/newsroom/schemas";
import { createTag, listTags } from "@/lib/newsroom/taxonomy";

/** GET /api/admin/tags → [{ id, name, slug, description, count }] by name (staff: the editor's choices). */
export const GET = withErrors(async (request: Request) => {
  const user = await requireCapability(request);
  return NextResponse.json(await listTags(user), { headers: { "Cache-Control": "no-store" } });
});

/** POST /api/admin/tags { name, slug?, description? } → 201 the tag (editors and admins). */
export const POST = withErrors(async (request: Request) => {
  const user = await requireCapability(request);
  const input = parseOrThrow(createTagSchema, await readJson(request), NEWSROOM_ERRORS.invalidTag);
  return NextResponse.json(await createTag(user, input), { status: 201 });
});

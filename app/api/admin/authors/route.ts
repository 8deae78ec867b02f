import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { createByline, listBylines } from "@/lib/newsroom/bylines";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { createBylineSchema } from "@/lib/newsroom/schemas";

/**
 * GET /api/admin/authors → { authors: [{ id, name, slug, role, bio, avatar, avatarUrl, links, userId,
 * userName, count, url }] } by name (staff: the byline choices and the bylines screen).
 */
export const GET = withErrors(async (request: Request) => {
  const user = await requireCapability(request);
  return NextResponse.json({ authors: await listBylines(user) }, { headers: { "Cache-Control": "no-store" } });
});

/** POST /api/admin/authors { name, slug?, role?, bio?, avatar?, links?, userId? } → 201 the byline (editors and admins). */
export const POST = withErrors(async (request: Request) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const input = parseOrThrow(createBylineSchema, await readJson(request), NEWSROOM_ERRORS.invalidByline);
  return NextResponse.json(await createByline(user, input), { status: 201 });
});

import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { getFrontPage, setFrontPage } from "@/lib/newsroom/front-page";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { frontPageSchema } from "@/lib/newsroom/schemas";

/** GET /api/admin/front-page → { pinned: [{ postId, title, until }] }: the pins in force, in order (editors and admins). */
export const GET = withErrors(async (request: Request) => {
  const user = await requireCapability(request);
  return NextResponse.json(await getFrontPage(user), { headers: { "Cache-Control": "no-store" } });
});

/** PUT /api/admin/front-page { pinned: [{ postId, until? }] } → the pins saved: at most 5 published stories, ends in the future. */
export const PUT = withErrors(async (request: Request) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const input = parseOrThrow(frontPageSchema, await readJson(request), NEWSROOM_ERRORS.invalidFrontPage);
  return NextResponse.json(await setFrontPage(user, input));
});

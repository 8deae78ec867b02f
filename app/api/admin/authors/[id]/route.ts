import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { updateByline } from "@/lib/newsroom/bylines";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { updateBylineSchema } from "@/lib/newsroom/schemas";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/admin/authors/{id} { name?, slug?, role?, bio?, avatar?, links?, userId? } → the byline; an old slug redirects (308) (editors). */
export const PATCH = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const id = requireId((await params).id, "author");
  const input = parseOrThrow(updateBylineSchema, await readJson(request), NEWSROOM_ERRORS.invalidByline);
  return NextResponse.json(await updateByline(user, id, input));
});

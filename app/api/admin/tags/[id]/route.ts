import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { updateTagSchema } from "@/lib/newsroom/schemas";
import { editTag } from "@/lib/newsroom/taxonomy";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/admin/tags/{id} { name?, slug?, description? } → the tag; a changed slug's old URL redirects (editors). */
export const PATCH = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request);
  const id = requireId((await params).id, "tag");
  const input = parseOrThrow(updateTagSchema, await readJson(request), NEWSROOM_ERRORS.invalidTag);
  return NextResponse.json(await editTag(user, id, input));
});

import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { unpublishPageAudited } from "@/lib/newsroom/staff-actions";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/pages/{id}/unpublish → the page, a draft again: /{slug} is a 404 for readers (409 if it was not published). */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  return NextResponse.json(await unpublishPageAudited(user, requireId((await params).id, "page")));
});

import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { publishPageAudited } from "@/lib/newsroom/staff-actions";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/pages/{id}/publish → the page, now served at /{slug} (editors and admins). */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  return NextResponse.json(await publishPageAudited(user, requireId((await params).id, "page")));
});

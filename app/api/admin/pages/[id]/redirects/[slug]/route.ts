import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { removeOldAddressAudited } from "@/lib/newsroom/staff-actions";

type Context = { params: Promise<{ id: string; slug: string }> };

/** DELETE /api/admin/pages/{id}/redirects/{slug} → { slug, url } removed: /{slug} is a 404 from then on; 404 `page_redirect_not_found` for an address the page does not have. */
export const DELETE = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const { id, slug } = await params;
  return NextResponse.json(await removeOldAddressAudited(user, requireId(id, "page"), slug));
});

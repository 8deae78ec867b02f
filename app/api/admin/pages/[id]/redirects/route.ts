import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { listOldAddresses } from "@/lib/newsroom/pages";

type Context = { params: Promise<{ id: string }> };

/** GET /api/admin/pages/{id}/redirects → [{ slug, url }]: the page's old addresses, alphabetically (editors and admins). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request);
  return NextResponse.json(await listOldAddresses(user, requireId((await params).id, "page")), {
    headers: { "Cache-Control": "no-store" },
  });
});

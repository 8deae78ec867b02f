import { NextResponse } from "next/server";
import { deactivate } from "@/lib/auth/service";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/staff/{id}/deactivate → the account (admins): its sessions end at once; the last active admin stays (409). */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const actor = await requireCapability(request, "manage_staff", "write");
  return NextResponse.json(await deactivate(actor, requireId((await params).id, "account")));
});

import { NextResponse } from "next/server";
import { reactivate } from "@/lib/auth/service";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/staff/{id}/reactivate → the account (admins): it may sign in again. */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const actor = await requireCapability(request, "manage_staff", "write");
  return NextResponse.json(await reactivate(actor, requireId((await params).id, "account")));
});

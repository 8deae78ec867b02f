import { NextResponse } from "next/server";
import { resendInvitation } from "@/lib/auth/service";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/invitations/{id}/resend → { id, email, role, expiresAt } (admins): a new link for a new week; the old one stops working. */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const actor = await requireCapability(request, "manage_staff", "write");
  return NextResponse.json(await resendInvitation(actor, requireId((await params).id, "invitation")));
});

import { NextResponse } from "next/server";
import { invitationSchema } from "@/lib/auth/schemas";
import { inviteStaff, openInvitations } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";

/** GET /api/admin/invitations → [{ id, email, role, status, expiresAt, createdAt, sentAt, invitedBy }] (admins). */
export const GET = withErrors(async (request: Request) => {
  await requireCapability(request, "manage_staff");
  return NextResponse.json(await openInvitations(), { headers: { "Cache-Control": "no-store" } });
});

/** POST /api/admin/invitations { email, role } → 201 { id, email, role, expiresAt } (admins); 409 for an address with an account. */
export const POST = withErrors(async (request: Request) => {
  const actor = await requireCapability(request, "manage_staff", "write");
  const input = parseOrThrow(invitationSchema, await readJson(request));
  return NextResponse.json(await inviteStaff(actor, input), { status: 201 });
});

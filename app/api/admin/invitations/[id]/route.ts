import { revokeInvitation } from "@/lib/auth/service";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";

type Context = { params: Promise<{ id: string }> };

/** DELETE /api/admin/invitations/{id} → 204 (admins): the invitation's link stops working; 404 when it is not open. */
export const DELETE = withErrors(async (request: Request, { params }: Context) => {
  const actor = await requireCapability(request, "manage_staff", "write");
  await revokeInvitation(actor, requireId((await params).id, "invitation"));
  return new Response(null, { status: 204 });
});

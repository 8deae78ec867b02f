import { NextResponse } from "next/server";
import { requestContext } from "@/lib/auth/request-context";
import { staffRoleChangeSchema } from "@/lib/auth/schemas";
import { changeRole } from "@/lib/auth/service";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";

/**
 * PATCH /api/admin/staff/{id} { role, password } → the account (admins). Without the admin's
 * password 403 reauth_required; the account's sessions end; the last admin stays (409 last_admin).
 */
type Context = { params: Promise<{ id: string }> };

export const PATCH = withErrors(async (request: Request, { params }: Context) => {
  const actor = await requireCapability(request, "manage_staff", "write");
  const id = requireId((await params).id, "account");
  const input = parseOrThrow(staffRoleChangeSchema, await readJson(request));
  return NextResponse.json(await changeRole(actor, id, input, requestContext(request)));
});

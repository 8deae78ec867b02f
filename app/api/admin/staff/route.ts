import { NextResponse } from "next/server";
import { staffMembers } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";

/** GET /api/admin/staff → [{ id, email, name, role, status, lastSignInAt, twoFactor }] (admins). */
export const GET = withErrors(async (request: Request) => {
  await requireCapability(request, "manage_staff");
  return NextResponse.json(await staffMembers(), { headers: { "Cache-Control": "no-store" } });
});

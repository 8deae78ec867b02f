import { NextResponse } from "next/server";
import { acceptInvitationSchema } from "@/lib/auth/schemas";
import { acceptInvitation } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";

/**
 * POST /api/auth/accept-invitation { token, name, password } → 201 { email, role }: the account is
 * made and the token spent. An expired, withdrawn, spent or unknown token is 400 with its own code.
 */
export const POST = withErrors(async (request: Request) => {
  const input = parseOrThrow(acceptInvitationSchema, await readJson(request));
  return NextResponse.json(await acceptInvitation(input), { status: 201 });
});

import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { sendConfirmationCode } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";

/** Mails (or texts) a confirmation code: for a sensitive change in the settings, turning two-step on, or confirming this session (POST /api/users/second-factor). */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  return NextResponse.json(await sendConfirmationCode(user));
});

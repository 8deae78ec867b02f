import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { sendConfirmationCode } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";

/** For an account without a password: mails (or texts) the code that confirms a sensitive change in the settings. */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  return NextResponse.json(await sendConfirmationCode(user));
});

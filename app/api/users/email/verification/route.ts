import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { resendEmailVerification } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";

/** Mails the link that confirms the account's address again (a few a quarter hour). */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  return NextResponse.json(await resendEmailVerification(user));
});

import { NextResponse } from "next/server";
import { requestPasswordReset } from "@/lib/auth/password-recovery";
import { requestContext } from "@/lib/auth/request-context";
import { getDb } from "@/lib/db/connection";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { forgotPasswordRequestSchema } from "@/lib/validation/auth";

/** { email } or { emailOrPhone } → the same 200 whether or not the account exists. */
export const POST = withErrors(async (request) => {
  const input = parseOrThrow(forgotPasswordRequestSchema, await readJson(request));
  return NextResponse.json(await requestPasswordReset(await getDb(), input, requestContext(request)));
});

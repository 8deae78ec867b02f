import { NextResponse } from "next/server";
import { signInCodeRequestSchema } from "@/lib/auth/schemas";
import { mailSignInCodeInstead } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";

/** { challenge } (from the login answer) → the sign-in code is mailed instead of using the authenticator app: { email? | phone? }. */
export const POST = withErrors(async (request) => {
  const { challenge } = parseOrThrow(signInCodeRequestSchema, await readJson(request));
  return NextResponse.json(await mailSignInCodeInstead(challenge));
});

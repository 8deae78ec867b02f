import { NextResponse } from "next/server";
import { setSignInCookies } from "@/lib/auth/cookies";
import { requestContext } from "@/lib/auth/request-context";
import { signIn } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { loginRequestSchema } from "@/lib/auth/schemas";

/** docs/behaviour.md#calls: { emailOrPhone, password, recaptchaToken?, rememberMe? } → { token, user } or { requireTwoFactor, email? }. */
export const POST = withErrors(async (request) => {
  const input = parseOrThrow(loginRequestSchema, await readJson(request));
  const outcome = await signIn(input, requestContext(request));
  if (outcome.kind === "two-factor") {
    return NextResponse.json({
      requireTwoFactor: true,
      message: "Enter the 6-digit code we have just sent you.",
      ...(outcome.email ? { email: outcome.email } : { phone: outcome.phone }),
    });
  }
  const response = NextResponse.json({ token: outcome.token, user: outcome.user });
  setSignInCookies(response, outcome);
  return response;
});

import { NextResponse } from "next/server";
import { setSignInCookies } from "@/lib/auth/cookies";
import { requestContext } from "@/lib/auth/request-context";
import { signIn } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { loginRequestSchema } from "@/lib/auth/schemas";

/**
 * docs/behaviour.md#calls: { emailOrPhone, password, recaptchaToken?, rememberMe? } → { token, user } or
 * { requireTwoFactor, method: "code" | "authenticator", challenge, email? | phone? } (docs/api/accounts.md).
 */
export const POST = withErrors(async (request) => {
  const input = parseOrThrow(loginRequestSchema, await readJson(request));
  const outcome = await signIn(input, requestContext(request));
  if (outcome.kind === "two-factor") {
    return NextResponse.json({
      requireTwoFactor: true,
      method: outcome.method,
      challenge: outcome.challenge,
      message:
        outcome.method === "authenticator"
          ? "Enter the 6-digit code from your authenticator app, or a recovery code."
          : "Enter the 6-digit code we have just sent you.",
      ...(outcome.email ? { email: outcome.email } : { phone: outcome.phone }),
    });
  }
  const response = NextResponse.json({ token: outcome.token, user: outcome.user });
  setSignInCookies(response, outcome);
  return response;
});

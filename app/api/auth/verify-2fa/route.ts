import { NextResponse } from "next/server";
import { setSignInCookies } from "@/lib/auth/cookies";
import { requestContext } from "@/lib/auth/request-context";
import { completeTwoFactor } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { verifyTwoFactorSchema } from "@/lib/auth/schemas";

/** docs/behaviour.md#calls: { emailOrPhone, code, rememberDevice } → { token, user }; "trust this device" sets an httpOnly cookie. */
export const POST = withErrors(async (request) => {
  const input = parseOrThrow(verifyTwoFactorSchema, await readJson(request));
  const outcome = await completeTwoFactor(input, requestContext(request));
  const response = NextResponse.json({ token: outcome.token, user: outcome.user });
  setSignInCookies(response, outcome);
  return response;
});

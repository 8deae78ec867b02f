import { NextResponse } from "next/server";
import { secureCookies } from "@/lib/auth/cookies";
import { verifyTwoFactor } from "@/lib/auth/login";
import { requestContext } from "@/lib/auth/request-context";
import { TRUSTED_DEVICE_COOKIE } from "@/lib/auth/trusted-devices";
import { getDb } from "@/lib/db/connection";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { verifyTwoFactorSchema } from "@/lib/validation/auth";

/** Spec §7: { emailOrPhone, code, rememberDevice } → { token, user }; "trust this device" sets an httpOnly cookie. */
export const POST = withErrors(async (request) => {
  const input = parseOrThrow(verifyTwoFactorSchema, await readJson(request));
  const outcome = await verifyTwoFactor(await getDb(), input, requestContext(request));
  const response = NextResponse.json({ token: outcome.token, user: outcome.user });
  if (outcome.device) {
    response.cookies.set(TRUSTED_DEVICE_COOKIE, outcome.device.token, {
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies(),
      path: "/",
      expires: outcome.device.expiresAt,
    });
  }
  return response;
});

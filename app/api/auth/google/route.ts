import { NextResponse } from "next/server";
import { setSignInCookies } from "@/lib/auth/cookies";
import { requestContext } from "@/lib/auth/request-context";
import { signInWithGoogleToken } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { googleSignInSchema } from "@/lib/auth/schemas";

/**
 * docs/behaviour.md#data-shapes: { googleId, email, firstName, lastName, profilePicture } → { token, user }, plus the
 * Google ID token (`idToken`, or `credential` as Google Identity Services names it). The token is
 * verified first; the other fields must agree with it and are never trusted on their own.
 */
export const POST = withErrors(async (request) => {
  const body = await readJson(request);
  const withAlias =
    body && typeof body === "object" && !("idToken" in body) && "credential" in body
      ? { ...body, idToken: (body as { credential: unknown }).credential }
      : body;
  const input = parseOrThrow(googleSignInSchema, withAlias);
  const outcome = await signInWithGoogleToken(input, requestContext(request));
  const response = NextResponse.json({ token: outcome.token, user: outcome.user });
  setSignInCookies(response, outcome);
  return response;
});

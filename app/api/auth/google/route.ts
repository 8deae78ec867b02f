import { NextResponse } from "next/server";
import { throttled } from "@/lib/auth/context";
import { GOOGLE_NOT_CONFIGURED, googleSignIn, signInWithGoogle, verifyGoogleIdToken } from "@/lib/auth/google";
import { MESSAGES } from "@/lib/auth/messages";
import { requestContext } from "@/lib/auth/request-context";
import { blockedUntil, LOGIN_ADDRESS_RULE, recordHit, throttleKeys } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/connection";
import { HttpError, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { googleSignInSchema } from "@/lib/validation/auth";

/**
 * Spec §3: { googleId, email, firstName, lastName, profilePicture } → { token, user }, plus the
 * Google ID token (`idToken`, or `credential` as Google Identity Services names it). The token is
 * verified first; the other fields must agree with it and are never trusted on their own.
 */
export const POST = withErrors(async (request) => {
  if (!googleSignIn().idTokens) throw new HttpError(503, GOOGLE_NOT_CONFIGURED);
  const body = await readJson(request);
  const withAlias = body && typeof body === "object" && !("idToken" in body) && "credential" in body ? { ...body, idToken: (body as { credential: unknown }).credential } : body;
  const input = parseOrThrow(googleSignInSchema, withAlias);
  const db = await getDb();
  const context = requestContext(request);
  const addressKey = throttleKeys.loginAddress(context.address);
  const until = await blockedUntil(db, [addressKey]);
  if (until) throw throttled(until);

  const identity = await verifyGoogleIdToken(input.idToken);
  const agrees =
    identity &&
    (!input.googleId || input.googleId === identity.sub) &&
    (!input.email || input.email.trim().toLowerCase() === identity.email);
  if (!identity || !agrees) {
    const block = await recordHit(db, addressKey, LOGIN_ADDRESS_RULE);
    if (block) throw throttled(block, true);
    throw new HttpError(401, MESSAGES.googleSignInFailed);
  }
  return NextResponse.json(await signInWithGoogle(db, identity, context, { firstName: input.firstName, lastName: input.lastName }));
});

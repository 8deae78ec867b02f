import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { env } from "@/lib/config/env";
import type { Database } from "@/lib/db/client";
import { ConflictError, UnauthenticatedError } from "@/lib/errors";
import { beginAttempt, counters } from "./attempts";
import { defaultEffects, type AuthEffects, type RequestContext } from "./context";
import { forgetKnownBrowsers } from "./known-browsers";
import { completeSignIn, type SignedIn } from "./login";
import { AUTH_ERRORS } from "./messages";
import { closeAllSessions } from "./sessions";
import { isTrustedDevice, revokeAllTrustedDevices } from "./trusted-devices";
import { claimUnverifiedAccount, createUser, findUserByEmail, findUserByGoogleId, linkGoogleAccount, type UserRow } from "./repository";

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

/** Google's published keys, fetched once and cached (jose refetches on an unknown key id, at most every 30 s). */
let keySet: { url: string; keys: JWTVerifyGetKey } | undefined;
function googleKeys(): JWTVerifyGetKey {
  const url = env().GOOGLE_JWKS_URL;
  if (keySet?.url !== url)
    keySet = { url, keys: createRemoteJWKSet(new URL(url), { cacheMaxAge: 6 * 60 * 60 * 1000, timeoutDuration: 5_000 }) };
  return keySet.keys;
}

/** The Google button needs the OAuth client; the REST endpoint only needs its id (the token audience). */
export function googleSignIn(): { oauth: boolean; idTokens: boolean } {
  const config = env();
  return { oauth: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET), idTokens: Boolean(config.GOOGLE_CLIENT_ID) };
}

export interface GoogleIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

/**
 * Verifies a Google ID token — signature against Google's key set, audience (our client id),
 * issuer and expiry — and returns its claims. Nothing a browser decoded is trusted before this.
 */
export async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity | undefined> {
  const audience = env().GOOGLE_CLIENT_ID;
  if (!audience) return undefined;
  try {
    const { payload } = await jwtVerify(idToken, googleKeys(), {
      issuer: GOOGLE_ISSUERS,
      audience,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp", "iat"],
    });
    const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 300) : undefined);
    const sub = text(payload.sub);
    if (!sub) return undefined;
    return {
      sub,
      email: text(payload.email)?.toLowerCase(),
      emailVerified: payload.email_verified === true || payload.email_verified === "true",
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
      picture: text(payload.picture),
    };
  } catch {
    return undefined;
  }
}

/**
 * The account for a verified Google identity: the one already linked to it; else the one with its
 * (Google-verified) e-mail; else a new account, whose address Google has proven.
 *
 * An account found by e-mail is linked only if its owner proved the address too. If nobody ever
 * did, Google's proof decides who owns it: whoever registered the address without proving it may
 * not be its owner (anyone can type victim@gmail.com into the sign-up form), so the account is
 * claimed for the Google identity — its password, an unproven phone number, every session, trusted
 * and known browser are dropped, the address counts as proven — and the owner is told by mail.
 * Asking the Google user to "sign in with the password first" would instead leave the rightful
 * owner locked out by a password they never chose.
 */
export async function findOrCreateGoogleUser(
  db: Database,
  identity: GoogleIdentity,
  fallbackName: { firstName?: string; lastName?: string } = {},
  effects: AuthEffects = defaultEffects,
): Promise<UserRow> {
  const picture = identity.picture?.startsWith("https://") ? identity.picture : null;
  const linked = await findUserByGoogleId(db, identity.sub);
  if (linked) return linked;
  const verifiedEmail = identity.email && identity.emailVerified ? identity.email : undefined;
  if (identity.email && !verifiedEmail) throw new UnauthenticatedError(AUTH_ERRORS.googleSignInFailed);
  if (verifiedEmail) {
    const existing = await findUserByEmail(db, verifiedEmail);
    if (existing) {
      if (existing.googleId) throw new ConflictError(AUTH_ERRORS.googleLinkedElsewhere);
      if (existing.emailVerifiedAt) return linkGoogleAccount(db, existing.id, identity.sub, picture);
      const claimed = await claimUnverifiedAccount(db, existing.id, identity.sub, picture);
      await Promise.all([
        closeAllSessions(db, existing.id),
        revokeAllTrustedDevices(db, existing.id),
        forgetKnownBrowsers(db, existing.id),
      ]);
      effects.later("telling the owner their account was claimed with Google", () =>
        effects.sendSecurityNotice(claimed, { kind: "claimed-by-google" }),
      );
      return claimed;
    }
  }
  return createUser(db, {
    firstName: identity.givenName ?? fallbackName.firstName?.trim() ?? verifiedEmail?.split("@")[0] ?? "Reader",
    lastName: identity.familyName ?? fallbackName.lastName?.trim() ?? "",
    email: verifiedEmail ?? null,
    emailVerifiedAt: verifiedEmail ? new Date() : null,
    googleId: identity.sub,
    avatar: picture,
  });
}

export interface GoogleSignInInput {
  idToken: string;
  googleId?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * POST /api/auth/google: the ID token is verified first and the other fields must agree with it.
 * A refused token counts against the client address, like a wrong password.
 */
export async function signInWithGoogleIdToken(
  db: Database,
  input: GoogleSignInInput,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<SignedIn> {
  const attempt = await beginAttempt(db, [counters.address(context.address)]);
  const identity = await verifyGoogleIdToken(input.idToken);
  const agrees =
    identity &&
    (!input.googleId || input.googleId === identity.sub) &&
    (!input.email || input.email.trim().toLowerCase() === identity.email);
  if (!identity || !agrees) return attempt.fail(new UnauthenticatedError(AUTH_ERRORS.googleSignInFailed));
  await attempt.release();
  return signInWithGoogle(db, identity, context, { firstName: input.firstName, lastName: input.lastName }, effects);
}

/** A verified Google identity signs in (the REST endpoint and next-auth's Google provider). */
export async function signInWithGoogle(
  db: Database,
  identity: GoogleIdentity,
  context: RequestContext,
  fallbackName?: { firstName?: string; lastName?: string },
  effects: AuthEffects = defaultEffects,
): Promise<SignedIn> {
  const user = await findOrCreateGoogleUser(db, identity, fallbackName, effects);
  // Google proves the password, not the second factor: a browser trusted after a code counts; else
  // the session is open for reading and commenting, and the newsroom asks for a code (secondFactorGap).
  const trusted = user.twoFactorEnabled && (await isTrustedDevice(db, user.id, context.deviceToken));
  return completeSignIn(db, user, {
    rememberMe: true,
    context,
    effects,
    method: "google",
    secondFactor: trusted ? "trusted-browser" : undefined,
  });
}

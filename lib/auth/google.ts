import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { env } from "@/lib/config/env";
import type { Database } from "@/lib/db/client";
import { HttpError } from "@/lib/http/responses";
import { MESSAGES } from "./messages";
import { openSession } from "./sessions";
import { createUser, findUserByEmail, findUserByGoogleId, linkGoogleAccount, toPublicUser, type PublicUser, type UserRow } from "./users";
import type { RequestContext } from "./context";

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

/** Google's published keys, fetched once and cached (jose refetches on an unknown key id, at most every 30 s). */
let keySet: { url: string; keys: JWTVerifyGetKey } | undefined;
function googleKeys(): JWTVerifyGetKey {
  const url = env().GOOGLE_JWKS_URL;
  if (keySet?.url !== url) keySet = { url, keys: createRemoteJWKSet(new URL(url), { cacheMaxAge: 6 * 60 * 60 * 1000, timeoutDuration: 5_000 }) };
  return keySet.keys;
}

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this site.";

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
    const { payload } = await jwtVerify(idToken, googleKeys(), { issuer: GOOGLE_ISSUERS, audience, algorithms: ["RS256"], requiredClaims: ["sub", "exp", "iat"] });
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
 * The account for a verified Google identity: the one already linked to it, else the one with its
 * (Google-verified) e-mail, which gets linked, else a new account.
 */
export async function findOrCreateGoogleUser(db: Database, identity: GoogleIdentity, fallbackName: { firstName?: string; lastName?: string } = {}): Promise<UserRow> {
  const picture = identity.picture?.startsWith("https://") ? identity.picture : null;
  const linked = await findUserByGoogleId(db, identity.sub);
  if (linked) return linked;
  const verifiedEmail = identity.email && identity.emailVerified ? identity.email : undefined;
  if (identity.email && !verifiedEmail) throw new HttpError(401, MESSAGES.googleSignInFailed);
  if (verifiedEmail) {
    const existing = await findUserByEmail(db, verifiedEmail);
    if (existing) {
      if (existing.googleId) throw new HttpError(409, "This email is already linked to another Google account.");
      return linkGoogleAccount(db, existing.id, identity.sub, picture);
    }
  }
  return createUser(db, {
    firstName: identity.givenName ?? fallbackName.firstName?.trim() ?? verifiedEmail?.split("@")[0] ?? "Reader",
    lastName: identity.familyName ?? fallbackName.lastName?.trim() ?? "",
    email: verifiedEmail ?? null,
    googleId: identity.sub,
    avatar: picture,
  });
}

export async function signInWithGoogle(
  db: Database,
  identity: GoogleIdentity,
  context: RequestContext,
  fallbackName?: { firstName?: string; lastName?: string },
): Promise<{ token: string; user: PublicUser }> {
  const user = await findOrCreateGoogleUser(db, identity, fallbackName);
  const { token } = await openSession(db, user, { rememberMe: true, userAgent: context.userAgent });
  return { token, user: toPublicUser(user) };
}

import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { derivedKey } from "@/lib/config/secret";
import { isUserRole, type UserRole } from "@/lib/db/enums";

const ISSUER = "basis-point";
const AUDIENCE = "basis-point:session";

/** What a session token says: whose it is, which session row, and the account's session version. */
export interface SessionClaims {
  userId: number;
  sessionId: string;
  sessionVersion: number;
  role: UserRole;
  expiresAt: Date;
}

/**
 * Signs a session token (HS256, key derived from AUTH_SECRET). The same token is the REST API's
 * Bearer token and the payload of next-auth's httpOnly session cookie.
 */
export function signSessionToken(claims: SessionClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, sv: claims.sessionVersion, role: claims.role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(derivedKey("session-token"));
}

/** The claims of a genuine, unexpired session token; undefined for anything else. */
export async function verifySessionToken(token: string): Promise<SessionClaims | undefined> {
  if (!token || token.length > 4096) return undefined;
  try {
    const { payload } = await jwtVerify(token, derivedKey("session-token"), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    const { sid, sv, role, exp } = payload;
    if (!Number.isSafeInteger(userId) || userId < 1 || typeof sid !== "string" || typeof sv !== "number" || typeof exp !== "number")
      return undefined;
    if (typeof role !== "string" || !isUserRole(role)) return undefined;
    return { userId, sessionId: sid, sessionVersion: sv, role, expiresAt: new Date(exp * 1000) };
  } catch {
    return undefined;
  }
}

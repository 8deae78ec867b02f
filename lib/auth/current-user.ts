import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/config/env";
import { sessionCookieName } from "./cookies";
import { UnauthenticatedError } from "@/lib/errors";
import { AUTH_ERRORS } from "./messages";
import { requestCookie } from "./request-context";
import { sessionUserForToken } from "./service";
import type { SessionUser } from "./sessions";

export type { SessionUser } from "./sessions";

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie rides along on cross-site requests too, so a cookie-authenticated write must come from
 * our own pages: the browser's Origin header has to be this site (SameSite=Lax already blocks most
 * of this; the check also covers old browsers and sibling subdomains). Bearer tokens need no such
 * check — another site cannot make a browser attach one.
 */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const allowed = new Set([env().siteUrl, new URL(request.url).origin]);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) allowed.add(`${request.headers.get("x-forwarded-proto") ?? "http"}://${host}`);
  return allowed.has(origin);
}

/**
 * The signed-in user of an API request: `Authorization: Bearer <token>` or the web session cookie.
 * Both are the same signed token; the user is re-read from the database each time, so a deleted
 * session, a changed password or "sign out everywhere" takes effect at once.
 */
export async function getRequestUser(request: Request): Promise<SessionUser | undefined> {
  const bearer = bearerToken(request);
  const fromBearer = bearer ? await sessionUserForToken(bearer) : undefined;
  if (fromBearer) return fromBearer;
  // A stale Bearer token left in the browser's storage must not shadow a valid web session.
  const cookie = requestCookie(request, sessionCookieName());
  if (!cookie) return undefined;
  if (!SAFE_METHODS.has(request.method) && !sameOrigin(request)) return undefined;
  return sessionUserForToken(cookie);
}

/** Like getRequestUser, but answers 401 for a visitor. */
export async function requireRequestUser(request: Request): Promise<SessionUser> {
  const user = await getRequestUser(request);
  if (!user) throw new UnauthenticatedError(AUTH_ERRORS.signInRequired);
  return user;
}

/** The signed-in user for a server component (reads the session cookie). */
export async function getSessionUser(): Promise<SessionUser | undefined> {
  const token = (await cookies()).get(sessionCookieName())?.value;
  if (!token) return undefined;
  return sessionUserForToken(token);
}

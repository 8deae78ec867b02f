import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookies";
import { AUTH_ERRORS } from "@/lib/auth/messages";
import { verifySessionToken, type SessionClaims } from "@/lib/auth/tokens";
import { ForbiddenError, UnauthenticatedError } from "@/lib/errors";
import { errorResponse } from "@/lib/http/responses";
import { isStaffRole } from "@/lib/auth/capabilities";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";

/** Old and alternative addresses, kept working for links and bookmarks elsewhere. */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  "/signin": "/sign-in",
  "/login": "/sign-in",
  "/signup": "/sign-up",
  "/register": "/sign-up",
  "/terms-of-service": "/terms",
  "/legal": "/terms",
  "/disclaimer": "/terms",
};

/** Pages for signed-in readers; a visitor is sent to sign in and brought back afterwards. */
export const SIGNED_IN_PAGES = ["/profile", "/settings"];
export const ADMIN_PAGES = "/admin";
export const ADMIN_API = "/api/admin";

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

async function sessionClaims(request: NextRequest, allowBearer: boolean): Promise<SessionClaims | undefined> {
  const bearer = allowBearer ? /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1] : undefined;
  const token = bearer ?? request.cookies.get(sessionCookieName())?.value;
  return token ? verifySessionToken(token) : undefined;
}

function toSignIn(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = "/sign-in";
  url.search = "";
  url.searchParams.set("callbackUrl", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(url, 307);
}

/**
 * Redirects only. The guards here check the token's signature and expiry, not the database: every
 * page and handler behind them checks the session again on the server (lib/auth/current-user.ts).
 */
export async function middleware(request: NextRequest): Promise<NextResponse> {
  const path = request.nextUrl.pathname.replace(/\/+$/, "") || "/";
  const target = PERMANENT_REDIRECTS[path];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    // 308 keeps the method and, with the cloned URL, the query string.
    return NextResponse.redirect(url, 308);
  }
  if (under(path, ADMIN_API)) {
    const claims = await sessionClaims(request, true);
    if (!claims) return errorResponse(new UnauthenticatedError(AUTH_ERRORS.signInRequired), request);
    // Staff-ness only: each route asks lib/auth/capabilities.ts for its own action (and checks two-factor).
    if (!isStaffRole(claims.role)) return errorResponse(new ForbiddenError(NEWSROOM_ERRORS.staffOnly), request);
    return NextResponse.next();
  }
  if (under(path, ADMIN_PAGES) || SIGNED_IN_PAGES.some((prefix) => under(path, prefix))) {
    const claims = await sessionClaims(request, false);
    if (!claims) return toSignIn(request);
    if (under(path, ADMIN_PAGES) && !isStaffRole(claims.role)) return NextResponse.redirect(new URL("/", request.url), 307);
  }
  return NextResponse.next();
}

export const config = {
  // The guards read the secret, which may live in DATA_DIR: Node.js, not the edge runtime.
  runtime: "nodejs",
  matcher: [
    "/signin",
    "/login",
    "/signup",
    "/register",
    "/terms-of-service",
    "/legal",
    "/disclaimer",
    "/profile/:path*",
    "/settings/:path*",
    "/admin/:path*",
    // Every staff API but the media upload: a request the middleware sees has its whole body read
    // (and cut at 10 MB) before the route starts, and the upload route must count its body as it
    // streams in and stop at its cap. It checks the session itself, first, like every handler.
    "/api/admin",
    "/api/admin/((?!media/?$).*)",
  ],
};

import { NextResponse, type NextRequest } from "next/server";

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

export function middleware(request: NextRequest): NextResponse {
  const target = PERMANENT_REDIRECTS[request.nextUrl.pathname.replace(/\/+$/, "") || "/"];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    // 308 keeps the method and, with the cloned URL, the query string.
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/signin", "/login", "/signup", "/register", "/terms-of-service", "/legal", "/disclaimer"],
};

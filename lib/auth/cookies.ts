import type { NextResponse } from "next/server";
import { env } from "@/lib/config/env";

/** next-auth's session cookie; the `__Secure-` prefix applies when the site is served over https. */
export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

export function secureCookies(): boolean {
  return env().siteUrl.startsWith("https://");
}

/** The trusted-device cookie (skips the second factor) and the known-browser cookie (new-device notices). */
export const TRUSTED_DEVICE_COOKIE_NAME = "bp_trusted_device";
export const KNOWN_BROWSER_COOKIE_NAME = "bp_browser";

interface IssuedCookie {
  token: string;
  expiresAt: Date;
}

/** Sets the httpOnly cookies a completed sign-in hands the browser. */
export function setSignInCookies(response: NextResponse, issued: { browser?: IssuedCookie; device?: IssuedCookie }): void {
  const options = (expires: Date) => ({ httpOnly: true, sameSite: "lax" as const, secure: secureCookies(), path: "/", expires });
  if (issued.browser) response.cookies.set(KNOWN_BROWSER_COOKIE_NAME, issued.browser.token, options(issued.browser.expiresAt));
  if (issued.device) response.cookies.set(TRUSTED_DEVICE_COOKIE_NAME, issued.device.token, options(issued.device.expiresAt));
}

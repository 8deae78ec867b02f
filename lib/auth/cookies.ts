import { env } from "@/lib/config/env";

/** next-auth's session cookie; the `__Secure-` prefix applies when the site is served over https. */
export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

export function secureCookies(): boolean {
  return env().siteUrl.startsWith("https://");
}

import { clientAddress } from "@/lib/http/client-address";
import type { RequestContext } from "./context";
import { KNOWN_BROWSER_COOKIE } from "./known-browsers";
import { TRUSTED_DEVICE_COOKIE } from "./trusted-devices";

/** One cookie of a request; a malformed value reads as absent. */
export function requestCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The caller as the account flows see it: address (for throttling), browser, trusted-device cookie. */
export function requestContext(request: Request): RequestContext {
  return {
    address: clientAddress(request.headers),
    userAgent: request.headers.get("user-agent"),
    deviceToken: requestCookie(request, TRUSTED_DEVICE_COOKIE),
    browserToken: requestCookie(request, KNOWN_BROWSER_COOKIE),
  };
}

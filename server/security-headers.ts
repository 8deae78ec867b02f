// The protective headers of every response (pages, API, static files, uploads, redirects, 404s).
// server/main.ts sets them before Next.js or the brotli handler sees the request, so nothing
// the app renders can leave them out; a route that needs a stricter policy (uploads) sets its own,
// which replaces these.
//
// No nonces or hashes: the public reading pages are a full-page cache, the same bytes for every
// reader, and Next's inline bootstrap scripts differ from page to page. So scripts may come from
// this origin and inline ('unsafe-inline'), never from another host — except the hosted captcha
// the operator chose with CAPTCHA_PROVIDER, on the pages that draw it.

import type { ServerResponse } from "node:http";

export interface SecurityHeaderOptions {
  siteUrl?: string;
  captchaProvider?: "altcha" | "recaptcha" | "turnstile" | string;
}

interface HostedSources {
  script: string[];
  frame: string[];
  connect: string[];
}

const HOSTED_CAPTCHA: Record<string, HostedSources | undefined> = {
  recaptcha: {
    script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
    connect: [],
  },
  turnstile: { script: ["https://challenges.cloudflare.com"], frame: ["https://challenges.cloudflare.com"], connect: [] },
};

/** The Content-Security-Policy for this configuration. */
export function contentSecurityPolicy({ siteUrl = "", captchaProvider = "altcha" }: SecurityHeaderOptions = {}): string {
  const hosted = HOSTED_CAPTCHA[captchaProvider];
  const list = (...sources: (string | string[])[]) => sources.flat().join(" ");
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    // Next's inline bootstrap (different on every page) and our own chunks; no other host.
    ["script-src", list("'self'", "'unsafe-inline'", hosted?.script ?? [])],
    // MUI's Emotion and Next insert <style> elements and style attributes.
    ["style-src", list("'self'", "'unsafe-inline'")],
    // Avatars may be an https:// address (Google's profile pictures); images never run script.
    ["img-src", list("'self'", "data:", "blob:", "https:")],
    ["font-src", list("'self'", "data:")],
    ["connect-src", list("'self'", hosted?.connect ?? [])],
    // ALTCHA solves its proof of work in web workers it starts from blob: URLs.
    ["worker-src", list("'self'", "blob:")],
    ["frame-src", hosted ? list(hosted.frame) : "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ["manifest-src", "'self'"],
  ];
  if (siteUrl.startsWith("https://")) directives.push(["upgrade-insecure-requests", ""]);
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join("; ");
}

/** Every protective header, as name → value. */
export function securityHeaders({ siteUrl = "", captchaProvider = "altcha" }: SecurityHeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy({ siteUrl, captchaProvider }),
    // For browsers without frame-ancestors.
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Nothing here uses the camera, microphone, location, payments or USB; sharing and the
    // clipboard (copy link) stay with this origin.
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  // Only when the public address is https: a plain-http deployment must stay reachable.
  if (siteUrl.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/**
 * Adds the headers to a response as its head is written, each unless the app already set it: a
 * route with a stricter policy of its own (uploads: a sandboxed CSP) keeps it. (Set up front they
 * would win instead: Next does not replace a header that is already on the response.) Node writes
 * every head through writeHead, an implicit one too, so nothing leaves without them.
 */
export function applySecurityHeaders(response: ServerResponse, headers: Record<string, string>): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    for (const [name, value] of Object.entries(headers)) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

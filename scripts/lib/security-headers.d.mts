import type { ServerResponse } from "node:http";

export interface SecurityHeaderOptions {
  siteUrl?: string;
  captchaProvider?: "altcha" | "recaptcha" | "turnstile" | string;
}
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
export function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>;
export function applySecurityHeaders(response: ServerResponse, headers: Record<string, string>): void;

import { env } from "@/lib/config/env";
import type { Database } from "@/lib/db/client";
import { NotFoundError } from "@/lib/errors";
import { verifyAltcha } from "./altcha";
import { CAPTCHA_ERRORS } from "./messages";

export type CaptchaProvider = "altcha" | "recaptcha" | "turnstile";

/** What the browser needs to draw the widget: the provider and, for hosted ones, the site key. */
export interface CaptchaConfig {
  provider: CaptchaProvider;
  siteKey?: string;
}

export function captchaConfig(): CaptchaConfig {
  const config = env();
  switch (config.CAPTCHA_PROVIDER) {
    case "recaptcha":
      return { provider: "recaptcha", siteKey: config.RECAPTCHA_SITE_KEY };
    case "turnstile":
      return { provider: "turnstile", siteKey: config.TURNSTILE_SITE_KEY };
    default:
      return { provider: "altcha" };
  }
}

/** For the ALTCHA challenge endpoint: a site configured for another provider has none (a NotFoundError). */
export function requireAltcha(): void {
  if (captchaConfig().provider !== "altcha") throw new NotFoundError(CAPTCHA_ERRORS.altchaNotUsed);
}

const HOSTED_VERIFY_URLS = {
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
} as const;

/** reCAPTCHA and Turnstile share one protocol: POST secret + response, read `success`. */
async function verifyHosted(provider: "recaptcha" | "turnstile", secret: string, token: string, remoteIp?: string): Promise<boolean> {
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetch(HOSTED_VERIFY_URLS[provider], { method: "POST", body, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch (error) {
    console.error(`[captcha] ${provider} verification failed:`, error);
    return false;
  }
}

/** Verifies the `recaptchaToken` of a request with the configured provider. */
export async function verifyCaptcha(db: Database, token: string, remoteIp?: string): Promise<boolean> {
  const config = env();
  switch (config.CAPTCHA_PROVIDER) {
    case "recaptcha":
      return verifyHosted("recaptcha", config.RECAPTCHA_SECRET_KEY ?? "", token, remoteIp);
    case "turnstile":
      return verifyHosted("turnstile", config.TURNSTILE_SECRET_KEY ?? "", token, remoteIp);
    default:
      return verifyAltcha(db, token);
  }
}

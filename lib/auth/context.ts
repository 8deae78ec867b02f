import { verifyCaptcha } from "@/lib/captcha/captcha";
import type { Database } from "@/lib/db/client";
import { HttpError } from "@/lib/http/responses";
import { blockedNowMessage, formatCountdown, MESSAGES, stillBlockedMessage } from "./messages";
import { sendLoginCode, sendResetLink } from "./notifications";
import { retryAfterSeconds } from "./throttle";

/** Who is asking, as far as the server can tell. */
export interface RequestContext {
  address: string;
  userAgent: string | null;
  /** The trusted-device cookie, when the browser sent one. */
  deviceToken?: string;
}

/** What the account flows need from the outside world; tests pass their own. */
export interface AuthEffects {
  verifyCaptcha(db: Database, token: string, address: string): Promise<boolean>;
  sendLoginCode: typeof sendLoginCode;
  sendResetLink: typeof sendResetLink;
}

export const defaultEffects: AuthEffects = { verifyCaptcha, sendLoginCode, sendResetLink };

/** 429 with Retry-After. `justBlocked`: this very failure started the block (spec §8 wording differs). */
export function throttled(until: Date, justBlocked = false, now = new Date()): HttpError {
  const remaining = formatCountdown(until.getTime() - now.getTime());
  return new HttpError(429, justBlocked ? blockedNowMessage(remaining) : stillBlockedMessage(remaining), undefined, {
    "Retry-After": String(retryAfterSeconds(until, now)),
  });
}

/** 400 'Please complete the CAPTCHA verification' unless the token verifies (an empty one never does). */
export async function requireCaptcha(db: Database, effects: AuthEffects, token: string, address: string): Promise<void> {
  if (!token || !(await effects.verifyCaptcha(db, token, address))) {
    throw new HttpError(400, MESSAGES.captchaRequired, { recaptchaToken: MESSAGES.captchaRequired });
  }
}

import "server-only";
import { after } from "next/server";
import { verifyCaptcha } from "@/lib/captcha/captcha";
import type { Database } from "@/lib/db/client";
import { InvalidInputError } from "@/lib/errors";
import { AUTH_ERRORS } from "./messages";
import { sendConfirmationCode, sendEmailLink, sendInvitation, sendLoginCode, sendResetLink, sendSecurityNotice } from "./notifications";

/** Who is asking, as far as the server can tell. */
export interface RequestContext {
  address: string;
  userAgent: string | null;
  /** The trusted-device cookie, when the browser sent one. */
  deviceToken?: string;
  /** The known-browser cookie (new-device notices), when the browser sent one. */
  browserToken?: string;
}

/** What the account flows need from the outside world; tests pass their own. */
export interface AuthEffects {
  verifyCaptcha(db: Database, token: string, address: string): Promise<boolean>;
  sendLoginCode: typeof sendLoginCode;
  sendConfirmationCode: typeof sendConfirmationCode;
  sendResetLink: typeof sendResetLink;
  sendEmailLink: typeof sendEmailLink;
  sendSecurityNotice: typeof sendSecurityNotice;
  sendInvitation: typeof sendInvitation;
  /**
   * Work that must not delay the answer (or show in its timing): run after the response is sent.
   * Failures are logged, never shown to the client.
   */
  later(label: string, task: () => Promise<unknown>): void;
}

function runLater(label: string, task: () => Promise<unknown>): void {
  const guarded = () => task().catch((error: unknown) => console.error(`[auth] ${label} failed:`, error));
  try {
    after(guarded);
  } catch {
    // Outside a request (start-up work): just run it.
    void guarded();
  }
}

export const defaultEffects: AuthEffects = {
  verifyCaptcha,
  sendLoginCode,
  sendConfirmationCode,
  sendResetLink,
  sendEmailLink,
  sendSecurityNotice,
  sendInvitation,
  later: runLater,
};

/** 400 'Please complete the CAPTCHA verification' unless the token verifies (an empty one never does). */
export async function requireCaptcha(db: Database, effects: AuthEffects, token: string, address: string): Promise<void> {
  if (!token || !(await effects.verifyCaptcha(db, token, address))) {
    throw new InvalidInputError(AUTH_ERRORS.captchaRequired, { recaptchaToken: AUTH_ERRORS.captchaRequired.message });
  }
}

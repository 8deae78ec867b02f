import "server-only";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { ForbiddenError, UnauthenticatedError, UnavailableError } from "@/lib/errors";
import { beginAttempt, counters, type Attempt } from "./attempts";
import { defaultEffects, requireCaptcha, type AuthEffects, type RequestContext } from "./context";
import { maskEmail, maskPhone, parseIdentifier } from "./identifiers";
import { noteSignInBrowser } from "./known-browsers";
import { AUTH_ERRORS } from "./messages";
import { codeChannel } from "./notifications";
import type { loginRequestSchema, verifyTwoFactorSchema } from "./schemas";
import { verifyPassword } from "./password";
import { openSession } from "./sessions";
import { auditStaffAccount } from "./staff-audit";
import { isTrustedDevice, trustDevice } from "./trusted-devices";
import {
  findUserById,
  findUserByIdentifier,
  markEmailVerified,
  markPhoneVerified,
  toPublicUser,
  type PublicUser,
  type UserRow,
} from "./repository";
import { consumeCode, issueCode } from "./verification-codes";

/** A completed sign-in: the token, the user, and the cookies the browser should keep. */
export interface SignedIn {
  token: string;
  user: PublicUser;
  /** The known-browser cookie (new-device notices). */
  browser: { token: string; expiresAt: Date };
  /** Set when the reader asked to trust this browser: the trusted-device cookie. */
  device?: { token: string; expiresAt: Date };
}

export type LoginOutcome = ({ kind: "signed-in" } & SignedIn) | { kind: "two-factor"; email?: string; phone?: string };

/** Who is being signed in to, with the attempt reserved against the account (or what was typed) and the address. */
async function startAttempt(
  db: Database,
  emailOrPhone: string,
  context: RequestContext,
): Promise<{ user: UserRow | undefined; attempt: Attempt }> {
  const identifier = parseIdentifier(emailOrPhone);
  const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
  const account = user
    ? counters.account(user.id)
    : counters.identifier(identifier?.kind === "email" ? identifier.email : (identifier?.digits ?? emailOrPhone));
  return { user, attempt: await beginAttempt(db, [account, counters.address(context.address)]) };
}

/** A deactivated account (lib/auth/staff.ts) signs in no way; the right password is not a failure to count. */
async function refuseDeactivated(user: UserRow, attempt: Attempt | undefined): Promise<void> {
  if (!user.deactivatedAt) return;
  await attempt?.release();
  throw new ForbiddenError(AUTH_ERRORS.accountDeactivated);
}

/**
 * Every completed sign-in (password, code, Google) ends here: the account's failure count is
 * cleared, a session opens — marked as having passed a second factor when this sign-in did — a
 * staff sign-in is audited, and a browser the account has not used before gets its owner a mail.
 */
export async function completeSignIn(
  db: Database,
  user: UserRow,
  options: {
    rememberMe?: boolean;
    context: RequestContext;
    effects: AuthEffects;
    attempt?: Attempt;
    /** How the second factor was passed, if it was. */
    secondFactor?: "code" | "trusted-browser";
    method: "password" | "google";
  },
): Promise<SignedIn> {
  await refuseDeactivated(user, options.attempt);
  await options.attempt?.succeed();
  const { token } = await openSession(db, user, {
    rememberMe: options.rememberMe,
    userAgent: options.context.userAgent,
    secondFactor: options.secondFactor !== undefined,
  });
  await auditStaffAccount(db, user, "signed_in", { method: options.method, secondFactor: options.secondFactor ?? null });
  const now = new Date();
  const browser = await noteSignInBrowser(db, user.id, options.context.browserToken, options.context.userAgent, now);
  if (browser.isNew) {
    options.effects.later("sending a new-device notice", () =>
      options.effects.sendSecurityNotice(user, { kind: "new-device", device: browser.label, at: now }),
    );
  }
  return {
    token,
    user: toPublicUser(user),
    browser: { token: browser.token, expiresAt: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000) },
  };
}

/**
 * POST /api/auth/login. Unknown accounts, accounts without a password and wrong passwords all get
 * the same answer after the same work (a dummy hash is checked), so nothing reveals whether an
 * account exists. With two-factor on and no trusted device, a code is sent instead of a session —
 * and the account's failure count stays as it is until that code completes the sign-in, so a
 * right password does not buy the code guesser a fresh allowance.
 */
export async function login(
  db: Database,
  input: z.infer<typeof loginRequestSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<LoginOutcome> {
  const { user, attempt } = await startAttempt(db, input.emailOrPhone, context);
  // A captcha is checked whenever one is sent, and demanded once the account or the address has
  // failed within the window: a clean first try costs nothing, guessing costs work every time.
  // A refused captcha is not a guess: the attempt is handed back.
  if (input.recaptchaToken !== undefined || attempt.earlier > 0) {
    await requireCaptcha(db, effects, input.recaptchaToken ?? "", context.address).catch(async (error: unknown) => {
      await attempt.release();
      throw error;
    });
  }
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) return attempt.fail(new UnauthenticatedError(AUTH_ERRORS.loginFailed));
  await refuseDeactivated(user, attempt);

  const trusted = user.twoFactorEnabled && (await isTrustedDevice(db, user.id, context.deviceToken));
  if (!user.twoFactorEnabled || trusted) {
    const secondFactor = trusted ? "trusted-browser" : undefined;
    const signedIn = await completeSignIn(db, user, {
      rememberMe: input.rememberMe,
      context,
      effects,
      attempt,
      secondFactor,
      method: "password",
    });
    return { kind: "signed-in", ...signedIn };
  }
  await attempt.release();
  const to = codeChannel(user);
  const code = await issueCode(db, user.id, to, "sign-in");
  try {
    await effects.sendLoginCode(user, code);
  } catch (error) {
    console.error(`[auth] could not send the verification code to user ${user.id}:`, error);
    throw new UnavailableError(AUTH_ERRORS.signInCodeNotSent, null);
  }
  return to.channel === "email" ? { kind: "two-factor", email: maskEmail(to.target) } : { kind: "two-factor", phone: maskPhone(to.target) };
}

/**
 * POST /api/auth/verify-2fa. A wrong code counts as a failed sign-in (docs/behaviour.md#states), for the account
 * and the address; no token is issued unless the live code of that very account matches. A right
 * code also proves the address or number it was sent to.
 */
export async function verifyTwoFactor(
  db: Database,
  input: z.infer<typeof verifyTwoFactorSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<SignedIn> {
  const { user, attempt } = await startAttempt(db, input.emailOrPhone, context);
  const sentTo = user ? await consumeCode(db, user.id, input.code, "sign-in") : undefined;
  if (!user || !sentTo) return attempt.fail(new UnauthenticatedError(AUTH_ERRORS.signInCodeInvalid));
  if (sentTo.channel === "email") await markEmailVerified(db, user.id, sentTo.target);
  else await markPhoneVerified(db, user.id, sentTo.target);
  const signedIn = await completeSignIn(db, (await findUserById(db, user.id)) ?? user, {
    rememberMe: input.rememberMe,
    context,
    effects,
    attempt,
    secondFactor: "code",
    method: "password",
  });
  const device = input.rememberDevice ? await trustDevice(db, user.id, context.userAgent) : undefined;
  return { ...signedIn, device };
}

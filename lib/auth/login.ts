import "server-only";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { ForbiddenError, RateLimitedError, UnauthenticatedError, UnavailableError } from "@/lib/errors";
import { beginAttempt, counters, withinLimit, type Attempt } from "./attempts";
import { hasAuthenticator, spendAuthenticatorCode } from "./authenticator";
import { defaultEffects, requireCaptcha, type AuthEffects, type RequestContext } from "./context";
import { maskEmail, maskPhone, parseIdentifier } from "./identifiers";
import { noteSignInBrowser } from "./known-browsers";
import { AUTH_ERRORS, MAILS_RETRY_AFTER_SECONDS } from "./messages";
import { codeChannel } from "./notifications";
import type { loginRequestSchema, verifyTwoFactorSchema } from "./schemas";
import { challengeFits, issueSignInChallenge, readSignInChallenge } from "./sign-in-challenge";
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

/** How a sign-in passed its second factor: a mailed code, a browser trusted after one, the authenticator app, a recovery code. */
export type SecondFactor = "code" | "trusted-browser" | "totp" | "recovery-code";

/**
 * The password was right and a second factor is due. `challenge` proves it to the code step; with
 * `method: "authenticator"` no code was mailed (the app's code is asked for; POST
 * /api/auth/login-code mails one instead), and `email`/`phone` say where it would go.
 */
export interface TwoFactorDue {
  kind: "two-factor";
  method: "code" | "authenticator";
  challenge: string;
  email?: string;
  phone?: string;
}

export type LoginOutcome = ({ kind: "signed-in" } & SignedIn) | TwoFactorDue;

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
    secondFactor?: SecondFactor;
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
  const challenge = issueSignInChallenge(user);
  if (await hasAuthenticator(db, user.id)) return { kind: "two-factor", method: "authenticator", challenge, ...maskedChannel(user) };
  await mailSignInCode(db, user, effects);
  return { kind: "two-factor", method: "code", challenge, ...maskedChannel(user) };
}

function maskedChannel(user: UserRow): { email: string } | { phone: string } {
  const to = codeChannel(user);
  return to.channel === "email" ? { email: maskEmail(to.target) } : { phone: maskPhone(to.target) };
}

async function mailSignInCode(db: Database, user: UserRow, effects: AuthEffects): Promise<void> {
  const code = await issueCode(db, user.id, codeChannel(user), "sign-in");
  try {
    await effects.sendLoginCode(user, code);
  } catch (error) {
    console.error(`[auth] could not send the verification code to user ${user.id}:`, error);
    throw new UnavailableError(AUTH_ERRORS.signInCodeNotSent, null);
  }
}

/**
 * POST /api/auth/login-code { challenge }: "Send a code by e-mail instead" on the code step of an
 * account with an authenticator app. The challenge proves the password was given; codes are
 * limited per account like every mail.
 */
export async function sendSignInCodeInstead(
  db: Database,
  challenge: string,
  effects: AuthEffects = defaultEffects,
): Promise<{ email?: string; phone?: string }> {
  const read = readSignInChallenge(challenge);
  const user = read ? await findUserById(db, read.userId) : undefined;
  if (!user || !challengeFits(challenge, user) || user.deactivatedAt) throw new UnauthenticatedError(AUTH_ERRORS.signInChallengeInvalid);
  if (!(await withinLimit(db, counters.mailsToAccount(user.id))))
    throw new RateLimitedError(AUTH_ERRORS.tooManyCodes, MAILS_RETRY_AFTER_SECONDS);
  await mailSignInCode(db, user, effects);
  return maskedChannel(user);
}

/**
 * The second factor a sign-in's code step was given: the mailed code, or — for an account with an
 * authenticator, after the password step (`challenge`) — the app's code or a recovery code.
 */
async function passSecondFactor(
  db: Database,
  user: UserRow,
  code: string,
  challenge: string | undefined,
): Promise<{ secondFactor: SecondFactor; sentTo?: { channel: "email" | "sms"; target: string } } | undefined> {
  const sentTo = /^\d{6}$/.test(code.trim()) ? await consumeCode(db, user.id, code.trim(), "sign-in") : undefined;
  if (sentTo) return { secondFactor: "code", sentTo };
  if (!challengeFits(challenge, user)) return undefined;
  const used = await spendAuthenticatorCode(db, user.id, code);
  return used ? { secondFactor: used } : undefined;
}

/**
 * POST /api/auth/verify-2fa. A wrong code counts as a failed sign-in (docs/behaviour.md#states), for the account
 * and the address; no token is issued unless the live code of that very account matches (or its
 * authenticator's code or a recovery code, after its password step). A right mailed code also
 * proves the address or number it was sent to.
 */
export async function verifyTwoFactor(
  db: Database,
  input: z.infer<typeof verifyTwoFactorSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<SignedIn> {
  const { user, attempt } = await startAttempt(db, input.emailOrPhone, context);
  const passed = user ? await passSecondFactor(db, user, input.code, input.challenge) : undefined;
  if (!user || !passed) return attempt.fail(new UnauthenticatedError(AUTH_ERRORS.signInCodeInvalid));
  const { sentTo } = passed;
  if (sentTo?.channel === "email") await markEmailVerified(db, user.id, sentTo.target);
  else if (sentTo) await markPhoneVerified(db, user.id, sentTo.target);
  const signedIn = await completeSignIn(db, (await findUserById(db, user.id)) ?? user, {
    rememberMe: input.rememberMe,
    context,
    effects,
    attempt,
    secondFactor: passed.secondFactor,
    method: "password",
  });
  const device = input.rememberDevice ? await trustDevice(db, user.id, context.userAgent) : undefined;
  return { ...signedIn, device };
}

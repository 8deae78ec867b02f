import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { HttpError } from "@/lib/http/responses";
import type { loginRequestSchema, verifyTwoFactorSchema } from "@/lib/validation/auth";
import { defaultEffects, requireCaptcha, throttled, type AuthEffects, type RequestContext } from "./context";
import { maskEmail, maskPhone, parseIdentifier } from "./identifiers";
import { MESSAGES } from "./messages";
import { codeChannel } from "./notifications";
import { verifyPassword } from "./password";
import { openSession } from "./sessions";
import { blockedUntil, clearThrottle, LOGIN_ACCOUNT_RULE, LOGIN_ADDRESS_RULE, recentHits, recordHit, throttleKeys } from "./throttle";
import { isTrustedDevice, trustDevice } from "./trusted-devices";
import { findUserByIdentifier, toPublicUser, type PublicUser, type UserRow } from "./users";
import { consumeCode, issueCode } from "./verification-codes";

export type LoginOutcome =
  | { kind: "signed-in"; token: string; user: PublicUser }
  | { kind: "two-factor"; email?: string; phone?: string };

interface Attempt {
  user: UserRow | undefined;
  accountKey: string;
  addressKey: string;
}

/** Resolves who is being signed in to and refuses at once while a block runs (429). */
async function beginAttempt(db: Database, emailOrPhone: string, context: RequestContext): Promise<Attempt> {
  const identifier = parseIdentifier(emailOrPhone);
  const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
  const accountKey = user
    ? throttleKeys.loginAccount(user.id)
    : throttleKeys.loginIdentifier(identifier?.kind === "email" ? identifier.email : (identifier?.digits ?? emailOrPhone.trim()));
  const addressKey = throttleKeys.loginAddress(context.address);
  const until = await blockedUntil(db, [accountKey, addressKey]);
  if (until) throw throttled(until);
  return { user, accountKey, addressKey };
}

/**
 * Counts a failure against the account and the address. The failure that reaches the limit is
 * answered 429 with the "blocked for" wording; the others with `message`.
 */
async function failAttempt(db: Database, attempt: Attempt, message: string): Promise<never> {
  const [accountBlock, addressBlock] = await Promise.all([
    recordHit(db, attempt.accountKey, LOGIN_ACCOUNT_RULE),
    recordHit(db, attempt.addressKey, LOGIN_ADDRESS_RULE),
  ]);
  const until = [accountBlock, addressBlock].filter((end): end is Date => Boolean(end)).sort((a, b) => b.getTime() - a.getTime())[0];
  if (until) throw throttled(until, true);
  throw new HttpError(401, message);
}

async function startSession(db: Database, user: UserRow, rememberMe: boolean | undefined, context: RequestContext): Promise<{ token: string; user: PublicUser }> {
  const { token } = await openSession(db, user, { rememberMe, userAgent: context.userAgent });
  return { token, user: toPublicUser(user) };
}

/**
 * POST /api/auth/login. Unknown accounts, accounts without a password and wrong passwords all get
 * the same answer after the same work (a dummy hash is checked), so nothing reveals whether an
 * account exists. With two-factor on and no trusted device, a code is sent instead of a session.
 */
export async function login(
  db: Database,
  input: z.infer<typeof loginRequestSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<LoginOutcome> {
  const attempt = await beginAttempt(db, input.emailOrPhone, context);
  // A captcha is checked whenever one is sent, and demanded once the account or the address has
  // failed within the window: a clean first try costs nothing, guessing costs work every time.
  const suspicious = (await recentHits(db, [attempt.accountKey, attempt.addressKey], LOGIN_ACCOUNT_RULE.windowMs)) > 0;
  if (input.recaptchaToken !== undefined || suspicious) await requireCaptcha(db, effects, input.recaptchaToken ?? "", context.address);
  const { user } = attempt;
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) return failAttempt(db, attempt, MESSAGES.loginFailed);
  await clearThrottle(db, attempt.accountKey);

  if (!user.twoFactorEnabled || (await isTrustedDevice(db, user.id, context.deviceToken))) {
    return { kind: "signed-in", ...(await startSession(db, user, input.rememberMe, context)) };
  }
  const channel = codeChannel(user);
  const code = await issueCode(db, user.id, channel);
  try {
    await effects.sendLoginCode(user, code);
  } catch (error) {
    console.error(`[auth] could not send the verification code to user ${user.id}:`, error);
    throw new HttpError(503, "We could not send your verification code. Please try again in a moment.");
  }
  return channel === "email" && user.email ? { kind: "two-factor", email: maskEmail(user.email) } : { kind: "two-factor", phone: maskPhone(user.phone ?? "") };
}

export interface TwoFactorOutcome {
  token: string;
  user: PublicUser;
  /** Set when the reader asked to trust this browser: the value of the trusted-device cookie. */
  device?: { token: string; expiresAt: Date };
}

/**
 * POST /api/auth/verify-2fa. A wrong code counts as a failed sign-in (spec §4), for the account
 * and the address; no token is issued unless the live code of that very account matches.
 */
export async function verifyTwoFactor(
  db: Database,
  input: z.infer<typeof verifyTwoFactorSchema>,
  context: RequestContext,
): Promise<TwoFactorOutcome> {
  const attempt = await beginAttempt(db, input.emailOrPhone, context);
  const { user } = attempt;
  if (!user || !(await consumeCode(db, user.id, input.code))) return failAttempt(db, attempt, MESSAGES.wrongCode);
  await clearThrottle(db, attempt.accountKey);
  const session = await startSession(db, user, input.rememberMe, context);
  const device = input.rememberDevice ? await trustDevice(db, user.id, context.userAgent) : undefined;
  return { ...session, device };
}

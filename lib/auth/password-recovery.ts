import "server-only";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { InvalidInputError } from "@/lib/errors";
import { charge, clearCounter, counters, withinLimit } from "./attempts";
import { defaultEffects, type AuthEffects, type RequestContext } from "./context";
import { parseIdentifier } from "./identifiers";
import { AUTH_ERRORS, RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE } from "./messages";
import { hashPassword } from "./password";
import { consumeResetToken, createResetToken } from "./password-reset";
import type { forgotPasswordSchema, resetPasswordSchema } from "./schemas";
import { closeAllSessions } from "./sessions";
import { revokeAllTrustedDevices } from "./trusted-devices";
import { findUserById, findUserByIdentifier, markEmailVerified, markPhoneVerified, replacePassword } from "./repository";

/**
 * Looks the account up and sends the link: run after the answer, so a known and an unknown account
 * cost the answer exactly the same work. A link goes by text only to a proven phone number (a
 * mistyped or recycled number must not receive the keys to the account); by mail to the account's
 * address even before it is proven, because opening the link is itself that proof — and it is how
 * the owner of an address someone else registered takes it back. At most a few mails per account
 * a quarter hour.
 */
async function deliverResetLink(db: Database, emailOrPhone: string, effects: AuthEffects): Promise<void> {
  const identifier = parseIdentifier(emailOrPhone);
  const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
  if (!user) return;
  if (!user.email && !user.phoneVerifiedAt) return;
  if (!(await withinLimit(db, counters.mailsToAccount(user.id)))) return;
  const token = await createResetToken(db, user.id);
  await effects.sendResetLink(user, token);
}

/**
 * POST /api/auth/forgot-password. Whether or not the account exists, the answer and the work done
 * before it are the same: one count against the client address; everything about the account
 * happens after the response.
 */
export async function requestPasswordReset(
  db: Database,
  input: z.infer<typeof forgotPasswordSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<{ message: string }> {
  await charge(db, [counters.resetAddress(context.address)]);
  effects.later("sending a reset link", () => deliverResetLink(db, input.emailOrPhone, effects));
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * POST /api/auth/reset-password. The token works once and for an hour; the reset ends every
 * session and trusted device of the account, lifts its sign-in block, proves the address the link
 * went to (the reader has just shown they hold it) and tells the owner.
 */
export async function resetPassword(
  db: Database,
  input: z.infer<typeof resetPasswordSchema>,
  effects: AuthEffects = defaultEffects,
): Promise<{ message: string }> {
  const userId = await consumeResetToken(db, input.token);
  if (!userId) throw new InvalidInputError(AUTH_ERRORS.resetLinkInvalid, { token: AUTH_ERRORS.resetLinkInvalid.message });
  const user = await replacePassword(db, userId, await hashPassword(input.newPassword));
  await Promise.all([closeAllSessions(db, userId), revokeAllTrustedDevices(db, userId), clearCounter(db, counters.account(userId))]);
  if (user.email) await markEmailVerified(db, userId, user.email);
  else if (user.phone) await markPhoneVerified(db, userId, user.phone);
  const owner = (await findUserById(db, userId)) ?? user;
  effects.later("sending a password notice", () => effects.sendSecurityNotice(owner, { kind: "password-changed" }));
  return { message: RESET_DONE_MESSAGE };
}

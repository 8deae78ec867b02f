import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { HttpError } from "@/lib/http/responses";
import type { forgotPasswordSchema, resetPasswordSchema } from "@/lib/validation/auth";
import { defaultEffects, throttled, type AuthEffects, type RequestContext } from "./context";
import { parseIdentifier } from "./identifiers";
import { hashPassword } from "./password";
import { consumeResetToken, createResetToken } from "./password-reset";
import { closeAllSessions } from "./sessions";
import { blockedUntil, clearThrottle, recordHit, RESET_ACCOUNT_RULE, RESET_ADDRESS_RULE, throttleKeys } from "./throttle";
import { revokeAllTrustedDevices } from "./trusted-devices";
import { findUserByIdentifier, replacePassword } from "./users";

/** The one answer to every well-formed request, so it cannot be used to find accounts. */
export const RESET_REQUESTED_MESSAGE = "If an account exists for that email or phone, we have sent it a link to reset the password. The link expires in one hour.";
export const RESET_INVALID_MESSAGE = "This reset link is invalid or has expired. Please request a new one.";
export const RESET_DONE_MESSAGE = "Your password has been reset. Please sign in with your new password.";

/**
 * POST /api/auth/forgot-password. Whether or not the account exists, the answer and its timing are
 * the same: the link is mailed in the background. Per-account, at most a few mails a quarter hour.
 */
export async function requestPasswordReset(
  db: Database,
  input: z.infer<typeof forgotPasswordSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<{ message: string }> {
  const addressKey = throttleKeys.resetAddress(context.address);
  const addressBlock = await blockedUntil(db, [addressKey]);
  if (addressBlock) throw throttled(addressBlock);
  await recordHit(db, addressKey, RESET_ADDRESS_RULE);

  const identifier = parseIdentifier(input.emailOrPhone);
  const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
  if (user) {
    const accountKey = throttleKeys.resetAccount(user.id);
    const accountBlock = await blockedUntil(db, [accountKey]);
    if (!accountBlock) {
      await recordHit(db, accountKey, RESET_ACCOUNT_RULE);
      const token = await createResetToken(db, user.id);
      void effects.sendResetLink(user, token).catch((error: unknown) => {
        console.error(`[auth] could not send the reset link to user ${user.id}:`, error);
      });
    }
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * POST /api/auth/reset-password. The token works once and for an hour; the reset ends every
 * session and trusted device of the account, and lifts its sign-in block (the reader has just
 * proved they hold the mailbox).
 */
export async function resetPassword(db: Database, input: z.infer<typeof resetPasswordSchema>): Promise<{ message: string }> {
  const userId = await consumeResetToken(db, input.token);
  if (!userId) throw new HttpError(400, RESET_INVALID_MESSAGE, { token: RESET_INVALID_MESSAGE });
  await replacePassword(db, userId, await hashPassword(input.newPassword));
  await Promise.all([closeAllSessions(db, userId), revokeAllTrustedDevices(db, userId), clearThrottle(db, throttleKeys.loginAccount(userId))]);
  return { message: RESET_DONE_MESSAGE };
}

import "server-only";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { InvalidInputError, RateLimitedError, UnauthenticatedError } from "@/lib/errors";
import { beginAttempt, charge, counters, withinLimit } from "./attempts";
import { hasAuthenticator, removeAuthenticator, spendAuthenticatorCode } from "./authenticator";
import { removeStoredAvatar } from "./avatar";
import { defaultEffects, type AuthEffects, type RequestContext } from "./context";
import { createEmailToken, sendVerificationLink } from "./email-verification";
import { maskEmail, maskPhone } from "./identifiers";
import { AUTH_ERRORS, MAILS_RETRY_AFTER_SECONDS } from "./messages";
import { hashPassword } from "./password";
import type { changePasswordSchema, emailChangeSchema, profileSchema, twoFactorSettingSchema } from "./schemas";
import { closeAllSessions, confirmSessionSecondFactor, openSession, type SessionUser } from "./sessions";
import { auditStaffAccount } from "./staff-audit";
import { confirmBothFactors, confirmIdentity } from "./step-up";
import {
  bumpSessionVersion,
  DuplicateAccountError,
  emailTakenByOther,
  findUserById,
  markPhoneVerified,
  replacePassword,
  setTwoFactor,
  toPublicUser,
  updateProfile,
  type PublicUser,
  type UserRow,
} from "./repository";
import { consumeCode, issueCode } from "./verification-codes";

/** The signed-in account's row as it is now; 401 when it is gone. */
export async function currentRow(db: Database, user: SessionUser): Promise<UserRow> {
  const row = await findUserById(db, user.id);
  if (!row) throw new UnauthenticatedError(AUTH_ERRORS.signInAgain);
  return row;
}

/**
 * PUT /api/users/profile: names, phone and avatar. A new phone number is checked against the other
 * accounts as registration checks it — a 409 naming the field — and behind the same limit (per
 * address and per account), so a signed-in reader cannot sweep numbers to see which have accounts.
 * The new number is unproven until its owner enters a texted code.
 */
export async function changeProfile(
  db: Database,
  user: SessionUser,
  input: z.output<typeof profileSchema>,
  context: RequestContext,
): Promise<PublicUser> {
  if (input.phone && input.phone !== user.phone)
    await charge(db, [counters.identityCheckAddress(context.address), counters.identityCheckAccount(user.id)]);
  // A taken phone number is a DuplicateAccountError: 409 naming `phone`.
  const row = await updateProfile(db, user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    countryCode: input.countryCode,
    phone: input.phone,
    ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
  });
  if (input.avatar !== undefined && input.avatar !== user.avatar) await removeStoredAvatar(user.avatar);
  return toPublicUser(row);
}

/**
 * PUT /api/users/password: change the password, or set one on a Google-only account. Either asks
 * who this is first (the current password, or a mailed code when there is none). Every session of
 * the account ends (this one too), this client gets a fresh token, and the owner gets a mail.
 */
export async function changePassword(
  db: Database,
  user: SessionUser,
  input: z.infer<typeof changePasswordSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<{ token: string; user: PublicUser }> {
  const row = await currentRow(db, user);
  await confirmIdentity(db, row, { password: input.currentPassword, code: input.code }, "currentPassword", context);
  const updated = await replacePassword(db, row.id, await hashPassword(input.newPassword));
  await closeAllSessions(db, row.id);
  // This client's new session has passed what the one it replaces had.
  const { token } = await openSession(db, updated, { rememberMe: true, userAgent: context.userAgent, secondFactor: user.secondFactor });
  await auditStaffAccount(db, row, "password_changed", {});
  effects.later("sending a password notice", () =>
    effects.sendSecurityNotice(updated, { kind: row.passwordHash ? "password-changed" : "password-set" }),
  );
  return { token, user: toPublicUser(updated) };
}

/**
 * PUT /api/users/two-factor. Turning the second factor off (which removes an authenticator app too) asks who this is; turning it on asks for
 * the password and a mailed code (POST /api/users/confirmation-code), so a session that only knew
 * the password cannot give itself a second factor — and this session, having now shown both, counts
 * as having passed it. Either change is mailed to the owner (and audited for staff).
 */
export async function changeTwoFactor(
  db: Database,
  user: SessionUser,
  input: z.infer<typeof twoFactorSettingSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<PublicUser> {
  const row = await currentRow(db, user);
  if (input.enabled === row.twoFactorEnabled) return toPublicUser(row);
  if (input.enabled && !row.email && !row.phone) throw new InvalidInputError(AUTH_ERRORS.twoFactorNeedsContact);
  if (input.enabled) await confirmBothFactors(db, row, { password: input.password, code: input.code }, context);
  else await confirmIdentity(db, row, { password: input.password, code: input.code }, "password", context);
  const updated = await setTwoFactor(db, row.id, input.enabled);
  if (input.enabled) await confirmSessionSecondFactor(db, user.sessionId);
  // With two-step off nothing asks for the app's codes: it goes, so it is not silently left "on".
  else await removeAuthenticator(db, row.id);
  await auditStaffAccount(db, row, "two_step_changed", { enabled: input.enabled });
  effects.later("sending a two-factor notice", () =>
    effects.sendSecurityNotice(updated, { kind: input.enabled ? "two-factor-on" : "two-factor-off" }),
  );
  return toPublicUser(updated);
}

/**
 * PUT /api/users/email: asks who this is, then mails a link to the new address. The address
 * changes only when that link is opened (POST /api/auth/verify-email), so an address nobody proved
 * never becomes the account's; the old address is told when it happens. A taken address is a 409,
 * as at registration, behind the same limit.
 */
export async function requestEmailChange(
  db: Database,
  user: SessionUser,
  input: z.infer<typeof emailChangeSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<{ message: string }> {
  const row = await currentRow(db, user);
  await confirmIdentity(db, row, { password: input.password, code: input.code }, "password", context);
  if (row.email?.toLowerCase() === input.email.toLowerCase())
    throw new InvalidInputError(AUTH_ERRORS.emailUnchanged, { email: AUTH_ERRORS.emailUnchanged.message });
  await charge(db, [counters.identityCheckAddress(context.address), counters.identityCheckAccount(row.id)]);
  if (await emailTakenByOther(db, input.email, row.id)) throw new DuplicateAccountError("email");
  const token = await createEmailToken(db, row.id, input.email, "change");
  effects.later("sending an e-mail change link", () => effects.sendEmailLink(row, input.email, token, "change"));
  return { message: `We have sent a link to ${maskEmail(input.email)}. Your address changes when you open it.` };
}

/** POST /api/users/email/verification: mails the link that proves the account's address again. */
export async function resendVerification(
  db: Database,
  user: SessionUser,
  effects: AuthEffects = defaultEffects,
): Promise<{ message: string }> {
  const row = await currentRow(db, user);
  if (!row.email) throw new InvalidInputError(AUTH_ERRORS.noEmailAddress);
  if (row.emailVerifiedAt) return { message: "Your e-mail address is already confirmed." };
  if (!(await sendVerificationLink(db, row, effects))) throw new RateLimitedError(AUTH_ERRORS.tooManyLinks, MAILS_RETRY_AFTER_SECONDS);
  return { message: `We have sent a new link to ${maskEmail(row.email)}.` };
}

/** POST /api/users/phone/verification: texts a code that proves the account's phone number. */
export async function sendPhoneCode(db: Database, user: SessionUser, effects: AuthEffects = defaultEffects): Promise<{ message: string }> {
  const row = await currentRow(db, user);
  if (!row.phone) throw new InvalidInputError(AUTH_ERRORS.noPhoneNumber);
  if (row.phoneVerifiedAt) return { message: "Your phone number is already confirmed." };
  if (!(await withinLimit(db, counters.mailsToAccount(row.id))))
    throw new RateLimitedError(AUTH_ERRORS.tooManyCodes, MAILS_RETRY_AFTER_SECONDS);
  const phone = row.phone;
  const code = await issueCode(db, row.id, { channel: "sms", target: phone }, "phone");
  effects.later("texting a phone code", () => effects.sendConfirmationCode({ ...row, email: null, phone }, code));
  return { message: `We have texted a code to ${maskPhone(phone)}.` };
}

/** PUT /api/users/phone/verification { code }: a right code proves the number it was sent to. Wrong codes count as failed sign-ins. */
export async function confirmPhone(db: Database, user: SessionUser, code: string, context: RequestContext): Promise<PublicUser> {
  const row = await currentRow(db, user);
  const attempt = await beginAttempt(db, [counters.account(row.id), counters.address(context.address)]);
  const sentTo = await consumeCode(db, row.id, code, "phone");
  if (!sentTo)
    return attempt.fail(new InvalidInputError(AUTH_ERRORS.verificationCodeInvalid, { code: AUTH_ERRORS.verificationCodeInvalid.message }));
  await attempt.release();
  await markPhoneVerified(db, row.id, sentTo.target);
  return toPublicUser((await findUserById(db, row.id)) ?? row);
}

/** DELETE /api/users/sessions: "sign out everywhere". */
export async function signOutEverywhere(db: Database, userId: number): Promise<void> {
  await bumpSessionVersion(db, userId);
  await closeAllSessions(db, userId);
}

/**
 * POST /api/users/second-factor { code }: this session passes the second factor with a code from
 * POST /api/users/confirmation-code, or the authenticator app's code or a recovery code — for a
 * staff member signed in with Google, or before two-step verification was on. Wrong codes count as
 * failed sign-ins.
 */
export async function confirmSession(
  db: Database,
  user: SessionUser,
  code: string,
  context: RequestContext,
): Promise<{ secondFactor: true }> {
  const row = await currentRow(db, user);
  if (!row.twoFactorEnabled) throw new InvalidInputError(AUTH_ERRORS.twoFactorOff);
  const attempt = await beginAttempt(db, [counters.account(row.id), counters.address(context.address)]);
  const mailed = /^\d{6}$/.test(code.trim()) && (await consumeCode(db, row.id, code.trim(), "step-up"));
  const how = mailed ? "code" : (await hasAuthenticator(db, row.id)) ? await spendAuthenticatorCode(db, row.id, code) : undefined;
  if (!how)
    return attempt.fail(new InvalidInputError(AUTH_ERRORS.verificationCodeInvalid, { code: AUTH_ERRORS.verificationCodeInvalid.message }));
  await attempt.release();
  await confirmSessionSecondFactor(db, user.sessionId);
  await auditStaffAccount(db, row, "session_confirmed", { secondFactor: how });
  return { secondFactor: true };
}

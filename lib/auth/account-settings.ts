import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { HttpError } from "@/lib/http/responses";
import type { changePasswordSchema, profileSchema, twoFactorSettingSchema } from "@/lib/validation/auth";
import { uploadsDirectory } from "@/lib/uploads/files";
import { removeStoredAvatar } from "./avatar";
import { throttled, type RequestContext } from "./context";
import { hashPassword, verifyPassword } from "./password";
import { closeAllSessions, openSession, type SessionUser } from "./sessions";
import { blockedUntil, LOGIN_ACCOUNT_RULE, LOGIN_ADDRESS_RULE, recordHit, throttleKeys } from "./throttle";
import { bumpSessionVersion, DuplicateAccountError, findUserById, replacePassword, setTwoFactor, toPublicUser, updateProfile, type PublicUser, type UserRow } from "./users";

async function currentRow(db: Database, user: SessionUser): Promise<UserRow> {
  const row = await findUserById(db, user.id);
  if (!row) throw new HttpError(401, "Please sign in again.");
  return row;
}

/**
 * Re-asks the password before a sensitive change. Wrong answers count like failed sign-ins, so a
 * stolen session cannot be used to guess the password either.
 */
async function confirmPassword(db: Database, row: UserRow, password: string | undefined, field: string, context: RequestContext): Promise<void> {
  if (!row.passwordHash) return;
  const keys = [throttleKeys.loginAccount(row.id), throttleKeys.loginAddress(context.address)];
  const until = await blockedUntil(db, keys);
  if (until) throw throttled(until);
  if (await verifyPassword(row.passwordHash, password ?? "")) return;
  const blocks = await Promise.all([recordHit(db, keys[0]!, LOGIN_ACCOUNT_RULE), recordHit(db, keys[1]!, LOGIN_ADDRESS_RULE)]);
  const block = blocks.find((end): end is Date => Boolean(end));
  if (block) throw throttled(block, true);
  const message = field === "currentPassword" ? "Current password is incorrect" : "Password is incorrect";
  throw new HttpError(400, message, { [field]: message });
}

/** PUT /api/users/profile: names, phone and avatar; a phone taken by another account is a 409. */
export async function changeProfile(db: Database, user: SessionUser, input: z.output<typeof profileSchema>): Promise<PublicUser> {
  try {
    const row = await updateProfile(db, user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      countryCode: input.countryCode,
      phone: input.phone,
      ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
    });
    if (input.avatar !== undefined && input.avatar !== user.avatar) await removeStoredAvatar(uploadsDirectory(), user.avatar);
    return toPublicUser(row);
  } catch (error) {
    if (error instanceof DuplicateAccountError) throw new HttpError(409, error.message, { [error.field]: error.message });
    throw error;
  }
}

/**
 * PUT /api/users/password. Every session of the account ends (including this one), and this
 * client gets a fresh token so that it stays signed in.
 */
export async function changePassword(
  db: Database,
  user: SessionUser,
  input: z.infer<typeof changePasswordSchema>,
  context: RequestContext,
): Promise<{ token: string; user: PublicUser }> {
  const row = await currentRow(db, user);
  await confirmPassword(db, row, input.currentPassword, "currentPassword", context);
  const updated = await replacePassword(db, row.id, await hashPassword(input.newPassword));
  await closeAllSessions(db, row.id);
  const { token } = await openSession(db, updated, { rememberMe: true, userAgent: context.userAgent });
  return { token, user: toPublicUser(updated) };
}

/** PUT /api/users/two-factor. Turning the second factor off needs the password. */
export async function changeTwoFactor(
  db: Database,
  user: SessionUser,
  input: z.infer<typeof twoFactorSettingSchema>,
  context: RequestContext,
): Promise<PublicUser> {
  const row = await currentRow(db, user);
  if (!input.enabled) await confirmPassword(db, row, input.password, "password", context);
  if (input.enabled && !row.email && !row.phone) throw new HttpError(400, "Add a phone number first: codes need somewhere to go.");
  return toPublicUser(await setTwoFactor(db, row.id, input.enabled));
}

/** DELETE /api/users/sessions: "sign out everywhere". */
export async function signOutEverywhere(db: Database, userId: number): Promise<void> {
  await bumpSessionVersion(db, userId);
  await closeAllSessions(db, userId);
}

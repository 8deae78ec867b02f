import "server-only";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { ConflictError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { beginAttempt, counters } from "./attempts";
import {
  beginEnrolment,
  hasAuthenticator,
  recoveryCodesLeft,
  removeAuthenticator,
  replaceRecoveryCodes,
  spendTotpCode,
  type Enrolment,
} from "./authenticator";
import { defaultEffects, type AuthEffects, type RequestContext } from "./context";
import { AUTH_ERRORS } from "./messages";
import { currentRow } from "./account-settings";
import { setTwoFactor } from "./repository";
import type { authenticatorConfirmSchema, reauthSchema } from "./schemas";
import { confirmSessionSecondFactor, type SessionUser } from "./sessions";
import { auditStaffAccount } from "./staff-audit";
import { confirmIdentity } from "./step-up";

// Settings → Security → "Authenticator app": set up (POST /api/users/totp), confirm with the app's
// first code and the password (PUT), remove (DELETE), new recovery codes (POST
// /api/users/recovery-codes). Each change past the first step asks for the password (or, Google
// only, a mailed code), counts wrong answers like failed sign-ins, is mailed to the owner and
// audited for staff.

/** What the Security settings show. */
export async function authenticatorStatus(db: Database, userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const enabled = await hasAuthenticator(db, userId);
  return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, userId) : 0 };
}

/**
 * A new secret for the app, waiting for its first code. Refused while an app is set up: a stolen
 * session must not swap the owner's app for its own (removing it asks for the password).
 */
export async function startAuthenticator(db: Database, user: SessionUser): Promise<Enrolment> {
  const row = await currentRow(db, user);
  if (await hasAuthenticator(db, row.id)) throw new ConflictError(AUTH_ERRORS.authenticatorExists);
  return beginEnrolment(db, row.id, row.email ?? row.phone ?? `account ${row.id}`);
}

/**
 * The app's first code and the password: the app is set up, two-step verification is on (both
 * factors were just shown, so this session counts as having passed it), and 10 recovery codes are
 * made — returned this once. A wrong code counts like a failed sign-in.
 */
export async function confirmAuthenticator(
  db: Database,
  user: SessionUser,
  input: z.infer<typeof authenticatorConfirmSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<{ recoveryCodes: string[] }> {
  const row = await currentRow(db, user);
  if (await hasAuthenticator(db, row.id)) throw new ConflictError(AUTH_ERRORS.authenticatorExists);
  await confirmIdentity(db, row, { password: input.password, code: input.confirmationCode }, "password", context);
  const attempt = await beginAttempt(db, [counters.account(row.id), counters.address(context.address)]);
  if (!(await spendTotpCode(db, row.id, input.code, { pending: true })))
    return attempt.fail(new InvalidInputError(AUTH_ERRORS.verificationCodeInvalid, { code: AUTH_ERRORS.verificationCodeInvalid.message }));
  await attempt.release();
  const recoveryCodes = await replaceRecoveryCodes(db, row.id);
  if (!row.twoFactorEnabled) await setTwoFactor(db, row.id, true);
  await confirmSessionSecondFactor(db, user.sessionId);
  await auditStaffAccount(db, row, "authenticator_added", {});
  effects.later("sending an authenticator notice", () => effects.sendSecurityNotice(row, { kind: "authenticator-added" }));
  return { recoveryCodes };
}

/** Removes the app and its recovery codes; two-step verification stays on, with mailed codes. */
export async function removeAuthenticatorApp(
  db: Database,
  user: SessionUser,
  input: z.infer<typeof reauthSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<{ enabled: false }> {
  const row = await currentRow(db, user);
  if (!(await hasAuthenticator(db, row.id))) throw new NotFoundError(AUTH_ERRORS.noAuthenticator);
  await confirmIdentity(db, row, input, "password", context);
  await removeAuthenticator(db, row.id);
  await auditStaffAccount(db, row, "authenticator_removed", {});
  effects.later("sending an authenticator notice", () => effects.sendSecurityNotice(row, { kind: "authenticator-removed" }));
  return { enabled: false };
}

/** 10 new recovery codes (returned this once); the earlier ones stop working. */
export async function regenerateRecoveryCodes(
  db: Database,
  user: SessionUser,
  input: z.infer<typeof reauthSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<{ recoveryCodes: string[] }> {
  const row = await currentRow(db, user);
  if (!(await hasAuthenticator(db, row.id))) throw new NotFoundError(AUTH_ERRORS.noAuthenticator);
  await confirmIdentity(db, row, input, "password", context);
  const recoveryCodes = await replaceRecoveryCodes(db, row.id);
  await auditStaffAccount(db, row, "recovery_codes_replaced", {});
  effects.later("sending a recovery codes notice", () => effects.sendSecurityNotice(row, { kind: "recovery-codes-replaced" }));
  return { recoveryCodes };
}

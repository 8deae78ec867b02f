import "server-only";
import type { z } from "zod";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db/connection";
import { NotFoundError, UnauthenticatedError, UnavailableError } from "@/lib/errors";
import type {
  acceptInvitationSchema,
  authenticatorConfirmSchema,
  changePasswordSchema,
  emailChangeSchema,
  forgotPasswordSchema,
  invitationSchema,
  loginRequestSchema,
  profileSchema,
  registrationSchema,
  reauthSchema,
  resetPasswordSchema,
  staffRoleChangeSchema,
  twoFactorSettingSchema,
  verifyTwoFactorSchema,
} from "./schemas";
import * as settings from "./account-settings";
import * as authenticatorSettings from "./authenticator-settings";
import type { Enrolment } from "./authenticator";
import { adminNotPromotedMessage, ensureAdminAccount } from "./admin";
import { giveDemoStaffPassword } from "./demo-staff";
import { changeStaffRole, deactivateStaff, listStaff, reactivateStaff, type StaffMember } from "./staff";
import * as invitations from "./invitations";
import type { ImageType } from "@/lib/storage/image-type";
import { removeStoredAvatar, saveAvatar } from "./avatar";
import { defaultEffects, type RequestContext } from "./context";
import { confirmEmailLink, type EmailLinkOutcome } from "./email-verification";
import { googleSignIn, signInWithGoogle, signInWithGoogleIdToken, type GoogleIdentity, type GoogleSignInInput } from "./google";
import { login, sendSignInCodeInstead, verifyTwoFactor, type LoginOutcome, type SignedIn } from "./login";
import { AUTH_ERRORS } from "./messages";
import { PURGE_INTERVAL_MS, purgeExpiredAuthDataOnce } from "./maintenance";
import { requestPasswordReset, resetPassword } from "./password-recovery";
import { register } from "./registration";
import { closeSession, userForToken, type SessionUser } from "./sessions";
import { requireReauth, sendStepUpCode } from "./step-up";
import { listTrustedDevices, revokeAllTrustedDevices, revokeTrustedDevice, type TrustedDevice } from "./trusted-devices";
import { setAvatar, toPublicUser, type PublicUser } from "./repository";

// The accounts service: what the auth and users routes, the account pages and next-auth call. It
// opens the database; the flows it calls (login.ts, registration.ts, …) take the database as an
// argument so that tests run them on a throwaway one. Nothing here is cached: every answer is one
// reader's, and sessions are re-read on every request.

// Sign-in, registration, recovery.

export async function signIn(input: z.infer<typeof loginRequestSchema>, context: RequestContext): Promise<LoginOutcome> {
  return login(await getDb(), input, context);
}

export async function completeTwoFactor(input: z.infer<typeof verifyTwoFactorSchema>, context: RequestContext): Promise<SignedIn> {
  return verifyTwoFactor(await getDb(), input, context);
}

/** "Send a code by e-mail instead" on the code step of an account with an authenticator app. */
export async function mailSignInCodeInstead(challenge: string): Promise<{ email?: string; phone?: string }> {
  return sendSignInCodeInstead(await getDb(), challenge);
}

export async function signUp(input: z.output<typeof registrationSchema>, context: RequestContext): Promise<PublicUser> {
  return register(await getDb(), input, context);
}

export async function forgotPassword(input: z.infer<typeof forgotPasswordSchema>, context: RequestContext): Promise<{ message: string }> {
  return requestPasswordReset(await getDb(), input, context);
}

export async function chooseNewPassword(input: z.infer<typeof resetPasswordSchema>): Promise<{ message: string }> {
  return resetPassword(await getDb(), input);
}

export async function confirmEmail(token: string): Promise<EmailLinkOutcome> {
  return confirmEmailLink(await getDb(), token, defaultEffects);
}

/** POST /api/auth/google; 503 while GOOGLE_CLIENT_ID is unset. */
export async function signInWithGoogleToken(input: GoogleSignInInput, context: RequestContext): Promise<SignedIn> {
  if (!googleSignIn().idTokens) throw new UnavailableError(AUTH_ERRORS.googleNotConfigured, null);
  return signInWithGoogleIdToken(await getDb(), input, context);
}

/** next-auth's Google provider, after it verified the OAuth round trip itself. */
export async function signInWithGoogleProfile(identity: GoogleIdentity, context: RequestContext): Promise<SignedIn> {
  return signInWithGoogle(await getDb(), identity, context);
}

// Sessions.

export async function sessionUserForToken(token: string): Promise<SessionUser | undefined> {
  return userForToken(await getDb(), token);
}

export async function signOut(sessionId: string): Promise<void> {
  await closeSession(await getDb(), sessionId);
}

export async function signOutEverywhere(user: SessionUser): Promise<void> {
  await settings.signOutEverywhere(await getDb(), user.id);
}

// The signed-in reader's account.

export async function updateProfile(
  user: SessionUser,
  input: z.output<typeof profileSchema>,
  context: RequestContext,
): Promise<PublicUser> {
  return settings.changeProfile(await getDb(), user, input, context);
}

/** Stores an avatar already checked by its first bytes; the previous stored one is removed. */
export async function replaceAvatar(user: SessionUser, bytes: Uint8Array, extension: ImageType): Promise<PublicUser> {
  const row = await setAvatar(await getDb(), user.id, await saveAvatar(user.id, bytes, extension));
  if (!row) throw new UnauthenticatedError(AUTH_ERRORS.signInAgain);
  await removeStoredAvatar(user.avatar);
  return toPublicUser(row);
}

export async function changePassword(
  user: SessionUser,
  input: z.infer<typeof changePasswordSchema>,
  context: RequestContext,
): Promise<{ token: string; user: PublicUser }> {
  return settings.changePassword(await getDb(), user, input, context);
}

export async function changeTwoFactor(
  user: SessionUser,
  input: z.infer<typeof twoFactorSettingSchema>,
  context: RequestContext,
): Promise<PublicUser> {
  return settings.changeTwoFactor(await getDb(), user, input, context);
}

export async function confirmSessionSecondFactor(
  user: SessionUser,
  code: string,
  context: RequestContext,
): Promise<{ secondFactor: true }> {
  return settings.confirmSession(await getDb(), user, code, context);
}

// The authenticator app (lib/auth/authenticator-settings.ts).

export async function authenticatorStatusOf(user: SessionUser): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  return authenticatorSettings.authenticatorStatus(await getDb(), user.id);
}

export async function startAuthenticatorApp(user: SessionUser): Promise<Enrolment> {
  return authenticatorSettings.startAuthenticator(await getDb(), user);
}

export async function confirmAuthenticatorApp(
  user: SessionUser,
  input: z.infer<typeof authenticatorConfirmSchema>,
  context: RequestContext,
): Promise<{ recoveryCodes: string[] }> {
  return authenticatorSettings.confirmAuthenticator(await getDb(), user, input, context);
}

export async function removeAuthenticatorApp(
  user: SessionUser,
  input: z.infer<typeof reauthSchema>,
  context: RequestContext,
): Promise<{ enabled: false }> {
  return authenticatorSettings.removeAuthenticatorApp(await getDb(), user, input, context);
}

export async function replaceRecoveryCodesOf(
  user: SessionUser,
  input: z.infer<typeof reauthSchema>,
  context: RequestContext,
): Promise<{ recoveryCodes: string[] }> {
  return authenticatorSettings.regenerateRecoveryCodes(await getDb(), user, input, context);
}

export async function staffMembers(): Promise<StaffMember[]> {
  return listStaff(await getDb());
}

export async function changeRole(
  actor: SessionUser,
  targetId: number,
  input: z.infer<typeof staffRoleChangeSchema>,
  context: RequestContext,
): Promise<StaffMember> {
  return changeStaffRole(await getDb(), actor, targetId, input, context);
}

/** 403 reauth_required unless the request carries the staff member's password (or mailed code); before deleting an article. */
export async function reauthenticate(user: SessionUser, proof: z.infer<typeof reauthSchema>, context: RequestContext): Promise<void> {
  const db = await getDb();
  await requireReauth(db, await settings.currentRow(db, user), proof, context);
}

export async function deactivate(actor: SessionUser, targetId: number): Promise<StaffMember> {
  return deactivateStaff(await getDb(), actor, targetId);
}

export async function reactivate(actor: SessionUser, targetId: number): Promise<StaffMember> {
  return reactivateStaff(await getDb(), actor, targetId);
}

// Invitations to the newsroom (admins), and accepting one.

export async function inviteStaff(actor: SessionUser, input: z.output<typeof invitationSchema>): Promise<invitations.SentInvitation> {
  return invitations.inviteStaff(await getDb(), actor, input);
}

export async function openInvitations(): Promise<invitations.Invitation[]> {
  return invitations.listInvitations(await getDb());
}

export async function resendInvitation(actor: SessionUser, id: number): Promise<invitations.SentInvitation> {
  return invitations.resendInvitation(await getDb(), actor, id);
}

export async function revokeInvitation(actor: SessionUser, id: number): Promise<void> {
  await invitations.revokeInvitation(await getDb(), actor, id);
}

export async function invitationForToken(token: string): ReturnType<typeof invitations.describeInvitation> {
  return invitations.describeInvitation(await getDb(), token);
}

export async function acceptInvitation(input: z.output<typeof acceptInvitationSchema>): Promise<{ email: string; role: string }> {
  return invitations.acceptInvitation(await getDb(), input);
}

export async function requestEmailChange(
  user: SessionUser,
  input: z.infer<typeof emailChangeSchema>,
  context: RequestContext,
): Promise<{ message: string }> {
  return settings.requestEmailChange(await getDb(), user, input, context);
}

export async function resendEmailVerification(user: SessionUser): Promise<{ message: string }> {
  return settings.resendVerification(await getDb(), user);
}

export async function sendPhoneVerificationCode(user: SessionUser): Promise<{ message: string }> {
  return settings.sendPhoneCode(await getDb(), user);
}

export async function confirmPhoneNumber(user: SessionUser, code: string, context: RequestContext): Promise<PublicUser> {
  return settings.confirmPhone(await getDb(), user, code, context);
}

/** A confirmation code for an account without a password, before a sensitive change. */
export async function sendConfirmationCode(user: SessionUser): Promise<{ message: string }> {
  const db = await getDb();
  return sendStepUpCode(db, await settings.currentRow(db, user), defaultEffects);
}

export async function trustedDevicesOf(user: SessionUser): Promise<TrustedDevice[]> {
  return listTrustedDevices(await getDb(), user.id);
}

export async function forgetTrustedDevice(user: SessionUser, id: number): Promise<void> {
  if (!(await revokeTrustedDevice(await getDb(), user.id, id))) throw new NotFoundError(AUTH_ERRORS.trustedDeviceNotFound);
}

export async function forgetAllTrustedDevices(user: SessionUser): Promise<void> {
  await revokeAllTrustedDevices(await getDb(), user.id);
}

// Start-up.

/** At start: the configured admin account, and a sweep of expired sign-in data (then hourly, once across nodes). */
export async function startAccounts(): Promise<void> {
  const db = await getDb();
  const { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_STAFF_PASSWORD } = env();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const outcome = await ensureAdminAccount(db, ADMIN_EMAIL, ADMIN_PASSWORD);
    if (outcome.kind === "created") console.info(`[auth] admin account ${ADMIN_EMAIL} created`);
    if (outcome.kind === "not-promoted") console.warn(adminNotPromotedMessage(ADMIN_EMAIL, outcome));
  }
  if (DEMO_STAFF_PASSWORD) {
    const given = await giveDemoStaffPassword(db, DEMO_STAFF_PASSWORD);
    if (given > 0) console.info(`[auth] ${given} demo staff accounts now sign in with DEMO_STAFF_PASSWORD`);
  }
  const purge = () =>
    purgeExpiredAuthDataOnce(db).then(
      (ran) => ran && console.info("[auth] purged expired sign-in data"),
      (error: unknown) => console.error("[auth] purge of expired sign-in data failed:", error),
    );
  await purge();
  // Every node ticks; the purge itself runs once per interval across them (purgeExpiredAuthDataOnce).
  setInterval(purge, PURGE_INTERVAL_MS / 4).unref();
}

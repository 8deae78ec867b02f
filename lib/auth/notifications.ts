import "server-only";
import { env } from "@/lib/config/env";
import { sendMail } from "@/lib/mail/mailer";
import { sendSms } from "@/lib/mail/sms";
import { SITE_NAME } from "@/lib/site";
import { STAFF_ROLE_LABELS, type StaffRole } from "./capabilities";
import { maskEmail } from "./identifiers";
import { displayName } from "./public-user";
import { CODE_TTL_MS } from "./verification-codes";
import { RESET_TOKEN_TTL_MS } from "./password-reset";
import type { UserRow } from "./repository";

// Every message the accounts send: codes, links and the security notices an owner gets when their
// password, second factor or e-mail changes, or when a new browser signs in.

type Recipient = Pick<UserRow, "email" | "phone" | "firstName" | "lastName">;

const minutes = (ms: number) => Math.round(ms / 60_000);
const greeting = (user: Recipient) => `Hello ${displayName(user)},`;
const signature = `— ${SITE_NAME}`;

/** How a code reaches the reader: by e-mail, or by text for an account without one. */
export function codeChannel(user: Recipient): { channel: "email" | "sms"; target: string } {
  return user.email ? { channel: "email", target: user.email } : { channel: "sms", target: user.phone ?? "" };
}

async function deliver(user: Recipient, subject: string, text: string, sms = text): Promise<void> {
  if (user.email) await sendMail({ to: user.email, subject, text: `${greeting(user)}\n\n${text}\n\n${signature}\n` });
  else if (user.phone) await sendSms(user.phone, sms);
}

export async function sendLoginCode(user: Recipient, code: string): Promise<void> {
  const text = `${code} is your ${SITE_NAME} verification code. It expires in ${minutes(CODE_TTL_MS)} minutes. If you did not try to sign in, change your password.`;
  await deliver(user, `Your ${SITE_NAME} verification code`, text);
}

/** A code that confirms a change in the settings (for an account without a password) or proves a new phone number. */
export async function sendConfirmationCode(
  to: { email?: string | null; phone?: string | null } & Pick<Recipient, "firstName" | "lastName">,
  code: string,
): Promise<void> {
  const text = `${code} is your ${SITE_NAME} confirmation code. It expires in ${minutes(CODE_TTL_MS)} minutes. If you did not ask for it, someone may be using your account: sign out everywhere from the settings.`;
  if (to.email)
    await sendMail({
      to: to.email,
      subject: `Your ${SITE_NAME} confirmation code`,
      text: `${greeting({ email: to.email, phone: null, ...to })}\n\n${text}\n\n${signature}\n`,
    });
  else if (to.phone) await sendSms(to.phone, text);
}

export function resetLink(token: string): string {
  return `${env().siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export async function sendResetLink(user: Recipient, token: string): Promise<void> {
  const link = resetLink(token);
  const validFor = `${minutes(RESET_TOKEN_TTL_MS)} minutes`;
  await deliver(
    user,
    `Reset your ${SITE_NAME} password`,
    `Someone asked to reset the password of your ${SITE_NAME} account. To choose a new one, open this link within ${validFor}:\n\n${link}\n\nThe link works once. If it was not you, ignore this message: your password stays as it is.`,
    `Reset your ${SITE_NAME} password within ${validFor}: ${link}`,
  );
}

export function verifyEmailLink(token: string): string {
  return `${env().siteUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/**
 * The link that proves an address: after registration (verify) or for a new address (change),
 * sent to that address — for a change, not to the account's current one.
 */
export async function sendEmailLink(user: Recipient, email: string, token: string, purpose: "verify" | "change"): Promise<void> {
  const link = verifyEmailLink(token);
  const text =
    purpose === "verify"
      ? `Please confirm that this is your e-mail address by opening this link within 24 hours:\n\n${link}\n\nUntil you do, your ${SITE_NAME} account cannot be linked to Google. If you did not create an account, ignore this message.`
      : `Someone asked to use this address for their ${SITE_NAME} account. To confirm the change, open this link within 24 hours:\n\n${link}\n\nThe account's address changes only when the link is opened. If it was not you, ignore this message.`;
  await sendMail({
    to: email,
    subject: purpose === "verify" ? `Confirm your ${SITE_NAME} e-mail address` : `Confirm your new ${SITE_NAME} e-mail address`,
    text: `${greeting(user)}\n\n${text}\n\n${signature}\n`,
  });
}

export function invitationLink(token: string): string {
  return `${env().siteUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
}

/** An invitation to the newsroom, to an address with no account yet (so no name to greet). */
export async function sendInvitation(
  invitation: { email: string; role: StaffRole; expiresAt: Date },
  token: string,
  invitedBy: string,
): Promise<void> {
  const link = invitationLink(token);
  const until = invitation.expiresAt.toISOString().replace("T", " ").slice(0, 16);
  await sendMail({
    to: invitation.email,
    subject: `You are invited to the ${SITE_NAME} newsroom`,
    text: `Hello,\n\n${invitedBy} invites you to join the ${SITE_NAME} newsroom as ${STAFF_ROLE_LABELS[invitation.role].phrase}. To accept, open this link before ${until} UTC, then choose your name as it will appear and a password:\n\n${link}\n\nThe link works once. Each sign-in then asks for a code mailed to this address. If you did not expect this invitation, ignore this message.\n\n${signature}\n`,
  });
}

export type SecurityNotice =
  | { kind: "password-changed" }
  | { kind: "password-set" }
  | { kind: "two-factor-on" }
  | { kind: "two-factor-off" }
  | { kind: "authenticator-added" }
  | { kind: "authenticator-removed" }
  | { kind: "recovery-codes-replaced" }
  | { kind: "email-changed"; newEmail: string }
  | { kind: "new-device"; device: string; at: Date }
  | { kind: "claimed-by-google" };

const NOT_YOU =
  "If this was not you, reset your password at once (Forgot password on the sign-in page) and sign out everywhere from the settings.";

function noticeText(notice: SecurityNotice): { subject: string; text: string } {
  switch (notice.kind) {
    case "password-changed":
      return {
        subject: `Your ${SITE_NAME} password was changed`,
        text: `The password of your ${SITE_NAME} account was just changed, and every other device was signed out. ${NOT_YOU}`,
      };
    case "password-set":
      return {
        subject: `A password was set on your ${SITE_NAME} account`,
        text: `A password was just set on your ${SITE_NAME} account: it can now be signed in to with it as well as with Google. ${NOT_YOU}`,
      };
    case "two-factor-on":
      return {
        subject: `Two-factor authentication is on`,
        text: `Two-factor authentication was just turned on for your ${SITE_NAME} account: each sign-in on a new browser now asks for a code.`,
      };
    case "two-factor-off":
      return {
        subject: `Two-factor authentication was turned off`,
        text: `Two-factor authentication was just turned off for your ${SITE_NAME} account: the password alone now signs in. ${NOT_YOU}`,
      };
    case "authenticator-added":
      return {
        subject: `An authenticator app was added to your ${SITE_NAME} account`,
        text: `An authenticator app was just set up for your ${SITE_NAME} account: sign-ins now accept its codes or a recovery code. ${NOT_YOU}`,
      };
    case "authenticator-removed":
      return {
        subject: `The authenticator app was removed from your ${SITE_NAME} account`,
        text: `The authenticator app of your ${SITE_NAME} account was just removed, with its recovery codes. ${NOT_YOU}`,
      };
    case "recovery-codes-replaced":
      return {
        subject: `New recovery codes for your ${SITE_NAME} account`,
        text: `New recovery codes were just made for your ${SITE_NAME} account; the earlier ones no longer work. ${NOT_YOU}`,
      };
    case "email-changed":
      return {
        subject: `Your ${SITE_NAME} e-mail address was changed`,
        text: `The e-mail address of your ${SITE_NAME} account was just changed to ${maskEmail(notice.newEmail)}; messages now go there, not here. ${NOT_YOU}`,
      };
    case "new-device":
      return {
        subject: `New sign-in to your ${SITE_NAME} account`,
        text: `Your ${SITE_NAME} account was just signed in to from a browser it had not been used on before: ${notice.device}, at ${notice.at.toISOString().replace("T", " ").slice(0, 16)} UTC. If that was you, there is nothing to do. ${NOT_YOU}`,
      };
    case "claimed-by-google":
      return {
        subject: `Your ${SITE_NAME} account is now linked to Google`,
        text: `You signed in with Google, which proved that this e-mail address is yours. The account registered under it had never confirmed the address, so its password, any unconfirmed phone number and every session were removed: it now signs in with Google. You can set a new password in the settings.`,
      };
  }
}

/** A security notice to the account's owner: by e-mail, or by text for an account without one. */
export async function sendSecurityNotice(user: Recipient, notice: SecurityNotice, to: string | null = user.email): Promise<void> {
  const { subject, text } = noticeText(notice);
  if (to) await sendMail({ to, subject, text: `${greeting(user)}\n\n${text}\n\n${signature}\n` });
  else if (user.phone) await sendSms(user.phone, `${SITE_NAME}: ${text}`);
}

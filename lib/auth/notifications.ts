import { env } from "@/lib/config/env";
import { sendMail } from "@/lib/mail/mailer";
import { sendSms } from "@/lib/mail/sms";
import { SITE_NAME } from "@/lib/site";
import { CODE_TTL_MS } from "./verification-codes";
import { RESET_TOKEN_TTL_MS } from "./password-reset";
import { displayName, type UserRow } from "./users";

type Recipient = Pick<UserRow, "email" | "phone" | "firstName" | "lastName">;

const minutes = (ms: number) => Math.round(ms / 60_000);

/** How a code reaches the reader: by e-mail, or by text for an account without one. */
export function codeChannel(user: Recipient): "email" | "sms" {
  return user.email ? "email" : "sms";
}

export async function sendLoginCode(user: Recipient, code: string): Promise<void> {
  const text = `${code} is your ${SITE_NAME} verification code. It expires in ${minutes(CODE_TTL_MS)} minutes. If you did not try to sign in, change your password.`;
  if (user.email) {
    await sendMail({
      to: user.email,
      subject: `Your ${SITE_NAME} verification code`,
      text: `Hello ${displayName(user)},\n\n${text}\n\n— ${SITE_NAME}\n`,
    });
  } else if (user.phone) {
    await sendSms(user.phone, text);
  }
}

export function resetLink(token: string): string {
  return `${env().siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export async function sendResetLink(user: Recipient, token: string): Promise<void> {
  const link = resetLink(token);
  const validFor = `${minutes(RESET_TOKEN_TTL_MS)} minutes`;
  if (user.email) {
    await sendMail({
      to: user.email,
      subject: `Reset your ${SITE_NAME} password`,
      text: `Hello ${displayName(user)},\n\nSomeone asked to reset the password of your ${SITE_NAME} account. To choose a new one, open this link within ${validFor}:\n\n${link}\n\nThe link works once. If it was not you, ignore this message: your password stays as it is.\n\n— ${SITE_NAME}\n`,
    });
  } else if (user.phone) {
    await sendSms(user.phone, `Reset your ${SITE_NAME} password within ${validFor}: ${link}`);
  }
}

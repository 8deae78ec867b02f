import { expect } from "@playwright/test";
import type { ReceivedMail } from "./global-setup";
import { SERVICES_URL } from "./services";

/** The newest message for `to` received after `since` (epoch ms), waiting up to 15 s for it. */
export async function waitForMail(to: string, since: number, subject?: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SERVICES_URL}/mail?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as ReceivedMail[];
        found = mails.filter((mail) => mail.receivedAt >= since && (!subject || subject.test(mail.subject))).at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${SERVICES_URL}/mail?to=${encodeURIComponent(to)}`);
  return (await response.json()) as ReceivedMail[];
}

/** The 6-digit code in a verification mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

/** The reset link in a reset mail. */
export function resetLinkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}

/** The 6-digit code of the newest sign-in code mail for `to` after `since` (other mails, such as notices, are skipped). */
export async function waitForCode(to: string, since: number): Promise<string> {
  return codeIn(await waitForMail(to, since, /verification code/));
}

/** The code of the newest confirmation-code mail (POST /api/users/confirmation-code) for `to` after `since`. */
export async function waitForConfirmationCode(to: string, since: number): Promise<string> {
  return codeIn(await waitForMail(to, since, /confirmation code/));
}

/** The link of the newest "confirm your e-mail" mail for `to` after `since`: its token. */
export async function waitForEmailLinkToken(to: string, since: number): Promise<string> {
  const mail = await waitForMail(to, since, /Confirm your (new )?Basis Point e-mail address/);
  const link = /https?:\/\/\S+\/verify-email\?token=([\w%-]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no confirmation link in: ${mail.text}`);
  return decodeURIComponent(link[1]);
}

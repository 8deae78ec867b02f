import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/config/env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Seconds a client is asked to wait (Retry-After) when the mail server did not take a message (the invitation stays). */
export const MAIL_RETRY_AFTER_SECONDS = 30;

let smtp: Transporter | undefined;
let outbox: Transporter | undefined;

/** DATA_DIR/outbox: where mail and texts go when no SMTP server or SMS gateway is configured. */
export function outboxDirectory(): string {
  return path.join(env().dataDir, "outbox");
}

/** Writes a file into the outbox under a sortable, unique name and returns its path. */
export async function writeToOutbox(extension: string, content: string | Buffer): Promise<string> {
  const dir = outboxDirectory();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.${extension}`);
  await fs.writeFile(file, content, { mode: 0o600 });
  return file;
}

/**
 * Sends a message through SMTP_URL; without it, writes the message as an .eml file into the outbox
 * and logs where, so a local run can still read codes and reset links.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const config = env();
  const mail = { from: config.MAIL_FROM, ...message };
  if (config.SMTP_URL) {
    smtp ??= nodemailer.createTransport(config.SMTP_URL);
    await smtp.sendMail(mail);
    return;
  }
  outbox ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await outbox.sendMail(mail);
  const file = await writeToOutbox("eml", info.message as Buffer);
  console.info(`[mail] SMTP_URL is not set: "${message.subject}" for ${message.to} written to ${file}`);
}

/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bp-auth-unit-"));
delete process.env.AUTH_SECRET;
delete process.env.SMTP_URL;
delete process.env.SMS_WEBHOOK_URL;
process.env.DATA_DIR = dataDir;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test("without AUTH_SECRET a secret is generated once into DATA_DIR, readable by the owner only", async () => {
  const { authSecret, derivedKey } = await import("@/lib/config/secret");
  const secret = authSecret();
  const file = path.join(dataDir, "auth-secret");
  expect(fs.readFileSync(file, "utf8").trim()).toBe(secret);
  expect(secret.length).toBeGreaterThanOrEqual(48);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(derivedKey("session-token").equals(derivedKey("verification-code"))).toBe(false);
  expect(derivedKey("session-token")).toHaveLength(32);
});

test("without SMTP_URL, mail is written to DATA_DIR/outbox as .eml and logged", async () => {
  const { sendMail } = await import("@/lib/mail/mailer");
  const log = jest.spyOn(console, "info").mockImplementation(() => undefined);
  await sendMail({ to: "reader@example.com", subject: "Hello", text: "Line one" });
  const files = fs.readdirSync(path.join(dataDir, "outbox"));
  expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
  const parsed = await simpleParser(fs.readFileSync(path.join(dataDir, "outbox", files[0]!)));
  expect(parsed.subject).toBe("Hello");
  expect(parsed.text?.trim()).toBe("Line one");
  expect(log).toHaveBeenCalledWith(expect.stringContaining("SMTP_URL is not set"));
  log.mockRestore();
});

test("without SMS_WEBHOOK_URL, texts are written to the outbox", async () => {
  const { sendSms } = await import("@/lib/mail/sms");
  const log = jest.spyOn(console, "info").mockImplementation(() => undefined);
  await sendSms("+447700900001", "123456 is your code");
  const text = fs.readdirSync(path.join(dataDir, "outbox")).find((file) => file.endsWith(".sms.txt"));
  expect(fs.readFileSync(path.join(dataDir, "outbox", text!), "utf8")).toBe("To: +447700900001\n\n123456 is your code\n");
  log.mockRestore();
});

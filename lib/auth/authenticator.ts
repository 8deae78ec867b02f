import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Database } from "@/lib/db/client";
import { authenticators, recoveryCodes } from "@/lib/db/schema";
import { derivedKey } from "@/lib/config/secret";

// The authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps — what every app reads
// from an otpauth:// URI) and its recovery codes. Storage and checks only; the flows that ask for
// the password around them are authenticator-settings.ts and login.ts.

const ISSUER = "Basis Point";
const PERIOD = 30;
/** Steps either side of now a code may come from: a phone's clock a little off still works. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totpFor(secret: string, label = ""): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

// The secret is encrypted (AES-256-GCM) with a key the database does not hold: a leaked table alone
// cannot mint codes.
function encrypt(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey("authenticator-secret"), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

function decrypt(stored: string): string {
  const [, iv, tag, sealed] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", derivedKey("authenticator-secret"), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString("utf8");
}

export interface Enrolment {
  /** The otpauth:// URI the app reads. */
  uri: string;
  /** The same as a QR code: an SVG data URL, drawn on the server. */
  qr: string;
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
}

/** Starts (or restarts) an enrolment: a fresh secret, unconfirmed until a code from the app is entered. */
export async function beginEnrolment(db: Database, userId: number, label: string): Promise<Enrolment> {
  const secret = new Secret({ size: 20 }).base32;
  const row = { secret: encrypt(secret), lastUsedStep: null, confirmedAt: null, createdAt: new Date() };
  await db
    .insert(authenticators)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: authenticators.userId, set: row });
  const uri = totpFor(secret, label).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, secret };
}

export async function hasAuthenticator(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: authenticators.userId })
    .from(authenticators)
    .where(and(eq(authenticators.userId, userId), isNotNull(authenticators.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Checks a code from the app: within ±1 step of `now`, and of a later step than the last code
 * accepted — taken in one conditional update, so the same code (or an older one) never works twice,
 * even in parallel. `pending`: check the enrolment still waiting for its first code, and confirm it.
 */
export async function spendTotpCode(
  db: Database,
  userId: number,
  code: string,
  options: { pending?: boolean; now?: Date } = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  const [row] = await db.select().from(authenticators).where(eq(authenticators.userId, userId)).limit(1);
  if (!row || (row.confirmedAt === null) !== Boolean(options.pending) || !/^\d{6}$/.test(code)) return false;
  const delta = totpFor(decrypt(row.secret)).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return false;
  const step = TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
  const used = await db
    .update(authenticators)
    .set({ lastUsedStep: step, ...(options.pending ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(authenticators.userId, userId),
        or(isNull(authenticators.lastUsedStep), lt(authenticators.lastUsedStep, step)),
        options.pending ? isNull(authenticators.confirmedAt) : isNotNull(authenticators.confirmedAt),
      ),
    )
    .returning({ userId: authenticators.userId });
  return used.length === 1;
}

/** Removes the authenticator and its recovery codes. */
export async function removeAuthenticator(db: Database, userId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const removed = await db.delete(authenticators).where(eq(authenticators.userId, userId)).returning({ userId: authenticators.userId });
  return removed.length === 1;
}

// Recovery codes: 10 random groups of 2×5 characters from an alphabet without look-alikes (about
// 50 bits each), shown once; only a keyed HMAC is stored, so a leaked table gives none away.

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function hashRecoveryCode(userId: number, code: string): string {
  return createHmac("sha256", derivedKey("recovery-code"))
    .update(`${userId}:${normalizeRecoveryCode(code)}`)
    .digest("hex");
}

function generateRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces the account's recovery codes with 10 new ones and returns them (the only time they are readable). */
export async function replaceRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code) })));
  return codes;
}

/** Spends a recovery code: true once, for an unused code of this account; never again. */
export async function spendRecoveryCode(db: Database, userId: number, code: string): Promise<boolean> {
  if (normalizeRecoveryCode(code).length !== 10) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(userId, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/**
 * A second-factor code typed by the owner of an account with an authenticator: the app's current
 * code, or one of its recovery codes (spent). Which one it was, or undefined.
 */
export async function spendAuthenticatorCode(
  db: Database,
  userId: number,
  code: string,
  now?: Date,
): Promise<"totp" | "recovery-code" | undefined> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) return (await spendTotpCode(db, userId, trimmed, { now })) ? "totp" : undefined;
  return (await spendRecoveryCode(db, userId, trimmed)) ? "recovery-code" : undefined;
}

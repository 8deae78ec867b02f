import "server-only";
import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { verificationCodes } from "@/lib/db/schema";
import { derivedKey } from "@/lib/config/secret";

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries one code survives; the next wrong one burns it. */
export const MAX_CODE_ATTEMPTS = 5;

/** A uniformly random 6-digit code from the system's CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/**
 * Only an HMAC of the code is stored, keyed by a secret the database does not hold: a million
 * possible codes would be trivial to brute-force from a plain hash in a leaked table.
 */
function hashCode(userId: number, code: string): string {
  return createHmac("sha256", derivedKey("verification-code")).update(`${userId}:${code}`).digest("hex");
}

/** What a code is for: the second factor of a sign-in, re-authentication in the settings, or proving a new phone number. */
export type CodePurpose = "sign-in" | "step-up" | "phone";

export interface IssuedCodeTarget {
  channel: "email" | "sms";
  /** The address or number it goes to: a right code proves that one. */
  target: string;
}

/** Issues a fresh code for the user and purpose; any earlier code of that purpose stops working. */
export async function issueCode(
  db: Database,
  userId: number,
  to: IssuedCodeTarget,
  purpose: CodePurpose = "sign-in",
  now = new Date(),
): Promise<string> {
  const code = generateCode();
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
  await db.delete(verificationCodes).where(and(eq(verificationCodes.userId, userId), lt(verificationCodes.expiresAt, now)));
  await db.insert(verificationCodes).values({
    userId,
    codeHash: hashCode(userId, code),
    channel: to.channel,
    target: to.target,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

function sameHash(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right);
}

/**
 * Checks a code against the user's live one of that purpose. Right: the code is consumed (a second
 * use fails) and where it was sent is returned. Wrong: the try is counted and the fifth wrong try
 * burns the code.
 */
export async function consumeCode(
  db: Database,
  userId: number,
  code: string,
  purpose: CodePurpose = "sign-in",
  now = new Date(),
): Promise<IssuedCodeTarget | undefined> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!live) return undefined;
  if (sameHash(live.codeHash, hashCode(userId, code))) {
    const used = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return used.length === 1 ? { channel: live.channel, target: live.target ?? "" } : undefined;
  }
  await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${MAX_CODE_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(verificationCodes.id, live.id));
  return undefined;
}

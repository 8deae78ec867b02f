import { sql } from "drizzle-orm";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { derivedKey } from "@/lib/config/secret";
import { env } from "@/lib/config/env";
import type { Database } from "@/lib/db/client";
import { usedCaptchas } from "@/lib/db/schema";

/** A challenge must be solved and used within this time. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

function secrets() {
  return {
    hmacSignatureSecret: derivedKey("captcha-signature").toString("hex"),
    hmacKeySignatureSecret: derivedKey("captcha-key-signature").toString("hex"),
  };
}

/**
 * A signed proof-of-work challenge for the ALTCHA widget. Deterministic mode: the browser must try
 * every counter up to a secret one, each costing ALTCHA_COST rounds of PBKDF2.
 */
export async function createAltchaChallenge(now = Date.now()): Promise<Challenge> {
  const { ALTCHA_COST: cost, ALTCHA_MAX_COUNTER: maxCounter } = env();
  return createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost,
    counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
    ...secrets(),
  });
}

// What the widget puts in its hidden field: base64 of { challenge, solution }. Parsed, not trusted.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal("PBKDF2/SHA-256"),
        nonce: z.string().regex(/^[0-9a-f]{1,128}$/),
        salt: z.string().regex(/^[0-9a-f]{1,128}$/),
        cost: z.number().int().positive().max(1_000_000),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().regex(/^[0-9a-f]{1,128}$/),
        keySignature: z.string().max(256).optional(),
        expiresAt: z.number().int().positive(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: z.string().regex(/^[0-9a-f]{1,256}$/),
    time: z.number().optional(),
  }),
});

function decodePayload(token: string): z.infer<typeof payloadSchema> | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, "base64").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks an ALTCHA answer: our signature on the challenge, not expired, the work really done — and
 * never seen before: each accepted challenge is recorded, so one solution cannot be replayed.
 */
export async function verifyAltcha(db: Database, token: string, now = new Date()): Promise<boolean> {
  const payload = decodePayload(token);
  if (!payload) return false;
  const { challenge, solution } = payload;
  if (challenge.parameters.expiresAt * 1000 <= now.getTime()) return false;
  const result = await verifySolution({ challenge: challenge as Challenge, solution, deriveKey, ...secrets() });
  if (!result.verified) return false;
  await db.delete(usedCaptchas).where(sql`${usedCaptchas.expiresAt} < ${now.toISOString()}`);
  const inserted = await db
    .insert(usedCaptchas)
    .values({ id: challenge.parameters.nonce, expiresAt: new Date(challenge.parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ id: usedCaptchas.id });
  return inserted.length === 1;
}

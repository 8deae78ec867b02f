import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { throttles } from "@/lib/db/schema";

export interface ThrottleRule {
  /** Hits within the window that start a block. */
  limit: number;
  windowMs: number;
  blockMs: number;
}

const MINUTE = 60 * 1000;

/** Spec §9: 5 failed sign-ins block for 5 minutes. Wrong second-factor codes count too. */
export const LOGIN_ACCOUNT_RULE: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE, blockMs: 5 * MINUTE };
/** One address trying many accounts: a looser limit, the same block. */
export const LOGIN_ADDRESS_RULE: ThrottleRule = { limit: 20, windowMs: 15 * MINUTE, blockMs: 5 * MINUTE };
/** Registrations per address: each answer (created, or 409 for a taken e-mail) counts. */
export const REGISTER_ADDRESS_RULE: ThrottleRule = { limit: 10, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE };
/** Reset requests per address, answered with 429 beyond it. */
export const RESET_ADDRESS_RULE: ThrottleRule = { limit: 10, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE };
/** Reset mails per account: beyond it requests are still answered the same, but no mail is sent. */
export const RESET_ACCOUNT_RULE: ThrottleRule = { limit: 3, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE };

export const throttleKeys = {
  loginAccount: (userId: number) => `login:user:${userId}`,
  /** Unknown accounts are throttled by what was typed, exactly like known ones. */
  loginIdentifier: (identifier: string) => `login:id:${identifier.toLowerCase()}`,
  loginAddress: (address: string) => `login:ip:${address}`,
  registerAddress: (address: string) => `register:ip:${address}`,
  resetAddress: (address: string) => `reset:ip:${address}`,
  resetAccount: (userId: number) => `reset:user:${userId}`,
};

/** The latest block still running among these keys, if any. */
export async function blockedUntil(db: Database, keys: string[], now = new Date()): Promise<Date | undefined> {
  if (keys.length === 0) return undefined;
  const rows = await db.select({ blockedUntil: throttles.blockedUntil }).from(throttles).where(inArray(throttles.key, keys));
  const ends = rows.map((row) => row.blockedUntil?.getTime() ?? 0).filter((end) => end > now.getTime());
  return ends.length ? new Date(Math.max(...ends)) : undefined;
}

/** Hits counted in windows that started within `windowMs`: has anything failed here lately? */
export async function recentHits(db: Database, keys: string[], windowMs: number, now = new Date()): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db.select({ hits: throttles.hits, windowStartedAt: throttles.windowStartedAt }).from(throttles).where(inArray(throttles.key, keys));
  return rows.filter((row) => row.windowStartedAt.getTime() > now.getTime() - windowMs).reduce((sum, row) => sum + row.hits, 0);
}

/**
 * Counts one hit against a key in a single atomic upsert (safe across concurrent requests and app
 * nodes). A window that has run out, or a block that has ended, starts the count again. Returns
 * the end of the block when this hit reaches the limit or one is already running.
 */
export async function recordHit(db: Database, key: string, rule: ThrottleRule, now = new Date()): Promise<Date | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const blockEnd = sql`${new Date(now.getTime() + rule.blockMs).toISOString()}::timestamptz`;
  const blocking = sql`${throttles.blockedUntil} > ${at}`;
  const restart = sql`(${throttles.windowStartedAt} <= ${windowStart} or ${throttles.blockedUntil} is not null)`;
  const firstHitBlocks = rule.limit <= 1;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowStartedAt: now, blockedUntil: firstHitBlocks ? new Date(now.getTime() + rule.blockMs) : null })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${blocking} then ${throttles.hits} when ${restart} then 1 else ${throttles.hits} + 1 end`,
        windowStartedAt: sql`case when ${blocking} then ${throttles.windowStartedAt} when ${restart} then ${at} else ${throttles.windowStartedAt} end`,
        blockedUntil: sql`case
          when ${blocking} then ${throttles.blockedUntil}
          when ${restart} then ${firstHitBlocks ? blockEnd : sql`null`}
          when ${throttles.hits} + 1 >= ${rule.limit} then ${blockEnd}
          else null end`,
      },
    })
    .returning({ blockedUntil: throttles.blockedUntil });
  return row?.blockedUntil && row.blockedUntil > now ? row.blockedUntil : undefined;
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** Whole seconds until `until`, at least 1: the Retry-After header. */
export function retryAfterSeconds(until: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

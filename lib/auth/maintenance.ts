import "server-only";
import { and, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import {
  authSessions,
  emailTokens,
  passwordResetTokens,
  siteState,
  throttles,
  trustedDevices,
  usedCaptchas,
  verificationCodes,
} from "@/lib/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the purge runs, across every node together. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const PURGED_KEY = "auth_purged_at";
// Any constant shared by every node purging the same database (the seed uses 738_150_001).
const PURGE_LOCK_ID = 738_150_003;

/**
 * Runs the purge unless another node is running it now or ran it within the interval: every node
 * starts and ticks its own timer, and the purge still runs once per interval across all of them.
 * Returns whether it ran.
 */
export async function purgeExpiredAuthDataOnce(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_ID}) as locked`)) as {
      rows: { locked: boolean }[];
    };
    if (!rows[0]?.locked) return false;
    const [last] = await tx
      .select()
      .from(siteState)
      .where(sql`${siteState.key} = ${PURGED_KEY}`);
    if (last && now.getTime() - Date.parse(last.value) < PURGE_INTERVAL_MS - 60_000) return false;
    await purgeExpiredAuthData(tx as unknown as Database, now);
    await tx
      .insert(siteState)
      .values({ key: PURGED_KEY, value: now.toISOString() })
      .onConflictDoUpdate({ target: siteState.key, set: { value: now.toISOString() } });
    return true;
  });
}

/** Deletes what can no longer be used: expired sessions, codes, links, devices, captchas and idle counters. */
export async function purgeExpiredAuthData(db: Database, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, now));
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, now));
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
  await db
    .delete(throttles)
    .where(and(lt(throttles.windowStartedAt, dayAgo), or(isNull(throttles.blockedUntil), lt(throttles.blockedUntil, now))));
}

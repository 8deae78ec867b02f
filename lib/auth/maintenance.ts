import "server-only";
import { and, isNull, lt, or } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import {
  authSessions,
  emailTokens,
  passwordResetTokens,
  throttles,
  trustedDevices,
  usedCaptchas,
  verificationCodes,
} from "@/lib/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

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

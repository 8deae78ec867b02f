import "server-only";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { knownDevices } from "@/lib/db/schema";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens";
import { deviceLabel } from "./trusted-devices";

/** httpOnly cookie naming this browser (random, stored hashed per account); a year long. */
export { KNOWN_BROWSER_COOKIE_NAME as KNOWN_BROWSER_COOKIE } from "./cookies";
export const KNOWN_BROWSER_MS = 365 * 24 * 60 * 60 * 1000;
/** Browsers remembered per account; the least recently seen go first. */
const KEEP_PER_ACCOUNT = 20;

export interface BrowserCheck {
  /** The account has signed in elsewhere before, but never from this browser: tell the owner. */
  isNew: boolean;
  /** The cookie value this browser should keep. */
  token: string;
  label: string;
}

/**
 * Notes a completed sign-in from this browser. The account's very first browser is not "new" (there
 * is no one to warn yet); API clients that keep no cookies count as new each time.
 */
export async function noteSignInBrowser(
  db: Database,
  userId: number,
  token: string | undefined,
  userAgent: string | null,
  now = new Date(),
): Promise<BrowserCheck> {
  const label = deviceLabel(userAgent);
  const valid = token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
  if (valid) {
    const seen = await db
      .update(knownDevices)
      .set({ lastSeenAt: now })
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, hashOpaqueToken(valid))))
      .returning({ id: knownDevices.id });
    if (seen.length) return { isNew: false, token: valid, label };
  }
  const [earlier] = await db.select({ id: knownDevices.id }).from(knownDevices).where(eq(knownDevices.userId, userId)).limit(1);
  // One cookie per browser, whichever account signs in on it.
  const browser = valid ?? newOpaqueToken().token;
  await db
    .insert(knownDevices)
    .values({ userId, tokenHash: hashOpaqueToken(browser), label, createdAt: now, lastSeenAt: now })
    .onConflictDoNothing();
  const keep = db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.lastSeenAt), desc(knownDevices.id))
    .limit(KEEP_PER_ACCOUNT);
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.id, keep)));
  return { isNew: Boolean(earlier), token: browser, label };
}

/** Forgets every browser of the account (its credentials were taken from someone else). */
export async function forgetKnownBrowsers(db: Database, userId: number): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}

import "server-only";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { trustedDevices } from "@/lib/db/schema";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens";

export const TRUSTED_DEVICE_DAYS = 30;
export const TRUSTED_DEVICE_MS = TRUSTED_DEVICE_DAYS * 24 * 60 * 60 * 1000;
/** httpOnly cookie holding the device token; only its hash is stored. */
export { TRUSTED_DEVICE_COOKIE_NAME as TRUSTED_DEVICE_COOKIE } from "./cookies";

/** "Chrome on Android" from a User-Agent, for the settings list; nothing is inferred beyond that. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "A browser";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : "an unknown system";
  return `${browser} on ${system}`;
}

export async function trustDevice(
  db: Database,
  userId: number,
  userAgent: string | null,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + TRUSTED_DEVICE_MS);
  await db.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), lt(trustedDevices.expiresAt, now)));
  await db
    .insert(trustedDevices)
    .values({ userId, tokenHash: hash, label: deviceLabel(userAgent), createdAt: now, lastUsedAt: now, expiresAt });
  return { token, expiresAt };
}

/** Whether this browser's device token was trusted by this very user and has not expired or been revoked. */
export async function isTrustedDevice(db: Database, userId: number, token: string | undefined, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const touched = await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(and(eq(trustedDevices.tokenHash, hashOpaqueToken(token)), eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)))
    .returning({ id: trustedDevices.id });
  return touched.length === 1;
}

export interface TrustedDevice {
  id: number;
  label: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

export async function listTrustedDevices(db: Database, userId: number, now = new Date()): Promise<TrustedDevice[]> {
  const rows = await db
    .select()
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)))
    .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.id));
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Revokes one of the user's devices; false when it is not theirs (or already gone). */
export async function revokeTrustedDevice(db: Database, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.id, id), eq(trustedDevices.userId, userId)))
    .returning({ id: trustedDevices.id });
  return removed.length === 1;
}

export async function revokeAllTrustedDevices(db: Database, userId: number): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import type { UserRole } from "@/lib/db/enums";
import { authSessions, users } from "@/lib/db/schema";
import { isStaffRole } from "./capabilities";
import { signSessionToken, verifySessionToken } from "./tokens";
import { toPublicUser, type PublicUser, type UserRow } from "./repository";

/** "Remember me": a session that lasts 30 days; without it, half a day. */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * How long a session lasts: a staff account's half a day whatever "remember me" says (a stolen
 * newsroom session is worth more than a reader's), a reader's 30 days when remembered.
 */
export function sessionLifetime(role: UserRole, rememberMe = false): number {
  return rememberMe && !isStaffRole(role) ? REMEMBERED_SESSION_MS : SHORT_SESSION_MS;
}

/**
 * Opens a session row for the user and signs the token that names it. `secondFactor`: the sign-in
 * that opens it passed a second factor (a code, or a browser trusted after one); staff capabilities
 * need a session that did (lib/auth/capabilities.ts).
 */
export async function openSession(
  db: Database,
  user: Pick<UserRow, "id" | "role" | "sessionVersion">,
  options: { rememberMe?: boolean; userAgent?: string | null; secondFactor?: boolean } = {},
): Promise<IssuedSession> {
  const sessionId = randomBytes(18).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionLifetime(user.role, options.rememberMe));
  await db.delete(authSessions).where(and(eq(authSessions.userId, user.id), lt(authSessions.expiresAt, now)));
  await db.insert(authSessions).values({
    id: sessionId,
    userId: user.id,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    secondFactorAt: options.secondFactor ? now : null,
    expiresAt,
  });
  const token = await signSessionToken({ userId: user.id, sessionId, sessionVersion: user.sessionVersion, role: user.role, expiresAt });
  return { token, sessionId, expiresAt };
}

/** A signed-in reader, as every page and handler sees them. */
export interface SessionUser extends PublicUser {
  sessionId: string;
  /** This session passed a second factor (at sign-in, or confirmed since). */
  secondFactor: boolean;
}

/**
 * The user behind a session token: the signature and expiry must hold, the session row must still
 * exist (logout deletes it) and the account's session version must not have moved on (a password
 * reset or "sign out everywhere" bumps it).
 */
export async function userForToken(db: Database, token: string): Promise<SessionUser | undefined> {
  const claims = await verifySessionToken(token);
  if (!claims) return undefined;
  const [row] = await db
    .select({ user: users, secondFactorAt: authSessions.secondFactorAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, claims.sessionId), eq(authSessions.userId, claims.userId), gt(authSessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.user.sessionVersion !== claims.sessionVersion || row.user.deactivatedAt) return undefined;
  return { ...toPublicUser(row.user), sessionId: claims.sessionId, secondFactor: row.secondFactorAt !== null };
}

/** Records that this session has now passed a second factor (a code entered after signing in). */
export async function confirmSessionSecondFactor(db: Database, sessionId: string): Promise<void> {
  await db.update(authSessions).set({ secondFactorAt: new Date() }).where(eq(authSessions.id, sessionId));
}

export async function closeSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

export async function closeAllSessions(db: Database, userId: number): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}

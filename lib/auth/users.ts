import { eq, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Identifier } from "./identifiers";

export type UserRow = typeof users.$inferSelect;

/** The user as the API answers it (spec §3 "User"): never the hash, the Google id or the session version. */
export interface PublicUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  countryCode: string | null;
  avatar: string | null;
  role: "user" | "admin";
  twoFactorEnabled: boolean;
  hasPassword: boolean;
  googleLinked: boolean;
  createdAt: string;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    avatar: row.avatar,
    role: row.role,
    twoFactorEnabled: row.twoFactorEnabled,
    hasPassword: Boolean(row.passwordHash),
    googleLinked: Boolean(row.googleId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** "Jane Doe", or the e-mail (or phone) when the account has no name. */
export function displayName(user: Pick<PublicUser, "firstName" | "lastName" | "email" | "phone">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email || user.phone || "Reader";
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserByGoogleId(db: Database, googleId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return row;
}

/**
 * The account a sign-in identifier names. A phone number matches the stored international form
 * ("+15551234567") whether typed with its country code or, failing that, without it; a local
 * number that matches accounts in several countries matches none.
 */
export async function findUserByIdentifier(db: Database, identifier: Identifier): Promise<UserRow | undefined> {
  if (identifier.kind === "email") return findUserByEmail(db, identifier.email);
  const international = `+${identifier.digits}`;
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.phone, international), sql`${users.countryCode} || ${identifier.digits} = ${users.phone}`))
    .limit(3);
  return rows.find((row) => row.phone === international) ?? (rows.length === 1 ? rows[0] : undefined);
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string | null;
  phone?: string | null;
  countryCode?: string | null;
  passwordHash?: string | null;
  twoFactorEnabled?: boolean;
  role?: "user" | "admin";
  googleId?: string | null;
  avatar?: string | null;
}

/** Raised when an e-mail or phone is already taken; `field` names which. */
export class DuplicateAccountError extends Error {
  constructor(readonly field: "email" | "phone") {
    super(field === "email" ? "An account with this email already exists." : "An account with this phone number already exists.");
    this.name = "DuplicateAccountError";
  }
}

/** Postgres unique_violation, as either driver reports it (drizzle wraps it in `cause`). */
function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}

function duplicateFrom(error: unknown): DuplicateAccountError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  return new DuplicateAccountError(constraint.includes("phone") ? "phone" : "email");
}

/** Checks the e-mail and phone are free (for a clear 409) before the unique indexes settle races. */
export async function assertAvailable(db: Database, email: string | null, phone: string | null | undefined, exceptUserId?: number): Promise<void> {
  if (email) {
    const existing = await findUserByEmail(db, email);
    if (existing && existing.id !== exceptUserId) throw new DuplicateAccountError("email");
  }
  if (phone) {
    const existing = await findUserByPhone(db, phone);
    if (existing && existing.id !== exceptUserId) throw new DuplicateAccountError("phone");
  }
}

export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  await assertAvailable(db, input.email, input.phone);
  try {
    const [row] = await db
      .insert(users)
      .values({ ...input, email: input.email?.trim() ?? null })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  } catch (error) {
    throw duplicateFrom(error) ?? error;
  }
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  countryCode: string | null;
  phone: string | null;
  avatar?: string | null;
}

export async function updateProfile(db: Database, userId: number, changes: ProfileChanges): Promise<UserRow> {
  await assertAvailable(db, null, changes.phone, userId);
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, countryCode: changes.phone ? changes.countryCode : null, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error(`user ${userId} vanished`);
    return row;
  } catch (error) {
    throw duplicateFrom(error) ?? error;
  }
}

/**
 * Sets a new password hash and bumps the session version, which ends every session and token
 * issued before (spec: a reset ends the account's other sessions).
 */
export async function replacePassword(db: Database, userId: number, passwordHash: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

export async function setAvatar(db: Database, userId: number, avatar: string | null): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row;
}

export async function setTwoFactor(db: Database, userId: number, enabled: boolean): Promise<UserRow> {
  const [row] = await db.update(users).set({ twoFactorEnabled: enabled, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

/** Ends every session of the account: tokens carrying an older session version stop working. */
export async function bumpSessionVersion(db: Database, userId: number): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

export async function linkGoogleAccount(db: Database, userId: number, googleId: string, avatar: string | null): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ googleId, avatar: sql`coalesce(${users.avatar}, ${avatar})`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

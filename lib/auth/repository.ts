import "server-only";
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { uniqueViolation } from "@/lib/db/errors";
import type { UserRole } from "@/lib/db/enums";
import { users } from "@/lib/db/schema";
import { ConflictError } from "@/lib/errors";
import type { Identifier } from "./identifiers";
import { AUTH_ERRORS } from "./messages";
import type { PublicUser } from "./public-user";

export type UserRow = typeof users.$inferSelect;

export type { PublicUser } from "./public-user";
// Server components (the header's account corner) read the display name from here.
export { displayName } from "./public-user";

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: Boolean(row.email && row.emailVerifiedAt),
    phone: row.phone,
    phoneVerified: Boolean(row.phone && row.phoneVerifiedAt),
    countryCode: row.countryCode,
    avatar: row.avatar,
    role: row.role,
    twoFactorEnabled: row.twoFactorEnabled,
    hasPassword: Boolean(row.passwordHash),
    googleLinked: Boolean(row.googleId),
    createdAt: row.createdAt.toISOString(),
  };
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
  role?: UserRole;
  googleId?: string | null;
  avatar?: string | null;
  /** Set when the address is proven at creation (Google's verified e-mail, the operator's ADMIN_EMAIL). */
  emailVerifiedAt?: Date | null;
}

/** Raised when an e-mail or phone is already taken: a conflict naming the field. */
export class DuplicateAccountError extends ConflictError {
  constructor(readonly field: "email" | "phone") {
    const entry = field === "email" ? AUTH_ERRORS.emailTaken : AUTH_ERRORS.phoneTaken;
    super(entry, { [field]: entry.message });
    this.name = "DuplicateAccountError";
  }
}

function duplicateFrom(error: unknown): DuplicateAccountError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  return new DuplicateAccountError(constraint.includes("phone") ? "phone" : "email");
}

/** Checks the e-mail and phone are free (for a clear 409) before the unique indexes settle races. */
export async function assertAvailable(
  db: Database,
  email: string | null,
  phone: string | null | undefined,
  exceptUserId?: number,
): Promise<void> {
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

/** Names, phone and avatar; a new phone number is unproven until its owner enters a texted code. */
export async function updateProfile(db: Database, userId: number, changes: ProfileChanges): Promise<UserRow> {
  await assertAvailable(db, null, changes.phone, userId);
  try {
    const [row] = await db
      .update(users)
      .set({
        ...changes,
        countryCode: changes.phone ? changes.countryCode : null,
        phoneVerifiedAt: sql`case when ${users.phone} is not distinct from ${changes.phone} then ${users.phoneVerifiedAt} else null end`,
        updatedAt: new Date(),
      })
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

/** The owner proved this e-mail address (only if the account still has it). */
export async function markEmailVerified(db: Database, userId: number, email: string, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.emailVerifiedAt)));
}

/** The owner proved this phone number (only if the account still has it). */
export async function markPhoneVerified(db: Database, userId: number, phone: string, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ phoneVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.phone, phone), isNull(users.phoneVerifiedAt)));
}

/** A confirmed change of address: the new one is proven by the link that was opened. */
export async function replaceEmail(db: Database, userId: number, email: string, now = new Date()): Promise<UserRow> {
  await assertAvailable(db, email, null, userId);
  try {
    const [row] = await db
      .update(users)
      .set({ email: email.trim(), emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error(`user ${userId} vanished`);
    return row;
  } catch (error) {
    throw duplicateFrom(error) ?? error;
  }
}

/**
 * Google proved the address of an account whose registrant never did: whoever holds the mailbox is
 * its owner, so every credential the registrant set is dropped — the password, an unproven phone
 * number, every session (the version moves on) — and the Google identity is linked.
 */
export async function claimUnverifiedAccount(
  db: Database,
  userId: number,
  googleId: string,
  avatar: string | null,
  now = new Date(),
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      googleId,
      emailVerifiedAt: now,
      passwordHash: null,
      phone: sql`case when ${users.phoneVerifiedAt} is null then null else ${users.phone} end`,
      countryCode: sql`case when ${users.phoneVerifiedAt} is null then null else ${users.countryCode} end`,
      avatar: sql`coalesce(${avatar}, ${users.avatar})`,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt), isNull(users.googleId)))
    .returning();
  if (!row) throw new Error(`user ${userId} changed while it was claimed`);
  return row;
}

/** Whether another account already uses this e-mail (for an e-mail change). */
export async function emailTakenByOther(db: Database, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

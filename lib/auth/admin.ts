import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { hashPassword } from "./password";
import { createUser, DuplicateAccountError, findUserByEmail } from "./repository";

export type AdminOutcome = { kind: "created" } | { kind: "unchanged" } | { kind: "not-promoted"; userId: number; verified: boolean };

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: creates the admin account (its address counts as proven:
 * the operator configured it). An existing account with that address that is not an admin is NOT
 * promoted: anyone can register any address, so whoever registered it first would become admin,
 * keeping their own password. The operator is told what to do instead (see adminNotPromotedMessage).
 * An admin without a password (Google only) gets the configured one.
 */
export async function ensureAdminAccount(db: Database, email: string, password: string): Promise<AdminOutcome> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    try {
      await createUser(db, {
        firstName: "Site",
        lastName: "Admin",
        email,
        passwordHash: await hashPassword(password),
        role: "admin",
        emailVerifiedAt: new Date(),
      });
    } catch (error) {
      // Another node starting at the same moment created it first: the account exists now.
      if (error instanceof DuplicateAccountError) return ensureAdminAccount(db, email, password);
      throw error;
    }
    return { kind: "created" };
  }
  if (existing.role !== "admin") return { kind: "not-promoted", userId: existing.id, verified: Boolean(existing.emailVerifiedAt) };
  if (!existing.passwordHash)
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, existing.id));
  return { kind: "unchanged" };
}

/** The start-up log line when ADMIN_EMAIL names an existing reader account. */
export function adminNotPromotedMessage(email: string, outcome: { userId: number; verified: boolean }): string {
  return [
    `[auth] ADMIN_EMAIL ${email} belongs to an existing reader account (id ${outcome.userId}${outcome.verified ? "" : ", address never confirmed"}); it was NOT made an admin.`,
    "Anyone can register an address, so an existing account is never promoted at start.",
    "To fix: set ADMIN_EMAIL to an address no account uses (a new admin account is created with ADMIN_PASSWORD),",
    `or, once you have checked that account is yours and its address is confirmed, promote it in the database: UPDATE users SET role = 'admin' WHERE id = ${outcome.userId} AND email_verified_at IS NOT NULL;`,
  ].join(" ");
}

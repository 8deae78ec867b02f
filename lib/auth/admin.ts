import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { hashPassword } from "./password";
import { createUser, findUserByEmail } from "./users";

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: creates the admin account, or gives an existing account
 * with that e-mail the admin role. An existing password is left alone — the operator may have
 * changed it since — unless the account has none yet.
 */
export async function ensureAdminAccount(db: Database, email: string, password: string): Promise<"created" | "promoted" | "unchanged"> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await createUser(db, { firstName: "Site", lastName: "Admin", email, passwordHash: await hashPassword(password), role: "admin" });
    return "created";
  }
  if (existing.role === "admin" && existing.passwordHash) return "unchanged";
  await db
    .update(users)
    .set({ role: "admin", passwordHash: existing.passwordHash ?? (await hashPassword(password)), updatedAt: new Date() })
    .where(eq(users.id, existing.id));
  return "promoted";
}

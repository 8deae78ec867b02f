import "server-only";
import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { seedStaff } from "@/lib/db/seed/staff";
import { hashPassword } from "./password";

/**
 * DEMO_STAFF_PASSWORD at start: the demo staff accounts (seeded without a password, so no known
 * password ever reaches production) sign in with it. Only accounts still without a password get it:
 * one its owner changed stays changed. Answers how many accounts got it.
 */
export async function giveDemoStaffPassword(db: Database, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const updated = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(
      and(
        inArray(
          users.email,
          seedStaff.map((staff) => staff.email),
        ),
        isNull(users.passwordHash),
      ),
    )
    .returning({ id: users.id });
  return updated.length;
}

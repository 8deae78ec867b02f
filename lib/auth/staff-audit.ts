import "server-only";
import type { Database } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { isStaffRole, type StaffAccountEvent } from "./capabilities";
import type { UserRow } from "./repository";

/**
 * Records an account event of a staff member in the audit log, beside their newsroom actions: who
 * got in, and how, is what an admin reads first after an incident. Readers' events are not kept.
 */
export async function auditStaffAccount(
  db: Database,
  user: Pick<UserRow, "id" | "role">,
  action: StaffAccountEvent,
  details: Record<string, unknown>,
  by: number = user.id,
): Promise<void> {
  if (!isStaffRole(user.role)) return;
  await db.insert(auditLog).values({ userId: by, action, postId: null, postTitle: "", details: { ...details, account: user.id } });
}

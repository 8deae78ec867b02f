import "server-only";
import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import type { UserRole } from "@/lib/db/enums";
import { users } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { isStaffRole, STAFF_ROLES } from "./capabilities";
import type { RequestContext } from "./context";
import { AUTH_ERRORS } from "./messages";
import { displayName } from "./public-user";
import { bumpSessionVersion, findUserById, type UserRow } from "./repository";
import type { staffRoleChangeSchema } from "./schemas";
import { closeAllSessions, type SessionUser } from "./sessions";
import { auditStaffAccount } from "./staff-audit";
import { requireReauth } from "./step-up";
import { revokeAllTrustedDevices } from "./trusted-devices";

/** A newsroom account as GET /api/admin/staff lists it. */
export interface StaffMember {
  id: number;
  email: string | null;
  name: string;
  role: UserRole;
  status: "active" | "deactivated";
  /** The last sign-in the audit log holds. */
  lastSignInAt: string | null;
  twoFactor: boolean;
}

function toStaffMember(row: UserRow, lastSignInAt: Date | null): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: displayName(row),
    role: row.role,
    status: row.deactivatedAt ? "deactivated" : "active",
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
    twoFactor: row.twoFactorEnabled,
  };
}

// Spelled out: inside a subquery, a bare column name would bind to the subquery's own table.
const lastSignIn = sql<Date | null>`(
  select max("audit_log"."created_at") from "audit_log"
  where "audit_log"."action" = 'signed_in' and ("audit_log"."details" ->> 'account')::int = "users"."id"
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

// Whether an active admin other than the row being changed exists: the site never loses its last one.
// One statement with the change, so two admins acting on each other at once cannot both pass.
const otherActiveAdmins = sql`exists (
  select 1 from "users" as "other"
  where "other"."role" = 'admin' and "other"."deactivated_at" is null and "other"."id" <> "users"."id"
)`;

/** GET /api/admin/staff: every account with a newsroom role, by name. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({ user: users, lastSignInAt: lastSignIn })
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => toStaffMember(row.user, row.lastSignInAt));
}

/**
 * PATCH /api/admin/staff/{id} { role, password }: an admin changes an account's role ('user' takes
 * it out of the newsroom). The admin confirms with their password first (403 reauth_required
 * without one): a stolen admin session alone cannot hand out roles. The account's sessions end at
 * once, so the new role holds from its next sign-in; the last admin cannot be demoted (409).
 */
export async function changeStaffRole(
  db: Database,
  actor: SessionUser,
  targetId: number,
  input: z.infer<typeof staffRoleChangeSchema>,
  context: RequestContext,
): Promise<StaffMember> {
  const actorRow = await findUserById(db, actor.id);
  if (!actorRow) throw new NotFoundError(AUTH_ERRORS.staffMemberNotFound);
  await requireReauth(db, actorRow, { password: input.password, code: input.code }, context);
  const target = await findUserById(db, targetId);
  if (!target) throw new NotFoundError(AUTH_ERRORS.staffMemberNotFound);
  if (target.role === input.role) return toStaffMember(target, null);
  const [updated] = await db
    .update(users)
    .set({ role: input.role, updatedAt: new Date() })
    .where(and(eq(users.id, targetId), or(ne(users.role, "admin"), otherActiveAdmins)))
    .returning();
  if (!updated) throw new ConflictError(AUTH_ERRORS.lastAdmin);
  await bumpSessionVersion(db, targetId);
  await closeAllSessions(db, targetId);
  await auditStaffAccount(
    db,
    // Audited whenever either side of the change is a newsroom role.
    isStaffRole(updated.role) ? updated : target,
    "role_changed",
    { from: target.role, to: updated.role },
    actor.id,
  );
  return toStaffMember(updated, null);
}

/**
 * POST /api/admin/staff/{id}/deactivate: the account's sessions and trusted browsers end at once and
 * it cannot sign in; its articles and bylines stay. The last active admin cannot be deactivated
 * (409). Deactivating an inactive account changes nothing.
 */
export async function deactivateStaff(db: Database, actor: SessionUser, targetId: number): Promise<StaffMember> {
  const target = await findUserById(db, targetId);
  if (!target) throw new NotFoundError(AUTH_ERRORS.staffMemberNotFound);
  if (target.deactivatedAt) return toStaffMember(target, null);
  const [updated] = await db
    .update(users)
    .set({ deactivatedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, targetId), isNull(users.deactivatedAt), or(ne(users.role, "admin"), otherActiveAdmins)))
    .returning();
  if (!updated) throw new ConflictError(AUTH_ERRORS.lastAdmin);
  await bumpSessionVersion(db, targetId);
  await Promise.all([closeAllSessions(db, targetId), revokeAllTrustedDevices(db, targetId)]);
  await auditStaffAccount(db, updated, "account_deactivated", {}, actor.id);
  return toStaffMember(updated, null);
}

/** POST /api/admin/staff/{id}/reactivate: the account may sign in again (with its password and second factor). */
export async function reactivateStaff(db: Database, actor: SessionUser, targetId: number): Promise<StaffMember> {
  const [updated] = await db.update(users).set({ deactivatedAt: null, updatedAt: new Date() }).where(eq(users.id, targetId)).returning();
  if (!updated) throw new NotFoundError(AUTH_ERRORS.staffMemberNotFound);
  await auditStaffAccount(db, updated, "account_reactivated", {}, actor.id);
  return toStaffMember(updated, null);
}

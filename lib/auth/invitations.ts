import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { staffInvitations } from "@/lib/db/schema";
import { MAIL_RETRY_AFTER_SECONDS } from "@/lib/mail/mailer";
import { ConflictError, InvalidInputError, NotFoundError, UnavailableError, type ErrorEntry } from "@/lib/errors";
import type { StaffRole } from "./capabilities";
import { defaultEffects, type AuthEffects } from "./context";
import { AUTH_ERRORS } from "./messages";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens";
import { hashPassword } from "./password";
import { displayName } from "./public-user";
import { createUser, findUserByEmail, findUserById } from "./repository";
import type { acceptInvitationSchema, invitationSchema } from "./schemas";
import type { SessionUser } from "./sessions";
import { auditInvitation } from "./staff-audit";

// Staff invitations: an admin invites an address with a role; the mailed link (only its hash is
// kept) lets its holder create the account with that role. Opening the mailed link proves the
// address, so the account starts proven, with two-step verification on: its first sign-in asks for
// a mailed code before any staff page opens (lib/auth/capabilities.ts, secondFactorGap).

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type InvitationRow = typeof staffInvitations.$inferSelect;

/** What POST /api/admin/invitations and its resend answer. */
export interface SentInvitation {
  id: number;
  email: string;
  role: StaffRole;
  expiresAt: string;
}

/** An open invitation as GET /api/admin/invitations lists it. */
export interface Invitation extends SentInvitation {
  status: "pending" | "expired";
  createdAt: string;
  sentAt: string;
  invitedBy: string | null;
}

const sent = (row: InvitationRow): SentInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
});
const open = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

/** Mails the link; a mail server that does not answer is a 503 (the invitation stays, Resend retries it). */
async function mailInvitation(row: InvitationRow, token: string, actor: SessionUser, effects: AuthEffects): Promise<void> {
  try {
    await effects.sendInvitation(row, token, displayName(actor));
  } catch (error) {
    console.error(`[auth] invitation ${row.id} could not be mailed:`, error);
    throw new UnavailableError(AUTH_ERRORS.invitationNotSent, MAIL_RETRY_AFTER_SECONDS);
  }
}

/**
 * POST /api/admin/invitations. An address that has an account is 409 (its role is changed in the
 * staff list instead). Inviting an address with an open invitation sends it again: a new token
 * (the older link stops working), a new week, the role asked for now.
 */
export async function inviteStaff(
  db: Database,
  actor: SessionUser,
  input: z.output<typeof invitationSchema>,
  effects: AuthEffects = defaultEffects,
  now = new Date(),
): Promise<SentInvitation> {
  if (await findUserByEmail(db, input.email))
    throw new ConflictError(AUTH_ERRORS.inviteeHasAccount, { email: AUTH_ERRORS.inviteeHasAccount.message });
  const { token, hash } = newOpaqueToken();
  const fresh = {
    role: input.role,
    tokenHash: hash,
    invitedBy: actor.id,
    sentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  };
  const [existing] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.email, input.email), open));
  // One statement, so two admins inviting the same address at once leave one open invitation.
  const [row] = await db
    .insert(staffInvitations)
    .values({ email: input.email, createdAt: now, ...fresh })
    .onConflictDoUpdate({ target: staffInvitations.email, targetWhere: open, set: fresh })
    .returning();
  if (!row) throw new Error("the invitation was not stored");
  await auditInvitation(db, existing ? "invitation_resent" : "invitation_sent", row, actor.id);
  await mailInvitation(row, token, actor, effects);
  return sent(row);
}

/** POST /api/admin/invitations/{id}/resend: a new link and a new week for an open invitation. */
export async function resendInvitation(
  db: Database,
  actor: SessionUser,
  id: number,
  effects: AuthEffects = defaultEffects,
  now = new Date(),
): Promise<SentInvitation> {
  const { token, hash } = newOpaqueToken();
  const [row] = await db
    .update(staffInvitations)
    .set({ tokenHash: hash, invitedBy: actor.id, sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
    .where(and(eq(staffInvitations.id, id), open))
    .returning();
  if (!row) throw new NotFoundError(AUTH_ERRORS.invitationNotFound);
  await auditInvitation(db, "invitation_resent", row, actor.id);
  await mailInvitation(row, token, actor, effects);
  return sent(row);
}

/** DELETE /api/admin/invitations/{id}: the link stops working at once. */
export async function revokeInvitation(db: Database, actor: SessionUser, id: number, now = new Date()): Promise<void> {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), open))
    .returning();
  if (!row) throw new NotFoundError(AUTH_ERRORS.invitationNotFound);
  await auditInvitation(db, "invitation_revoked", row, actor.id);
}

/** GET /api/admin/invitations: the open invitations, oldest first, each pending or expired. */
export async function listInvitations(db: Database, now = new Date()): Promise<Invitation[]> {
  const rows = await db.select().from(staffInvitations).where(open).orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
  const inviters = new Map<number, string>();
  for (const id of new Set(rows.flatMap((row) => (row.invitedBy ? [row.invitedBy] : [])))) {
    const inviter = await findUserById(db, id);
    if (inviter) inviters.set(id, displayName(inviter));
  }
  return rows.map((row) => ({
    ...sent(row),
    status: row.expiresAt > now ? "pending" : "expired",
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt.toISOString(),
    invitedBy: row.invitedBy ? (inviters.get(row.invitedBy) ?? null) : null,
  }));
}

/** Why a token does not work (never seen or replaced by a newer link, spent, withdrawn, past its week), or undefined when it does. */
function refusal(row: InvitationRow | undefined, now: Date): ErrorEntry | undefined {
  if (!row) return AUTH_ERRORS.invitationInvalid;
  if (row.acceptedAt) return AUTH_ERRORS.invitationUsed;
  if (row.revokedAt) return AUTH_ERRORS.invitationRevoked;
  if (row.expiresAt <= now) return AUTH_ERRORS.invitationExpired;
  return undefined;
}

/** The invitation a token opens, or the 400 naming why it does not (with `errors.token`, as the reset links do). */
function usable(row: InvitationRow | undefined, now: Date): InvitationRow {
  const entry = refusal(row, now);
  if (entry || !row)
    throw new InvalidInputError(entry ?? AUTH_ERRORS.invitationInvalid, { token: (entry ?? AUTH_ERRORS.invitationInvalid).message });
  return row;
}

const byToken = (tokenHash: string) => eq(staffInvitations.tokenHash, tokenHash);

/** What the accept page shows before the form: the address and role a token invites, or why it does not work. */
export async function describeInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ ok: true; email: string; role: StaffRole } | { ok: false; message: string }> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(byToken(hashOpaqueToken(token)));
  const entry = refusal(row, now);
  if (entry || !row) return { ok: false, message: (entry ?? AUTH_ERRORS.invitationInvalid).message };
  return { ok: true, email: row.email, role: row.role };
}

/** "Jane van Dijk" → first name "Jane", last name "van Dijk": the account keeps two name fields. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * POST /api/auth/accept-invitation { token, name, password } → { email, role }. The token is spent
 * in the same transaction that creates the account, so a link opened twice makes one account. The
 * account's address is proven (the link was mailed to it) and two-step verification is on.
 */
export async function acceptInvitation(
  db: Database,
  input: z.output<typeof acceptInvitationSchema>,
  now = new Date(),
): Promise<{ email: string; role: StaffRole }> {
  const tokenHash = hashOpaqueToken(input.token);
  // Checked before the password is hashed, so requests with made-up tokens cost no hashing.
  usable((await db.select().from(staffInvitations).where(byToken(tokenHash)))[0], now);
  const passwordHash = await hashPassword(input.password);
  const accepted = await db.transaction(async (tx) => {
    // Again under a lock: of two acceptances of one link, the second finds it spent.
    const row = usable((await tx.select().from(staffInvitations).where(byToken(tokenHash)).for("update"))[0], now);
    // An account made for the address meanwhile (a reader signed up): DuplicateAccountError, 409.
    const user = await createUser(tx, {
      ...splitName(input.name),
      email: row.email,
      passwordHash,
      role: row.role,
      twoFactorEnabled: true,
      emailVerifiedAt: now,
    });
    await tx.update(staffInvitations).set({ acceptedAt: now, accountId: user.id }).where(eq(staffInvitations.id, row.id));
    await auditInvitation(tx, "invitation_accepted", row, user.id, user.id);
    return { email: row.email, role: row.role };
  });
  return accepted;
}

import type { AuthEffects } from "@/lib/auth/context";
import { hashPassword } from "@/lib/auth/password";
import type { SecurityNotice } from "@/lib/auth/notifications";
import { createUser, type NewUser, type UserRow } from "@/lib/auth/repository";
import type { Database } from "@/lib/db/client";

// Every auth test file signs with this secret instead of writing one into DATA_DIR.
process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-0123456789";

export const PASSWORD = "Correct-Horse-42";

let counter = 0;
/** An account as it was before ownership was tracked, or as after proof: its e-mail and phone proven (pass null to leave them unproven). */
export async function makeUser(db: Database, overrides: Partial<NewUser> & { phoneVerifiedAt?: Date | null } = {}): Promise<UserRow> {
  counter += 1;
  const { phoneVerifiedAt, ...rest } = overrides;
  const row = await createUser(db, {
    firstName: "Ada",
    lastName: `Test ${counter}`,
    email: `user${counter}-${Date.now()}@example.com`,
    phone: `+1555${String(1_000_000 + counter).slice(-7)}`,
    countryCode: "+1",
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: new Date(),
    ...rest,
  });
  if (phoneVerifiedAt !== null && row.phone) {
    const { users } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const [updated] = await db
      .update(users)
      .set({ phoneVerifiedAt: phoneVerifiedAt ?? new Date() })
      .where(eq(users.id, row.id))
      .returning();
    return updated!;
  }
  return row;
}

/**
 * Effects that record what would have been sent; the captcha passes unless told otherwise. Work the
 * flows defer until after the answer waits in `pending` until `settle()` runs it.
 */
export function fakeEffects(captcha = true) {
  const codes: { email: string | null; phone: string | null; code: string }[] = [];
  const resets: { email: string | null; phone: string | null; token: string }[] = [];
  const links: { to: string; token: string; purpose: "verify" | "change" }[] = [];
  const notices: { to: string | null; notice: SecurityNotice }[] = [];
  const confirmations: { email: string | null | undefined; phone: string | null | undefined; code: string }[] = [];
  const invitations: { to: string; token: string; role: string }[] = [];
  const pending: (() => Promise<unknown>)[] = [];
  const effects: AuthEffects = {
    verifyCaptcha: async () => captcha,
    sendLoginCode: async (user, code) => void codes.push({ email: user.email, phone: user.phone, code }),
    sendConfirmationCode: async (to, code) => void confirmations.push({ email: to.email, phone: to.phone, code }),
    sendResetLink: async (user, token) => void resets.push({ email: user.email, phone: user.phone, token }),
    sendEmailLink: async (_user, to, token, purpose) => void links.push({ to, token, purpose }),
    sendSecurityNotice: async (user, notice, to = user.email) => void notices.push({ to, notice }),
    sendInvitation: async (invitation, token) => void invitations.push({ to: invitation.email, token, role: invitation.role }),
    later: (_label, task) => void pending.push(task),
  };
  /** Runs the deferred work, as Next does once the response has gone. */
  const settle = async () => {
    while (pending.length) await pending.shift()!();
  };
  return { effects, codes, resets, links, notices, confirmations, invitations, pending, settle };
}

export const context = (address = "203.0.113.1", deviceToken?: string, browserToken?: string) => ({
  address,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
  deviceToken,
  browserToken,
});

import "server-only";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { emailTokens } from "@/lib/db/schema";
import { InvalidInputError } from "@/lib/errors";
import { counters, withinLimit } from "./attempts";
import type { AuthEffects } from "./context";
import { AUTH_ERRORS } from "./messages";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens";
import { findUserById, markEmailVerified, replaceEmail, toPublicUser, type PublicUser, type UserRow } from "./repository";

// Proving an e-mail address with a mailed link: after registration (verify), or to confirm a new
// address (change — the account's address changes only once the link to the new one is opened).

export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A link for `email`; earlier unused links of that purpose stop working, so only the newest mail counts. */
export async function createEmailToken(
  db: Database,
  userId: number,
  email: string,
  purpose: "verify" | "change",
  now = new Date(),
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), lt(emailTokens.expiresAt, now)));
  await db.insert(emailTokens).values({
    userId,
    tokenHash: hash,
    email: email.trim(),
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Mails the link that proves the account's current address, at most a few a quarter hour (the
 * same allowance as reset mails). Nothing is sent for an address already proven.
 */
export async function sendVerificationLink(db: Database, user: UserRow, effects: AuthEffects): Promise<boolean> {
  if (!user.email || user.emailVerifiedAt) return false;
  if (!(await withinLimit(db, counters.mailsToAccount(user.id)))) return false;
  const token = await createEmailToken(db, user.id, user.email, "verify");
  const email = user.email;
  effects.later("sending the verification link", () => effects.sendEmailLink(user, email, token, "verify"));
  return true;
}

const linkInvalid = () => new InvalidInputError(AUTH_ERRORS.emailLinkInvalid, { token: AUTH_ERRORS.emailLinkInvalid.message });

export interface EmailLinkOutcome {
  message: string;
  user: PublicUser;
}

/**
 * POST /api/auth/verify-email. The link works once, for a day, and only for the address it was
 * mailed to: a verify link proves the account's address if it is still that one; a change link
 * makes its address the account's (409 if another account took it meanwhile) and tells the old one.
 */
export async function confirmEmailLink(db: Database, token: string, effects: AuthEffects, now = new Date()): Promise<EmailLinkOutcome> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, hashOpaqueToken(token)), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning();
  const user = row ? await findUserById(db, row.userId) : undefined;
  if (!row || !user) throw linkInvalid();
  if (row.purpose === "verify") {
    if (user.email?.toLowerCase() !== row.email.toLowerCase()) throw linkInvalid();
    await markEmailVerified(db, user.id, row.email, now);
    return { message: "Thank you: your e-mail address is confirmed.", user: toPublicUser((await findUserById(db, user.id)) ?? user) };
  }
  const previous = user.email;
  // Another account took the address meanwhile: DuplicateAccountError, a 409 naming `email`.
  const changed: UserRow = await replaceEmail(db, user.id, row.email, now);
  if (previous && previous.toLowerCase() !== row.email.toLowerCase()) {
    effects.later("telling the old address of an e-mail change", () =>
      effects.sendSecurityNotice(user, { kind: "email-changed", newEmail: row.email }, previous),
    );
  }
  return { message: "Your e-mail address has been changed.", user: toPublicUser(changed) };
}

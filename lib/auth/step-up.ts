import "server-only";
import type { Database } from "@/lib/db/client";
import { HttpError } from "@/lib/http/responses";
import { beginAttempt, counters, withinLimit } from "./attempts";
import type { AuthEffects, RequestContext } from "./context";
import { codeChannel } from "./notifications";
import { verifyPassword } from "./password";
import type { UserRow } from "./users";
import { consumeCode, issueCode } from "./verification-codes";

// Re-authentication before a sensitive change (setting or changing the password, turning the
// second factor off, changing the e-mail): a session alone — perhaps a stolen one — is not enough.
// An account with a password answers with it; one without (Google only) with a code mailed to it.

export interface IdentityProof {
  password?: string;
  code?: string;
}

export const STEP_UP_CODE_NEEDED = "Enter the confirmation code we sent you.";

/**
 * Checks the proof. Wrong answers count like failed sign-ins (the account's and the address's
 * counters), so a stolen session cannot be used to guess the password or the code either.
 */
export async function confirmIdentity(db: Database, row: UserRow, proof: IdentityProof, field: string, context: RequestContext): Promise<void> {
  const attempt = await beginAttempt(db, [counters.account(row.id), counters.address(context.address)]);
  if (row.passwordHash) {
    if (await verifyPassword(row.passwordHash, proof.password ?? "")) return attempt.release();
    const message = field === "currentPassword" ? "Current password is incorrect" : "Password is incorrect";
    return attempt.fail(new HttpError(400, message, { [field]: message }));
  }
  if (!proof.code) {
    await attempt.release();
    throw new HttpError(400, STEP_UP_CODE_NEEDED, { code: STEP_UP_CODE_NEEDED });
  }
  if (await consumeCode(db, row.id, proof.code, "step-up")) return attempt.release();
  return attempt.fail(new HttpError(400, "Invalid verification code", { code: "Invalid verification code" }));
}

/** POST /api/users/step-up-code: mails (or texts) a confirmation code to an account without a password. */
export async function sendStepUpCode(db: Database, row: UserRow, effects: AuthEffects): Promise<{ message: string }> {
  if (row.passwordHash) throw new HttpError(400, "This account confirms changes with its password.");
  const to = codeChannel(row);
  if (!to.target) throw new HttpError(400, "This account has no e-mail address or phone number to send a code to.");
  if (!(await withinLimit(db, counters.mailsToAccount(row.id)))) throw new HttpError(429, "Too many codes were sent. Please try again in a few minutes.", undefined, { "Retry-After": "900" });
  const code = await issueCode(db, row.id, to, "step-up");
  effects.later("sending a confirmation code", () => effects.sendConfirmationCode({ ...row, email: to.channel === "email" ? to.target : null, phone: to.channel === "sms" ? to.target : null }, code));
  return { message: to.channel === "email" ? "We have sent a confirmation code to your e-mail." : "We have sent a confirmation code to your phone." };
}

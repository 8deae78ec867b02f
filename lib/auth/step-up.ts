import "server-only";
import type { Database } from "@/lib/db/client";
import { ForbiddenError, InvalidInputError, RateLimitedError } from "@/lib/errors";
import { beginAttempt, counters, withinLimit } from "./attempts";
import type { AuthEffects, RequestContext } from "./context";
import { AUTH_ERRORS, MAILS_RETRY_AFTER_SECONDS } from "./messages";
import { codeChannel } from "./notifications";
import { verifyPassword } from "./password";
import type { UserRow } from "./repository";
import { consumeCode, issueCode } from "./verification-codes";

// Re-authentication before a sensitive change (setting or changing the password, turning the
// second factor off, changing the e-mail): a session alone — perhaps a stolen one — is not enough.
// An account with a password answers with it; one without (Google only) with a code mailed to it.
// Turning the second factor on asks for both (confirmBothFactors).

export interface IdentityProof {
  password?: string;
  code?: string;
}

/**
 * Checks the proof. Wrong answers count like failed sign-ins (the account's and the address's
 * counters), so a stolen session cannot be used to guess the password or the code either.
 */
export async function confirmIdentity(
  db: Database,
  row: UserRow,
  proof: IdentityProof,
  field: string,
  context: RequestContext,
): Promise<void> {
  const attempt = await beginAttempt(db, [counters.account(row.id), counters.address(context.address)]);
  if (row.passwordHash) {
    if (await verifyPassword(row.passwordHash, proof.password ?? "")) return attempt.release();
    const entry = field === "currentPassword" ? AUTH_ERRORS.currentPasswordIncorrect : AUTH_ERRORS.passwordIncorrect;
    return attempt.fail(new InvalidInputError(entry, { [field]: entry.message }));
  }
  if (!proof.code) {
    await attempt.release();
    throw new InvalidInputError(AUTH_ERRORS.confirmationCodeNeeded, { code: AUTH_ERRORS.confirmationCodeNeeded.message });
  }
  if (await consumeCode(db, row.id, proof.code, "step-up")) return attempt.release();
  return attempt.fail(new InvalidInputError(AUTH_ERRORS.verificationCodeInvalid, { code: AUTH_ERRORS.verificationCodeInvalid.message }));
}

/**
 * A fresh proof before a privileged act that is hard to undo (deleting an article, changing a
 * role): 403 reauth_required when the request carries none, else as confirmIdentity.
 */
export async function requireReauth(db: Database, row: UserRow, proof: IdentityProof, context: RequestContext): Promise<void> {
  if (!proof.password && !proof.code) throw new ForbiddenError(AUTH_ERRORS.reauthRequired);
  await confirmIdentity(db, row, proof, "password", context);
}

/**
 * Both factors at once, for turning two-step verification on: the password (when the account has
 * one) and a code mailed by POST /api/users/confirmation-code — which proves the codes reach their
 * owner, and is the second factor the session then counts as passed. Wrong answers count like
 * failed sign-ins.
 */
export async function confirmBothFactors(db: Database, row: UserRow, proof: IdentityProof, context: RequestContext): Promise<void> {
  const attempt = await beginAttempt(db, [counters.account(row.id), counters.address(context.address)]);
  if (row.passwordHash && !(await verifyPassword(row.passwordHash, proof.password ?? "")))
    return attempt.fail(new InvalidInputError(AUTH_ERRORS.passwordIncorrect, { password: AUTH_ERRORS.passwordIncorrect.message }));
  if (!proof.code) {
    await attempt.release();
    throw new InvalidInputError(AUTH_ERRORS.confirmationCodeNeeded, { code: AUTH_ERRORS.confirmationCodeNeeded.message });
  }
  if (await consumeCode(db, row.id, proof.code, "step-up")) return attempt.release();
  return attempt.fail(new InvalidInputError(AUTH_ERRORS.verificationCodeInvalid, { code: AUTH_ERRORS.verificationCodeInvalid.message }));
}

/**
 * POST /api/users/confirmation-code: mails (or texts) a confirmation code — the proof of an account
 * without a password, the second proof for turning two-step verification on, and the second factor
 * of a session that has not passed one (POST /api/users/second-factor).
 */
export async function sendStepUpCode(db: Database, row: UserRow, effects: AuthEffects): Promise<{ message: string }> {
  const to = codeChannel(row);
  if (!to.target) throw new InvalidInputError(AUTH_ERRORS.noCodeDestination);
  if (!(await withinLimit(db, counters.mailsToAccount(row.id))))
    throw new RateLimitedError(AUTH_ERRORS.tooManyCodes, MAILS_RETRY_AFTER_SECONDS);
  const code = await issueCode(db, row.id, to, "step-up");
  effects.later("sending a confirmation code", () =>
    effects.sendConfirmationCode(
      { ...row, email: to.channel === "email" ? to.target : null, phone: to.channel === "sms" ? to.target : null },
      code,
    ),
  );
  return {
    message:
      to.channel === "email" ? "We have sent a confirmation code to your e-mail." : "We have sent a confirmation code to your phone.",
  };
}

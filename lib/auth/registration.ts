import "server-only";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { beginAttempt, counters } from "./attempts";
import { defaultEffects, requireCaptcha, type AuthEffects, type RequestContext } from "./context";
import { sendVerificationLink } from "./email-verification";
import { hashPassword } from "./password";
import type { registrationSchema } from "./schemas";
import { createUser, toPublicUser, type PublicUser } from "./repository";

/**
 * POST /api/auth/register. A taken e-mail or phone is answered 409 (the issue asks for it, so this
 * endpoint does tell whether an address is registered); the captcha and a per-address limit on
 * attempts keep that from being used to sweep lists of addresses. The new account's e-mail and
 * phone are unproven: a link to confirm the address is mailed at once.
 */
export async function register(
  db: Database,
  input: z.output<typeof registrationSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<PublicUser> {
  const attempt = await beginAttempt(db, [counters.identityCheckAddress(context.address)]);
  await requireCaptcha(db, effects, input.recaptchaToken, context.address).catch(async (error: unknown) => {
    await attempt.release();
    throw error;
  });
  // A taken e-mail or phone is a DuplicateAccountError: 409 naming the field.
  const user = await createUser(db, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    countryCode: input.countryCode,
    passwordHash: await hashPassword(input.password),
    twoFactorEnabled: input.enableTwoFactor ?? true,
  });
  await sendVerificationLink(db, user, effects);
  return toPublicUser(user);
}

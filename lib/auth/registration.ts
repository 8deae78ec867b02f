import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { HttpError } from "@/lib/http/responses";
import type { registrationSchema } from "@/lib/validation/auth";
import { defaultEffects, requireCaptcha, throttled, type AuthEffects, type RequestContext } from "./context";
import { hashPassword } from "./password";
import { blockedUntil, recordHit, REGISTER_ADDRESS_RULE, throttleKeys } from "./throttle";
import { createUser, DuplicateAccountError, toPublicUser, type PublicUser } from "./users";

/**
 * POST /api/auth/register. A taken e-mail or phone is answered 409 (the issue asks for it, so this
 * endpoint does tell whether an address is registered); the captcha and a per-address limit on
 * attempts keep that from being used to sweep lists of addresses.
 */
export async function register(
  db: Database,
  input: z.output<typeof registrationSchema>,
  context: RequestContext,
  effects: AuthEffects = defaultEffects,
): Promise<PublicUser> {
  const addressKey = throttleKeys.registerAddress(context.address);
  const until = await blockedUntil(db, [addressKey]);
  if (until) throw throttled(until);
  await requireCaptcha(db, effects, input.recaptchaToken, context.address);
  await recordHit(db, addressKey, REGISTER_ADDRESS_RULE);
  try {
    const user = await createUser(db, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      countryCode: input.countryCode,
      passwordHash: await hashPassword(input.password),
      twoFactorEnabled: input.enableTwoFactor ?? true,
    });
    return toPublicUser(user);
  } catch (error) {
    if (error instanceof DuplicateAccountError) throw new HttpError(409, error.message, { [error.field]: error.message });
    throw error;
  }
}

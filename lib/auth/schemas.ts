import "@/lib/validation-primitives/jitless";
import { z } from "zod";
import { USER_ROLES } from "@/lib/db/enums";
import { STAFF_ROLES } from "./capabilities";
import { isKnownDialCode } from "./country-codes";
import { digitsOnly, isValidPhoneNumber, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "./identifiers";
import { MESSAGES } from "./messages";
import { MIN_PASSWORD_LENGTH, MIN_PASSWORD_SCORE, passwordScore } from "./password-strength";

// The schemas of every account form. The react-hook-form resolvers and the route handlers use the
// same ones, so the browser and the server cannot disagree on what is valid.

/** docs/behaviour.md#validation: "a simple {email} pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Long enough for any real password; short enough that hashing it cannot be used to burn CPU. */
export const MAX_PASSWORD_LENGTH = 128;
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const emailOrPhone = requiredText(MESSAGES.emailOrPhoneRequired).max(MAX_EMAIL_LENGTH, "Email or phone is too long");
const password = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
const captcha = z.string({ error: MESSAGES.captchaRequired }).min(1, MESSAGES.captchaRequired).max(10_000, MESSAGES.captchaRequired);
const flag = z.boolean({ error: "Must be true or false" }).optional();

/** A new password: the sign-up rules (at least 8 characters, strength score at least 2). */
const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
  .refine((value) => passwordScore(value) >= MIN_PASSWORD_SCORE, MESSAGES.passwordTooWeak);
const confirmPassword = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, MESSAGES.confirmPasswordRequired)
  .max(MAX_PASSWORD_LENGTH, MESSAGES.passwordsDoNotMatch);

function passwordsMatch(field: "password" | "newPassword") {
  return (values: Record<string, unknown>, context: z.RefinementCtx) => {
    const confirmation = values.confirmPassword;
    if (typeof confirmation === "string" && confirmation !== "" && confirmation !== values[field]) {
      context.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsDoNotMatch });
    }
  };
}

const name = (label: string, required: string) =>
  requiredText(required).max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters`);
const email = requiredText(MESSAGES.emailRequired).max(MAX_EMAIL_LENGTH, MESSAGES.emailInvalid).regex(EMAIL_PATTERN, MESSAGES.emailInvalid);
const countryCode = z.string({ error: "Choose a country code" }).refine(isKnownDialCode, "Choose a country code");
/** The number as typed: anything that leaves 6 to 15 digits once the rest is stripped. */
const phoneNumber = requiredText(MESSAGES.phoneRequired).max(40, MESSAGES.phoneInvalid).refine(isValidPhoneNumber, MESSAGES.phoneInvalid);

// Sign-in (docs/behaviour.md#validation "Sign-in").

export const signInSchema = z.object({
  emailOrPhone,
  password,
  recaptchaToken: captcha,
  rememberMe: flag,
});
export type SignInValues = z.infer<typeof signInSchema>;

/**
 * POST /api/auth/login: the sign-in form's schema, with the captcha optional — the server asks
 * for one once the account or the address has failed recently (docs/behaviour.md#data-shapes's payload is just
 * emailOrPhone and password). The form always sends one.
 */
export const loginRequestSchema = signInSchema.extend({ recaptchaToken: captcha.optional() });

export const twoFactorSchema = z.object({
  code: z.string({ error: MESSAGES.invalidCode }).regex(/^\d{6}$/, MESSAGES.invalidCode),
  rememberDevice: flag,
});
export type TwoFactorValues = z.infer<typeof twoFactorSchema>;

/** A code of an authenticator app (6 digits) or a recovery code (`abcde-23456`; case, spaces and the dash do not matter). */
const SIGN_IN_CODE = /^\s*(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})\s*$/;

/** The code step of an account with an authenticator app: its code, a recovery code, or the mailed code. */
export const authenticatorStepSchema = z.object({
  code: z.string({ error: MESSAGES.invalidSignInCode }).regex(SIGN_IN_CODE, MESSAGES.invalidSignInCode),
  rememberDevice: flag,
});
export type AuthenticatorStepValues = z.infer<typeof authenticatorStepSchema>;

/** The proof of a sign-in's password step that the app's and recovery codes need (lib/auth/sign-in-challenge.ts). */
const challenge = z.string().max(300, "challenge is invalid").optional();

/**
 * POST /api/auth/verify-2fa: the code plus who is signing in (docs/behaviour.md#data-shapes "Two-factor payload"). The
 * code is the mailed one, or — with the `challenge` the login answered — the app's or a recovery code.
 */
export const verifyTwoFactorSchema = twoFactorSchema.extend({
  code: z.string({ error: MESSAGES.invalidCode }).regex(SIGN_IN_CODE, MESSAGES.invalidCode),
  emailOrPhone,
  rememberMe: flag,
  challenge,
});

/** POST /api/auth/login-code: mail the sign-in code instead of using the authenticator app. */
export const signInCodeRequestSchema = z.object({ challenge: z.string({ error: "challenge is required" }).min(1).max(300) });

// Sign-up: one schema per wizard step (docs/behaviour.md#validation "Sign-up"), and the request that joins them.

export const personalStepSchema = z.object({
  firstName: name("First name", MESSAGES.firstNameRequired),
  lastName: name("Last name", MESSAGES.lastNameRequired),
});

export const accountStepSchema = z.object({ email, countryCode, phone: phoneNumber });

export const securityStepSchema = z
  .object({
    password: newPassword,
    confirmPassword,
    enableTwoFactor: z.boolean(),
    acceptTerms: z.boolean().refine((accepted) => accepted, MESSAGES.termsRequired),
  })
  .superRefine(passwordsMatch("password"));

export const verificationStepSchema = z.object({ recaptchaToken: captcha });

export const SIGN_UP_STEPS = [
  { label: "Personal Information", schema: personalStepSchema },
  { label: "Account Details", schema: accountStepSchema },
  { label: "Security Setup", schema: securityStepSchema },
  { label: "Verification", schema: verificationStepSchema },
] as const;

export type SignUpValues = z.infer<typeof personalStepSchema> &
  z.infer<typeof accountStepSchema> &
  z.infer<typeof securityStepSchema> &
  z.infer<typeof verificationStepSchema>;

/**
 * The stored phone: the country code joined to the digits (docs/behaviour.md#data-shapes). Accepts the number with its
 * country code already in front ("+1 555 123 4567") or without it ("555-123-4567").
 */
function normalizePhone(dialCode: string, typed: string): string | undefined {
  const value = typed.trim();
  let local = value;
  if (value.startsWith("+")) {
    if (!value.startsWith(dialCode)) return undefined;
    local = value.slice(dialCode.length);
  }
  const digits = digitsOnly(local);
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS ? `${dialCode}${digits}` : undefined;
}

function withNormalizedPhone<T extends { countryCode: string; phone: string }>(values: T, context: z.RefinementCtx): T {
  const phone = normalizePhone(values.countryCode, values.phone);
  if (!phone) {
    context.addIssue({ code: "custom", path: ["phone"], message: MESSAGES.phoneInvalid });
    return z.NEVER;
  }
  return { ...values, phone };
}

/** POST /api/auth/register (docs/behaviour.md#data-shapes "Registration payload"). */
export const registrationSchema = z
  .object({
    ...personalStepSchema.shape,
    ...accountStepSchema.shape,
    password: newPassword,
    confirmPassword,
    enableTwoFactor: flag,
    recaptchaToken: captcha,
  })
  .superRefine(passwordsMatch("password"))
  .transform(withNormalizedPhone);
export type RegistrationInput = z.input<typeof registrationSchema>;

// Forgotten and reset passwords.

export const forgotPasswordSchema = z.object({ emailOrPhone });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/forgot-password takes `email` or `emailOrPhone` (docs/behaviour.md#data-shapes gives both readings). */
export const forgotPasswordRequestSchema = z.preprocess((body) => {
  if (!body || typeof body !== "object") return body;
  const { email, emailOrPhone: either } = body as Record<string, unknown>;
  return { emailOrPhone: either ?? email };
}, forgotPasswordSchema);

export const resetPasswordFormSchema = z.object({ newPassword, confirmPassword }).superRefine(passwordsMatch("newPassword"));
export type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/reset-password (docs/behaviour.md#data-shapes "Reset payload"); a confirmation, when sent, must match. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: "The reset link is missing its token." })
      .min(1, "The reset link is missing its token.")
      .max(200, "The reset link is invalid."),
    newPassword,
    confirmPassword: confirmPassword.optional(),
  })
  .superRefine(passwordsMatch("newPassword"));

// Profile and settings.

const UPLOADED_AVATAR = /^\/api\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const avatar = z
  .string()
  .max(500, "Avatar address is too long")
  .refine(
    (value) => UPLOADED_AVATAR.test(value) || /^https:\/\/[^\s"'<>]+$/.test(value),
    "Avatar must be an uploaded image or an https:// address",
  )
  .nullable();

/** PUT /api/users/profile and the profile form: names, phone (optional) and avatar. */
export const profileSchema = z
  .object({
    firstName: personalStepSchema.shape.firstName,
    lastName: personalStepSchema.shape.lastName,
    countryCode,
    phone: z
      .string({ error: MESSAGES.phoneInvalid })
      .trim()
      .max(40, MESSAGES.phoneInvalid)
      .refine((value) => value === "" || isValidPhoneNumber(value), MESSAGES.phoneInvalid),
    avatar: avatar.optional(),
  })
  .transform((values, context) => {
    if (values.phone === "") return { ...values, phone: null };
    return withNormalizedPhone(values, context);
  });
export type ProfileInput = z.input<typeof profileSchema>;

/** A mailed confirmation code, for an account without a password re-authenticating in the settings. */
const confirmationCode = z
  .string({ error: MESSAGES.invalidCode })
  .regex(/^\d{6}$/, MESSAGES.invalidCode)
  .optional();

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().max(MAX_PASSWORD_LENGTH, "Current password is incorrect").optional(),
    code: confirmationCode,
    newPassword,
    confirmPassword,
  })
  .superRefine(passwordsMatch("newPassword"));
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const twoFactorSettingSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
  password: z.string().max(MAX_PASSWORD_LENGTH, "Password is incorrect").optional(),
  code: confirmationCode,
});

/** POST /api/users/second-factor: the code from POST /api/users/confirmation-code that confirms this session. */
export const sessionSecondFactorSchema = z.object({
  code: z.string({ error: MESSAGES.invalidCode }).regex(SIGN_IN_CODE, MESSAGES.invalidCode),
});

/** PUT /api/users/totp: the first code of the app being set up, and the password (or, Google only, a mailed code). */
export const authenticatorConfirmSchema = z.object({
  code: z.string({ error: MESSAGES.invalidCode }).regex(/^\d{6}$/, MESSAGES.invalidCode),
  password: z.string().max(MAX_PASSWORD_LENGTH, "Password is incorrect").optional(),
  confirmationCode,
});

/**
 * The fresh proof a sensitive act carries: the password, or (Google only) a mailed code — deleting an
 * article, changing a role (below), removing the authenticator app, new recovery codes.
 */
export const reauthSchema = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH, "Password is incorrect").optional(),
  code: confirmationCode,
});

/** PATCH /api/admin/staff/{id}: the new role, and the acting admin's fresh proof. */
export const staffRoleChangeSchema = reauthSchema.extend({
  role: z.enum(USER_ROLES, { error: `role must be one of: ${USER_ROLES.join(", ")}` }),
});

/** POST /api/admin/invitations: the address to invite (kept lowercased) and the newsroom role it gets. */
export const invitationSchema = z.object({
  email: email.transform((value) => value.toLowerCase()),
  role: z.enum(STAFF_ROLES, { error: `role must be one of: ${STAFF_ROLES.join(", ")}` }),
});
export type InvitationValues = z.input<typeof invitationSchema>;

const invitationToken = z
  .string({ error: "The invitation link is missing its token." })
  .min(1, "The invitation link is missing its token.")
  .max(200, "The invitation link is invalid.");
const fullName = name("Name", "Your name is required");

/** The accept-invitation form: a name and a new password with the sign-up rules, typed twice. */
export const acceptInvitationFormSchema = z
  .object({ name: fullName, password: newPassword, confirmPassword })
  .superRefine(passwordsMatch("password"));
export type AcceptInvitationValues = z.infer<typeof acceptInvitationFormSchema>;

/** POST /api/auth/accept-invitation { token, name, password } (a confirmation, when sent, must match). */
export const acceptInvitationSchema = z
  .object({ token: invitationToken, name: fullName, password: newPassword, confirmPassword: confirmPassword.optional() })
  .superRefine(passwordsMatch("password"));

/** PUT /api/users/email: the new address, and the password (or a mailed code) that confirms it is the owner asking. */
export const emailChangeSchema = z.object({
  email: email.transform((value) => value.toLowerCase()),
  password: z.string().max(MAX_PASSWORD_LENGTH, "Password is incorrect").optional(),
  code: confirmationCode,
});
export type EmailChangeValues = z.input<typeof emailChangeSchema>;

/** POST /api/auth/verify-email: the token of a mailed link. */
export const verifyEmailSchema = z.object({
  token: z.string({ error: "The link is missing its token." }).min(1, "The link is missing its token.").max(200, "The link is invalid."),
});

/** PUT /api/users/phone/verification: the texted code. */
export const phoneCodeSchema = z.object({ code: z.string({ error: MESSAGES.invalidCode }).regex(/^\d{6}$/, MESSAGES.invalidCode) });

/** POST /api/auth/google (docs/behaviour.md#data-shapes) plus the ID token that proves the other fields. */
export const googleSignInSchema = z.object({
  idToken: z.string({ error: "idToken is required" }).min(1, "idToken is required").max(8_000, "idToken is invalid"),
  googleId: z.string().max(255).optional(),
  email: z.string().max(MAX_EMAIL_LENGTH).optional(),
  firstName: z.string().max(MAX_NAME_LENGTH).optional(),
  lastName: z.string().max(MAX_NAME_LENGTH).optional(),
  profilePicture: z.string().max(2_000).optional(),
});

import type { ErrorEntry } from "@/lib/errors";

// The accounts slice's catalogue: the texts its forms and schemas show (MESSAGES) and the errors
// its flows raise (AUTH_ERRORS, each with a stable code). Plain values: safe in the browser.

/**
 * Texts of docs/behaviour.md#validation, #messages that the browser and the server both use. Exact wording is part of the
 * contract; tests key on these constants.
 */
export const MESSAGES = {
  emailOrPhoneRequired: "Email or phone is required",
  passwordRequired: "Password is required",
  captchaRequired: "Please complete the CAPTCHA verification",
  invalidCode: "Please enter a valid 6-digit code",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Phone number is invalid",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooWeak: "Password is too weak",
  confirmPasswordRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  termsRequired: "You must agree to the terms and conditions",

  loginFailed: "Login failed. Please check your credentials.",
  registrationFailed: "Registration failed. Please try again.",
  verificationFailed: "Verification failed. Please try again.",
  wrongCode: "Invalid verification code",
  forgotPasswordFailed: "Password reset request failed. Please try again.",
  resetPasswordFailed: "Password reset failed. Please try again.",
  profileUpdateFailed: "Profile update failed. Please try again.",
  googleFailed: "Failed to sign in with Google. Please try again.",
  googleSignInFailed: "Google sign-in failed. Please try again.",
  blockedBanner: "Your account is temporarily blocked due to too many failed login attempts.",
} as const;

/** The answer to every well-formed reset request, so it cannot be used to find accounts. */
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email or phone, we have sent it a link to reset the password. The link expires in one hour.";
export const RESET_DONE_MESSAGE = "Your password has been reset. Please sign in with your new password.";

/** Seconds before another code or link may be asked for once the per-account allowance is spent. */
const MAILS_RETRY_AFTER_SECONDS = 900;

/** The errors the account flows raise. `retryAfterSeconds` goes with the rate-limited ones. */
export const AUTH_ERRORS = {
  signInRequired: { code: "sign_in_required", message: "Please sign in to continue." },
  signInAgain: { code: "sign_in_again", message: "Please sign in again." },
  loginFailed: { code: "login_failed", message: MESSAGES.loginFailed },
  signInCodeInvalid: { code: "sign_in_code_invalid", message: MESSAGES.wrongCode },
  signInCodeNotSent: { code: "sign_in_code_not_sent", message: "We could not send your verification code. Please try again in a moment." },
  captchaRequired: { code: "captcha_required", message: MESSAGES.captchaRequired },
  /** 'Too many failed attempts. Your account is temporarily blocked for {m:ss}.' — when the block starts. */
  blockedNow: (remaining: string): ErrorEntry => ({ code: "too_many_attempts", message: blockedNowMessage(remaining) }),
  /** 'Too many failed attempts. Please try again in {m:ss}.' — on a submit while blocked. */
  stillBlocked: (remaining: string): ErrorEntry => ({ code: "too_many_attempts", message: stillBlockedMessage(remaining) }),
  emailTaken: { code: "email_taken", message: "An account with this email already exists." },
  phoneTaken: { code: "phone_taken", message: "An account with this phone number already exists." },
  emailLinkInvalid: { code: "email_link_invalid", message: "This link is invalid or has expired. Please ask for a new one." },
  resetLinkInvalid: { code: "reset_link_invalid", message: "This reset link is invalid or has expired. Please request a new one." },
  currentPasswordIncorrect: { code: "current_password_incorrect", message: "Current password is incorrect" },
  passwordIncorrect: { code: "password_incorrect", message: "Password is incorrect" },
  twoFactorOff: {
    code: "two_factor_off",
    message: "Two-step verification is off for this account: turn it on in Settings → Security.",
  },
  confirmationCodeNeeded: { code: "confirmation_code_required", message: "Enter the confirmation code we sent you." },
  verificationCodeInvalid: { code: "verification_code_invalid", message: MESSAGES.wrongCode },
  noCodeDestination: { code: "no_code_destination", message: "This account has no e-mail address or phone number to send a code to." },
  tooManyCodes: { code: "too_many_codes", message: "Too many codes were sent. Please try again in a few minutes." },
  tooManyLinks: { code: "too_many_links", message: "Too many links were sent. Please try again in a few minutes." },
  twoFactorNeedsContact: { code: "two_factor_needs_contact", message: "Add a phone number first: codes need somewhere to go." },
  emailUnchanged: { code: "email_unchanged", message: "This is already your e-mail address." },
  noEmailAddress: { code: "no_email_address", message: "This account has no e-mail address." },
  noPhoneNumber: { code: "no_phone_number", message: "Add a phone number first." },
  trustedDeviceNotFound: { code: "trusted_device_not_found", message: "No such trusted device." },
  reauthRequired: { code: "reauth_required", message: "Enter your password to confirm this change." },
  staffMemberNotFound: { code: "staff_member_not_found", message: "No such account." },
  lastAdmin: { code: "last_admin", message: "The last active administrator cannot be demoted or deactivated." },
  accountDeactivated: { code: "account_deactivated", message: "This account has been deactivated. Ask an administrator of the site." },
  googleNotConfigured: { code: "google_not_configured", message: "Google sign-in is not configured on this site." },
  googleSignInFailed: { code: "google_sign_in_failed", message: MESSAGES.googleSignInFailed },
  googleLinkedElsewhere: { code: "google_linked_elsewhere", message: "This email is already linked to another Google account." },
  avatarMissing: { code: "avatar_missing", message: "Choose an image to upload." },
  avatarTooLarge: { code: "avatar_too_large", message: "The image must be at most 1 MB." },
  avatarTypeUnsupported: { code: "avatar_type_unsupported", message: "Use a PNG, JPEG, WebP or GIF image." },
} as const satisfies Record<string, ErrorEntry | ((...args: never[]) => ErrorEntry)>;

export { MAILS_RETRY_AFTER_SECONDS };

/** docs/behaviour.md#limits: the message passed from registration hides after 6 seconds. */
export const SUCCESS_MESSAGE_MS = 6000;

/** Notices the sign-in page shows on arrival, chosen by a query flag (never text from the URL). */
export const SIGN_IN_NOTICES = {
  registered: "Registration successful! Please sign in. We have sent you a link to confirm your email address.",
  reset: "Your password has been reset. Please sign in with your new password.",
} as const;

/** 'Too many failed attempts. Your account is temporarily blocked for {m:ss}.' — shown when the block starts. */
export function blockedNowMessage(remaining: string): string {
  return `Too many failed attempts. Your account is temporarily blocked for ${remaining}.`;
}

/** 'Too many failed attempts. Please try again in {m:ss}.' — shown on a submit while blocked. */
export function stillBlockedMessage(remaining: string): string {
  return `Too many failed attempts. Please try again in ${remaining}.`;
}

/** m:ss of a duration, rounded up to the next second ("5:00", "0:07"). */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

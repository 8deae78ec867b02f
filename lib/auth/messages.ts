/**
 * Texts of spec §5 and §8 that the browser and the server both use. Exact wording is part of the
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

/** Spec §9: the message passed from registration hides after 6 seconds. */
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

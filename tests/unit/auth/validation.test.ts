/** @jest-environment node */
import { fieldErrors } from "@/lib/http/validation";
import {
  accountStepSchema,
  forgotPasswordRequestSchema,
  personalStepSchema,
  profileSchema,
  registrationSchema,
  securityStepSchema,
  signInSchema,
  twoFactorSchema,
} from "@/lib/auth/schemas";

const errors = (schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error as never);
};

test("sign-in messages", () => {
  expect(errors(signInSchema, {})).toEqual({
    emailOrPhone: "Email or phone is required",
    password: "Password is required",
    recaptchaToken: "Please complete the CAPTCHA verification",
  });
  expect(errors(twoFactorSchema, { code: "12345" })).toEqual({ code: "Please enter a valid 6-digit code" });
  expect(errors(twoFactorSchema, { code: "12345a" })).toEqual({ code: "Please enter a valid 6-digit code" });
  expect(errors(twoFactorSchema, { code: "123456" })).toEqual({});
});

test("sign-up steps", () => {
  expect(errors(personalStepSchema, { firstName: "  ", lastName: "" })).toEqual({
    firstName: "First name is required",
    lastName: "Last name is required",
  });
  expect(errors(accountStepSchema, { email: "", countryCode: "+1", phone: "" })).toEqual({
    email: "Email is required",
    phone: "Phone number is required",
  });
  expect(errors(accountStepSchema, { email: "a@b", countryCode: "+1", phone: "123" })).toEqual({
    email: "Email is invalid",
    phone: "Phone number is invalid",
  });
  const security = { password: "Correct-Horse-42", confirmPassword: "Correct-Horse-42", enableTwoFactor: true, acceptTerms: true };
  expect(errors(securityStepSchema, security)).toEqual({});
  expect(errors(securityStepSchema, { ...security, password: "", confirmPassword: "" })).toMatchObject({
    password: "Password is required",
    confirmPassword: "Please confirm your password",
  });
  expect(errors(securityStepSchema, { ...security, password: "Ab1!cd", confirmPassword: "Ab1!cd" }).password).toBe(
    "Password must be at least 8 characters",
  );
  expect(errors(securityStepSchema, { ...security, password: "abcdefgh", confirmPassword: "abcdefgh" }).password).toBe(
    "Password is too weak",
  );
  expect(errors(securityStepSchema, { ...security, confirmPassword: "Correct-Horse-43" })).toEqual({
    confirmPassword: "Passwords do not match",
  });
  expect(errors(securityStepSchema, { ...security, acceptTerms: false })).toEqual({
    acceptTerms: "You must agree to the terms and conditions",
  });
});

test("registration joins the country code to the digits, and refuses a number from another country", () => {
  const base = {
    firstName: " Ada ",
    lastName: "Lovelace",
    email: " ada@example.com ",
    countryCode: "+44",
    password: "Correct-Horse-42",
    confirmPassword: "Correct-Horse-42",
    recaptchaToken: "t",
  };
  expect(registrationSchema.parse({ ...base, phone: "+44 7700 900123" })).toMatchObject({
    firstName: "Ada",
    email: "ada@example.com",
    phone: "+447700900123",
  });
  expect(registrationSchema.parse({ ...base, phone: "7700-900-123" }).phone).toBe("+447700900123");
  expect(errors(registrationSchema, { ...base, phone: "+1 555 123 4567" })).toEqual({ phone: "Phone number is invalid" });
  expect(errors(registrationSchema, { ...base, countryCode: "+999", phone: "5551234567" })).toMatchObject({
    countryCode: "Choose a country code",
  });
});

test("forgot-password takes email or emailOrPhone", () => {
  expect(forgotPasswordRequestSchema.parse({ email: "a@b.c" })).toEqual({ emailOrPhone: "a@b.c" });
  expect(forgotPasswordRequestSchema.parse({ emailOrPhone: "+15551234567", email: "ignored@b.c" })).toEqual({
    emailOrPhone: "+15551234567",
  });
  expect(errors(forgotPasswordRequestSchema, {})).toEqual({ emailOrPhone: "Email or phone is required" });
});

test("profile: optional phone, safe avatars only", () => {
  const base = { firstName: "Ada", lastName: "L", countryCode: "+1" };
  expect(profileSchema.parse({ ...base, phone: "" })).toMatchObject({ phone: null });
  expect(profileSchema.parse({ ...base, phone: "555 123 4567", avatar: "/api/uploads/avatar-1-0123456789abcdef.png" })).toMatchObject({
    phone: "+15551234567",
  });
  for (const avatar of [
    "javascript:alert(1)",
    "http://insecure.example/a.png",
    "/api/uploads/../secret",
    'https://x.example/a.png" onerror="x',
  ]) {
    expect(errors(profileSchema, { ...base, phone: "", avatar })).toHaveProperty("avatar");
  }
});

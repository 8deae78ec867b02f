/** Phone numbers: 6 to 15 digits once everything else is stripped (docs/behaviour.md#validation, #limits). */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

export function isValidPhoneNumber(value: string): boolean {
  const digits = digitsOnly(value);
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}

/** The stored form (docs/behaviour.md#data-shapes): the country code joined to the number's digits, e.g. "+15551234567". */
export function joinPhone(dialCode: string, number: string): string {
  return `${dialCode}${digitsOnly(number)}`;
}

export type Identifier = { kind: "email"; email: string } | { kind: "phone"; digits: string };

/**
 * What a reader typed in "Email or phone": an e-mail address (compared case-insensitively) or a
 * phone number, with or without its country code.
 */
export function parseIdentifier(input: string): Identifier | undefined {
  const value = input.trim();
  if (value.includes("@")) return { kind: "email", email: value.toLowerCase() };
  if (!/^\+?[\d\s().-]+$/.test(value)) return undefined;
  const digits = digitsOnly(value);
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS + 4 ? { kind: "phone", digits } : undefined;
}

/** "jane@example.com" → "j•••@example.com": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return email;
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** "+15551234567" → "•••• 4567". */
export function maskPhone(phone: string): string {
  return `•••• ${digitsOnly(phone).slice(-4)}`;
}

/** @jest-environment node */
import { COUNTRY_CODES, countryForDialCode, DEFAULT_DIAL_CODE, flagEmoji, isKnownDialCode } from "@/lib/auth/country-codes";
import { isValidPhoneNumber, joinPhone, maskEmail, maskPhone, parseIdentifier } from "@/lib/auth/identifiers";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { formatCountdown } from "@/lib/auth/messages";

test("about sixty countries, each with a dial code and a flag; +1 by default", () => {
  expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(60);
  expect(new Set(COUNTRY_CODES.map((entry) => entry.iso)).size).toBe(COUNTRY_CODES.length);
  for (const entry of COUNTRY_CODES) {
    expect(entry.dial).toMatch(/^\+\d{1,4}$/);
    expect([...flagEmoji(entry.iso)]).toHaveLength(2);
  }
  expect(DEFAULT_DIAL_CODE).toBe("+1");
  expect(COUNTRY_CODES[0]).toEqual({ iso: "US", country: "United States", dial: "+1" });
  expect(flagEmoji("gb")).toBe("🇬🇧");
  expect(isKnownDialCode("+44")).toBe(true);
  expect(isKnownDialCode("+999")).toBe(false);
  expect(countryForDialCode("+7")?.iso).toBe("RU");
});

test("phone numbers: 6 to 15 digits once the rest is stripped; stored as code + digits", () => {
  expect(isValidPhoneNumber("(555) 12")).toBe(false);
  expect(isValidPhoneNumber("555-123")).toBe(true);
  expect(isValidPhoneNumber("1".repeat(15))).toBe(true);
  expect(isValidPhoneNumber("1".repeat(16))).toBe(false);
  expect(joinPhone("+44", "07700 900-123")).toBe("+4407700900123");
});

test("an identifier is an e-mail (lower-cased) or a phone number", () => {
  expect(parseIdentifier("  Ada@Example.COM ")).toEqual({ kind: "email", email: "ada@example.com" });
  expect(parseIdentifier("+1 (555) 123-4567")).toEqual({ kind: "phone", digits: "15551234567" });
  expect(parseIdentifier("555 1234")).toEqual({ kind: "phone", digits: "5551234" });
  expect(parseIdentifier("robert'); drop table users;--")).toBeUndefined();
  expect(parseIdentifier("123")).toBeUndefined();
});

test("masks keep enough to recognise, little to harvest", () => {
  expect(maskEmail("jane.doe@example.com")).toBe("j•••@example.com");
  expect(maskPhone("+15551234567")).toBe("•••• 4567");
});

test("callback URLs stay on this site", () => {
  expect(safeCallbackUrl("/profile?tab=1")).toBe("/profile?tab=1");
  for (const hostile of [
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    null,
    undefined,
    "/\u0000x",
  ]) {
    expect(safeCallbackUrl(hostile)).toBe("/");
  }
});

test("countdowns read m:ss, rounded up to the second", () => {
  expect(formatCountdown(5 * 60 * 1000)).toBe("5:00");
  expect(formatCountdown(299_001)).toBe("5:00");
  expect(formatCountdown(298_999)).toBe("4:59");
  expect(formatCountdown(7_000)).toBe("0:07");
  expect(formatCountdown(-5)).toBe("0:00");
});

/** @jest-environment node */
import { PASSWORD_REQUIREMENTS, passwordScore, STRENGTH_LEVELS, strengthLevel } from "@/lib/auth/password-strength";

test.each([
  ["", 0],
  ["abc", 0], // lowercase: 1 point → 0
  ["abcdefgh", 1], // length ≥ 8 + lowercase: 2 → 1
  ["Abcdefgh", 2], // + uppercase: 3 → 2
  ["Ab1!", 2], // upper, lower, digit, special: 4 → 2
  ["Abcdefgh1", 2], // 4 → 2
  ["Abcdefgh1!", 3], // 5 → 3
  ["Abcdefghijk1!", 4], // 6 → 4
  ["abcdefghijklmnop", 2], // ≥ 8, ≥ 12, lower: 3 → 2
])("%j scores %i (points / 1.5, rounded down, capped at 4)", (password, score) => {
  expect(passwordScore(password)).toBe(score);
});

test("the five levels carry the spec's names", () => {
  expect(STRENGTH_LEVELS).toEqual(["Very Weak", "Weak", "Fair", "Good", "Strong"]);
  expect([0, 1, 2, 3, 4].map(strengthLevel)).toEqual(["Very Weak", "Weak", "Fair", "Good", "Strong"]);
});

test("the checklist reports each requirement", () => {
  const met = (password: string) =>
    PASSWORD_REQUIREMENTS.filter((requirement) => requirement.test(password)).map((requirement) => requirement.label);
  expect(met("")).toEqual([]);
  expect(met("Abcdefg1!")).toEqual([
    "At least 8 characters",
    "One uppercase letter",
    "One lowercase letter",
    "One number",
    "One special character",
  ]);
  expect(met("ab 1")).toEqual(["One lowercase letter", "One number", "One special character"]);
});

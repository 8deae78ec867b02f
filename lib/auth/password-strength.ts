/** The strength meter of docs/behaviour.md#validation: levels 0–4. */
export const STRENGTH_LEVELS = ["Very Weak", "Weak", "Fair", "Good", "Strong"] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];

export const MIN_PASSWORD_LENGTH = 8;
/** Sign-up refuses passwords scoring below this. */
export const MIN_PASSWORD_SCORE = 2;

/** The checklist shown under the meter; each line is one of the points the score counts. */
export const PASSWORD_REQUIREMENTS = [
  { label: "At least 8 characters", test: (password: string) => password.length >= MIN_PASSWORD_LENGTH },
  { label: "One uppercase letter", test: (password: string) => /[A-Z]/.test(password) },
  { label: "One lowercase letter", test: (password: string) => /[a-z]/.test(password) },
  { label: "One number", test: (password: string) => /\d/.test(password) },
  { label: "One special character", test: (password: string) => /[^A-Za-z0-9]/.test(password) },
] as const;

/**
 * One point each for length ≥ 8, length ≥ 12, an uppercase letter, a lowercase letter, a digit and
 * a special character; the total divided by 1.5, rounded down, capped at 4.
 */
export function passwordScore(password: string): number {
  const points = [
    password.length >= 8,
    password.length >= 12,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  return Math.min(4, Math.floor(points / 1.5));
}

export function strengthLevel(score: number): StrengthLevel {
  return STRENGTH_LEVELS[Math.max(0, Math.min(4, score))] ?? "Very Weak";
}

import type { ErrorEntry } from "@/lib/errors";

export const CAPTCHA_ERRORS = {
  altchaNotUsed: { code: "altcha_not_used", message: "This site does not use ALTCHA." },
} as const satisfies Record<string, ErrorEntry>;

import type { AuthEffects } from "@/lib/auth/context";
import { hashPassword } from "@/lib/auth/password";
import { createUser, type NewUser, type UserRow } from "@/lib/auth/users";
import type { Database } from "@/lib/db/client";

// Every auth test file signs with this secret instead of writing one into DATA_DIR.
process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-0123456789";

export const PASSWORD = "Correct-Horse-42";

let counter = 0;
export async function makeUser(db: Database, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  counter += 1;
  return createUser(db, {
    firstName: "Ada",
    lastName: `Test ${counter}`,
    email: `user${counter}-${Date.now()}@example.com`,
    phone: `+1555${String(1_000_000 + counter).slice(-7)}`,
    countryCode: "+1",
    passwordHash: await hashPassword(PASSWORD),
    ...overrides,
  });
}

/** Effects that record what would have been sent; the captcha passes unless told otherwise. */
export function fakeEffects(captcha = true) {
  const codes: { email: string | null; phone: string | null; code: string }[] = [];
  const resets: { email: string | null; token: string }[] = [];
  const effects: AuthEffects = {
    verifyCaptcha: async () => captcha,
    sendLoginCode: async (user, code) => void codes.push({ email: user.email, phone: user.phone, code }),
    sendResetLink: async (user, token) => void resets.push({ email: user.email, token }),
  };
  return { effects, codes, resets };
}

export const context = (address = "203.0.113.1", deviceToken?: string) => ({ address, userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0", deviceToken });

import { randomBytes, randomInt } from "node:crypto";
import { expect, test as base, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { seedStaff } from "@/lib/db/seed/staff";
import { solveCaptcha } from "./captcha";
import { waitForCode } from "./mailbox";
import { DEMO_STAFF_PASSWORD, GOOGLE_CLIENT_ID, SERVICES_URL } from "./services";

export interface Reader {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  /** The national number as typed in the form. */
  phone: string;
  password: string;
}

/** A reader no other test uses: unique e-mail and phone. */
export function newReader(overrides: Partial<Reader> = {}): Reader {
  const id = randomBytes(5).toString("hex");
  return {
    firstName: "Ada",
    lastName: `Reader ${id}`,
    email: `reader-${id}@example.com`,
    countryCode: "+1",
    phone: `555${randomInt(1_000_000, 9_999_999)}`,
    password: "Correct-Horse-42",
    ...overrides,
  };
}

/** A client address of its own per test: the app counts sign-in failures per address too. */
export function newAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Every test runs as its own client (X-Forwarded-For, trusted because the e2e server runs with
 * TRUST_PROXY=1), so one test's failed sign-ins never throttle another's.
 */
export const test = base.extend<{ clientAddress: string }>({
  // (The fixture callback is not React's `use`, hence the other name.)
  clientAddress: async ({}, provide) => provide(newAddress()),
  extraHTTPHeaders: async ({ clientAddress }, provide) => provide({ "x-forwarded-for": clientAddress }),
});

export { expect };

export async function register(request: APIRequestContext, reader: Reader, options: { twoFactor?: boolean } = {}): Promise<{ id: number }> {
  const response = await request.post("/api/auth/register", {
    data: {
      firstName: reader.firstName,
      lastName: reader.lastName,
      email: reader.email,
      phone: `${reader.countryCode}${reader.phone}`,
      countryCode: reader.countryCode,
      password: reader.password,
      confirmPassword: reader.password,
      enableTwoFactor: options.twoFactor ?? true,
      recaptchaToken: await solveCaptcha(request),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { user: { id: number } }).user;
}

/** Signs in through the REST API, reading the second-factor code from the mail when asked for one. */
export async function signInByApi(request: APIRequestContext, reader: Pick<Reader, "email" | "password">): Promise<string> {
  const since = Date.now();
  const login = await request.post("/api/auth/login", {
    data: { emailOrPhone: reader.email, password: reader.password, recaptchaToken: await solveCaptcha(request) },
  });
  expect(login.status(), await login.text()).toBe(200);
  const answer = (await login.json()) as { token?: string; requireTwoFactor?: boolean };
  if (answer.token) return answer.token;
  const code = await waitForCode(reader.email, since);
  const verify = await request.post("/api/auth/verify-2fa", { data: { emailOrPhone: reader.email, code, rememberDevice: false } });
  expect(verify.status(), await verify.text()).toBe(200);
  return ((await verify.json()) as { token: string }).token;
}

/** A new reader without a second factor, signed in through the API: their id and Bearer token. */
export async function newSignedInReader(
  request: APIRequestContext,
  overrides: Partial<Reader> = {},
): Promise<{ reader: Reader; id: number; token: string }> {
  const reader = newReader(overrides);
  const { id } = await register(request, reader, { twoFactor: false });
  return { reader, id, token: await signInByApi(request, reader) };
}

/** The configured admin's Bearer token (ADMIN_EMAIL / ADMIN_PASSWORD of the e2e server). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = await import("./services");
  return signInByApi(request, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
}

/**
 * Signs a browser context in with a token from the API: the web session cookie is the same signed
 * token (lib/auth/next-auth.ts), so no sign-in screen is needed where the screen is not under test.
 */
export async function signInBrowser(context: BrowserContext, baseURL: string | undefined, token: string): Promise<void> {
  await context.addCookies([
    { name: "next-auth.session-token", value: token, url: baseURL ?? "http://127.0.0.1:3210", httpOnly: true, sameSite: "Lax" },
  ]);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An ID token signed by the run's stand-in for Google (tests/e2e/support/global-setup.ts), for the app's client id. */
export async function googleIdToken(claims: Record<string, unknown>): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: "https://accounts.google.com",
    aud: GOOGLE_CLIENT_ID,
    email_verified: true,
    iat: now,
    exp: now + 600,
    ...claims,
  };
  const response = await fetch(`${SERVICES_URL}/google/token`, { method: "POST", body: JSON.stringify(payload) });
  return ((await response.json()) as { token: string }).token;
}

type StaffRole = (typeof seedStaff)[number]["role"];
const staffTokens = new Map<StaffRole, Promise<string>>();

/** The Bearer token of the demo staff member of `role` (lib/db/seed/staff.ts), signed in once per worker. */
export function seedStaffToken(request: APIRequestContext, role: StaffRole): Promise<string> {
  const account = seedStaff.find((candidate) => candidate.role === role)!;
  if (!staffTokens.has(role)) staffTokens.set(role, signInByApi(request, { email: account.email, password: DEMO_STAFF_PASSWORD }));
  return staffTokens.get(role)!;
}

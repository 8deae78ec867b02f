/** @jest-environment node */
import { captchaConfig, verifyCaptcha } from "@/lib/captcha/captcha";
import type { Database } from "@/lib/db/client";

process.env.CAPTCHA_PROVIDER = "turnstile";
process.env.TURNSTILE_SITE_KEY = "site-key";
process.env.TURNSTILE_SECRET_KEY = "secret-key";

const db = {} as Database;
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

test("the browser gets the provider and site key, never the secret", () => {
  expect(captchaConfig()).toEqual({ provider: "turnstile", siteKey: "site-key" });
});

test("Turnstile answers are checked with Cloudflare, sending the secret and the client address", async () => {
  const calls: { url: string; body: string }[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body) });
    return new Response(JSON.stringify({ success: String(init?.body).includes("response=good") }));
  }) as typeof fetch;
  expect(await verifyCaptcha(db, "good", "203.0.113.9")).toBe(true);
  expect(await verifyCaptcha(db, "bad", "203.0.113.9")).toBe(false);
  expect(calls[0]?.url).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
  expect(new URLSearchParams(calls[0]?.body)).toEqual(
    new URLSearchParams({ secret: "secret-key", response: "good", remoteip: "203.0.113.9" }),
  );
});

test("an unreachable provider fails closed", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
  global.fetch = jest.fn(async () => {
    throw new Error("network down");
  }) as typeof fetch;
  expect(await verifyCaptcha(db, "good")).toBe(false);
  log.mockRestore();
});

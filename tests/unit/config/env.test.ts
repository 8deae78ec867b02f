/** @jest-environment node */
import path from "node:path";
import { readEnv } from "@/lib/config/env";

test("defaults: port 3000, .data, embedded database, ALTCHA, demo content", () => {
  const config = readEnv({});
  expect(config.PORT).toBe(3000);
  expect(config.siteUrl).toBe("http://localhost:3000");
  expect(config.dataDir).toBe(path.resolve(".data"));
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.CAPTCHA_PROVIDER).toBe("altcha");
  expect(config.SEED_DEMO_CONTENT).toBe(true);
  expect(config.TRUST_PROXY).toBe(0);
  expect(config.GOOGLE_JWKS_URL).toBe("https://www.googleapis.com/oauth2/v3/certs");
  expect([config.ALTCHA_COST, config.ALTCHA_MAX_COUNTER]).toEqual([1000, 4000]);
});

test("SITE_URL wins over PORT and loses its trailing slash; blank values count as unset", () => {
  const config = readEnv({ PORT: "4000", SITE_URL: "https://basispoint.example/", DATABASE_URL: "" });
  expect(config.siteUrl).toBe("https://basispoint.example");
  expect(config.DATABASE_URL).toBeUndefined();
});

test.each([
  [{ PORT: "http" }, /PORT/],
  [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL: must start with postgres/],
  [{ AUTH_SECRET: "short" }, /AUTH_SECRET: must be at least 32 characters/],
  [{ CAPTCHA_PROVIDER: "hcaptcha" }, /CAPTCHA_PROVIDER/],
  [{ SMTP_URL: "http://mail" }, /SMTP_URL/],
  [{ CAPTCHA_PROVIDER: "recaptcha" }, /RECAPTCHA_SITE_KEY: is required when CAPTCHA_PROVIDER is recaptcha/],
  [{ CAPTCHA_PROVIDER: "turnstile", TURNSTILE_SITE_KEY: "k" }, /TURNSTILE_SECRET_KEY/],
  [{ ADMIN_EMAIL: "admin@example.com" }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
  [{ TRUST_PROXY: "-1" }, /TRUST_PROXY/],
  [{ ALTCHA_COST: "0" }, /ALTCHA_COST/],
])("rejects %j with a message naming the variable", (source, message) => {
  expect(() => readEnv(source)).toThrow(message);
});

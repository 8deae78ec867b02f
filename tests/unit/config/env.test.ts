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

test("several nodes: in production with DATABASE_URL, AUTH_SECRET is required; S3 settings come together", () => {
  const server = { NODE_ENV: "production", DATABASE_URL: "postgres://db/basis_point" };
  expect(() => readEnv(server)).toThrow(/AUTH_SECRET: is required in production when DATABASE_URL is set/);
  expect(readEnv({ ...server, AUTH_SECRET: "s".repeat(40) }).AUTH_SECRET).toHaveLength(40);
  // `next build` never opens the database, and the embedded database is a single node.
  expect(() => readEnv({ ...server, NEXT_PHASE: "phase-production-build" })).not.toThrow();
  expect(() => readEnv({ NODE_ENV: "production" })).not.toThrow();
  expect(() => readEnv({ REDIS_URL: "http://cache" })).toThrow(/REDIS_URL: must start with redis/);
  expect(() => readEnv({ S3_BUCKET: "uploads" })).toThrow(/S3_REGION: is required when S3 storage is configured/);
  const s3 = readEnv({ S3_BUCKET: "b", S3_REGION: "r", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", S3_FORCE_PATH_STYLE: "true" });
  expect(s3.S3_FORCE_PATH_STYLE).toBe(true);
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { seedStaff } from "@/lib/db/seed/staff";
import { newReader } from "../support/accounts";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { spawnServer } from "../support/spawn-server";

// Servers this spec starts itself (on E2E_PORT + 3), one at a time: the production build against a
// database that cannot be reached, and two starts in a row on one data folder for ADMIN_EMAIL and
// for DEMO_STAFF_PASSWORD.

test.describe.configure({ mode: "serial", timeout: 120_000 });

test("with the database unreachable, the API and pages answer 503 with Retry-After, never a 500 or a stack trace", async () => {
  const server = await spawnServer({ DATABASE_URL: "postgres://127.0.0.1:1/unreachable" });
  try {
    // Each call and the status it must get: a body that fails validation is refused before the
    // database is needed (400, naming the fields); everything else needs it (503 with Retry-After).
    const calls: [string, number, RequestInit?][] = [
      ["/api/health", 503],
      ["/api/posts", 503],
      ["/api/posts/category/business", 503],
      [
        "/api/auth/login",
        503,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ emailOrPhone: "a@example.com", password: "x" }),
        },
      ],
      ["/api/auth/register", 400, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({}) }],
      ["/api/users/profile", 503, { headers: { authorization: "Bearer not-a-token" } }],
      ["/api/comments/post/1/", 503],
    ];
    for (const [pathname, status, init] of calls) {
      const response = await fetch(`${server.url}${pathname}`, init);
      const text = await response.text();
      expect(response.status, `${pathname}: ${text}`).toBe(status);
      expect(response.headers.get("content-type"), pathname).toContain("application/json");
      expect(text).not.toMatch(/ECONNREFUSED|at \w+ \(|node_modules/);
      const answer = JSON.parse(text) as { message?: unknown; code?: unknown; errors?: Record<string, unknown> };
      if (status === 503) {
        expect([answer.code, response.headers.get("retry-after")], pathname).toEqual(["service_unavailable", "10"]);
      } else {
        expect(answer.code, pathname).toBe("invalid_request");
        // Every required field of an empty sign-up, each with its own message: validation needs no database.
        expect(answer.errors, pathname).toEqual({
          firstName: "First name is required",
          lastName: "Last name is required",
          email: "Email is required",
          countryCode: "Choose a country code",
          phone: "Phone number is required",
          password: "Password is required",
          confirmPassword: "Please confirm your password",
          recaptchaToken: "Please complete the CAPTCHA verification",
        });
      }
      expect(typeof answer.message, pathname).toBe("string");
    }
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    const article = await fetch(`${server.url}/post/1`);
    expect(article.status).toBe(503);
    expect(article.headers.get("retry-after")).toBe("10");
    expect(await article.text()).not.toMatch(/ECONNREFUSED|at \w+ \(/);
    expect(server.output()).toContain("requests answer 503 until it is back");
  } finally {
    await server.stop();
  }
});

test("takeover by ADMIN_EMAIL: an address someone registered before the operator set it is not promoted at the next start", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-admin-"));
  const squatter = newReader({ password: "Squatter-Pass-1" });
  let server = await spawnServer({ DATABASE_URL: undefined }, dataDir);
  let squatterId: number;
  try {
    const { solveChallenge } = await import("altcha-lib");
    const { deriveKey } = await import("altcha-lib/algorithms/pbkdf2");
    const challenge = (await (await fetch(`${server.url}/api/captcha/challenge`)).json()) as Parameters<
      typeof solveChallenge
    >[0]["challenge"];
    const solution = await solveChallenge({ challenge, deriveKey });
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...squatter,
        phone: `+1${squatter.phone}`,
        confirmPassword: squatter.password,
        enableTwoFactor: false,
        recaptchaToken: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
      }),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    squatterId = ((await registered.json()) as { user: { id: number } }).user.id;
  } finally {
    await server.stop();
  }

  server = await spawnServer({ DATABASE_URL: undefined, ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: "Operator-Pass-1" }, dataDir);
  try {
    await expect
      .poll(() => server.output(), { timeout: 20_000 })
      .toContain(
        `ADMIN_EMAIL ${squatter.email} belongs to an existing reader account (id ${squatterId}, address never confirmed); it was NOT made an admin.`,
      );
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ emailOrPhone: squatter.email, password: squatter.password }),
    });
    const { token, user } = (await login.json()) as { token: string; user: { role: string } };
    expect(user.role).toBe("user");
    expect((await fetch(`${server.url}/api/admin/comments`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    // Nor does the operator's password open it.
    const operator = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
      body: JSON.stringify({ emailOrPhone: squatter.email, password: "Operator-Pass-1" }),
    });
    expect(operator.status).toBe(401);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("the demo staff have no password — no known password reaches production — until the operator gives one with DEMO_STAFF_PASSWORD", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-demo-staff-"));
  const login = (url: string, email: string, address: string) =>
    fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ emailOrPhone: email, password: DEMO_STAFF_PASSWORD }),
    });
  const editor = seedStaff.find((member) => member.role === "editor")!;
  const admin = seedStaff.find((member) => member.role === "admin")!;
  let server = await spawnServer({ DATABASE_URL: undefined }, dataDir);
  try {
    const refused = await login(server.url, editor.email, "10.8.8.1");
    expect(refused.status, await refused.clone().text()).toBe(401);
  } finally {
    await server.stop();
  }
  server = await spawnServer({ DATABASE_URL: undefined, DEMO_STAFF_PASSWORD }, dataDir);
  try {
    await expect.poll(() => server.output(), { timeout: 20_000 }).toContain("4 demo staff accounts now sign in with DEMO_STAFF_PASSWORD");
    const accepted = await login(server.url, admin.email, "10.8.8.2");
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    // The password is the first factor only: the seeded staff have two-step on.
    expect(await accepted.json()).toMatchObject({ requireTwoFactor: true });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

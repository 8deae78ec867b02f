import { createHash, randomBytes } from "node:crypto";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import pg from "pg";
import type { AuditPage } from "@/lib/newsroom/types";
import { createScratchDatabase } from "@/tests/support/scratch-database";
import { adminToken, bearer, expect, newReader, newSignedInReader, register, signInByApi, test } from "../support/accounts";
import { waitForCode, waitForInvitationToken } from "../support/mailbox";
import { spawnServer } from "../support/spawn-server";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { seedStaff } from "@/lib/db/seed/staff";

// Staff invitations (issue 24): an admin invites an address with a role, the mailed link creates
// the account, and its first sign-in asks for the mailed code before any staff route answers.

const answer = async (response: APIResponse): Promise<Record<string, unknown>> => ({
  status: response.status(),
  ...((await response.json()) as object),
});
const newAddress = () => `journalist-${randomBytes(5).toString("hex")}@example.com`;
const PASSWORD = "Inverted-Pyramid-77";

async function invite(request: APIRequestContext, admin: string, email: string, role = "contributor") {
  const since = Date.now();
  const response = await request.post("/api/admin/invitations", { headers: bearer(admin), data: { email, role } });
  expect(response.status(), await response.text()).toBe(201);
  const sent = (await response.json()) as { id: number; email: string; role: string; expiresAt: string };
  return { sent, token: await waitForInvitationToken(email, since) };
}

const accept = (request: APIRequestContext, token: string, name = "Jane van Dijk", password = PASSWORD) =>
  request.post("/api/auth/accept-invitation", { data: { token, name, password } });

test("an invited journalist accepts from the mailed link, signs in with the mailed code and works as a contributor", async ({
  request,
}) => {
  const admin = await adminToken(request);
  const email = newAddress();
  const { sent, token } = await invite(request, admin, email.toUpperCase());
  expect(sent).toEqual({ id: expect.any(Number), email, role: "contributor", expiresAt: expect.any(String) });
  const week = Date.parse(sent.expiresAt) - Date.now();
  expect(week).toBeGreaterThan(7 * 24 * 3600_000 - 120_000);
  expect(week).toBeLessThanOrEqual(7 * 24 * 3600_000);

  const open = (await (await request.get("/api/admin/invitations", { headers: bearer(admin) })).json()) as { id: number; status: string }[];
  expect(open.find((invitation) => invitation.id === sent.id)).toMatchObject({ email, role: "contributor", status: "pending" });

  // The page the link opens names the address and the role.
  const page = await request.get(`/accept-invitation?token=${encodeURIComponent(token)}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("as a contributor");

  const weak = await accept(request, token, "Jane van Dijk", "password");
  expect(await answer(weak)).toMatchObject({ status: 400, errors: { password: expect.any(String) } });
  const accepted = await accept(request, token);
  expect(accepted.status(), await accepted.text()).toBe(201);
  expect(await accepted.json()).toEqual({ email, role: "contributor" });
  // The token is spent.
  expect(await answer(await accept(request, token))).toMatchObject({ status: 400, code: "invitation_used" });

  // The first sign-in asks for the mailed code; with it the newsroom answers.
  const since = Date.now();
  const login = await request.post("/api/auth/login", { data: { emailOrPhone: email, password: PASSWORD } });
  expect(await answer(login)).toMatchObject({ status: 200, requireTwoFactor: true });
  expect((await login.json()) as object).not.toHaveProperty("token");
  const verify = await request.post("/api/auth/verify-2fa", { data: { emailOrPhone: email, code: await waitForCode(email, since) } });
  expect(verify.status(), await verify.text()).toBe(200);
  const journalist = bearer(String(((await verify.json()) as { token: string }).token));
  expect((await request.get("/api/admin/posts", { headers: journalist })).status()).toBe(200);
  const profile = (await (await request.get("/api/users/profile", { headers: journalist })).json()) as Record<string, unknown>;
  expect(profile).toMatchObject({
    email,
    firstName: "Jane",
    lastName: "van Dijk",
    role: "contributor",
    emailVerified: true,
    twoFactorEnabled: true,
  });
  // A contributor manages no one.
  expect(await answer(await request.get("/api/admin/invitations", { headers: journalist }))).toMatchObject({
    status: 403,
    code: "admin_only",
  });

  const staff = (await (await request.get("/api/admin/staff", { headers: bearer(admin) })).json()) as { email: string }[];
  expect(staff.find((member) => member.email === email)).toMatchObject({ name: "Jane van Dijk", role: "contributor", twoFactor: true });
  const audit = (await (await request.get("/api/admin/audit", { headers: bearer(admin) })).json()) as AuditPage;
  const mine = audit.entries.filter((entry) => entry.details.invitation === sent.id).map((entry) => entry.action);
  expect(mine).toEqual(["invitation_accepted", "invitation_sent"]);
  expect(await answer(await request.get("/api/admin/invitations", { headers: bearer(admin) }))).toMatchObject({ status: 200 });
  const after = (await (await request.get("/api/admin/invitations", { headers: bearer(admin) })).json()) as { id: number }[];
  expect(after.some((invitation) => invitation.id === sent.id)).toBe(false);
});

test("a revoked link, a link replaced by a resend or a second invitation, and an unknown one are refused with their own codes", async ({
  request,
}) => {
  const admin = await adminToken(request);
  const email = newAddress();
  const first = await invite(request, admin, email);
  const second = await invite(request, admin, email, "author");
  expect(second.sent.id).toBe(first.sent.id);
  expect(await answer(await accept(request, first.token))).toMatchObject({ status: 400, code: "invitation_invalid" });

  const since = Date.now();
  const resent = await request.post(`/api/admin/invitations/${first.sent.id}/resend`, { headers: bearer(admin) });
  expect(await answer(resent)).toMatchObject({ status: 200, id: first.sent.id, email, role: "author" });
  const third = await waitForInvitationToken(email, since);
  expect(await answer(await accept(request, second.token))).toMatchObject({ status: 400, code: "invitation_invalid" });

  const revoked = await request.delete(`/api/admin/invitations/${first.sent.id}`, { headers: bearer(admin) });
  expect(revoked.status()).toBe(204);
  const refused = await answer(await accept(request, third));
  expect(refused).toMatchObject({ status: 400, code: "invitation_revoked", errors: { token: refused.message } });
  expect(String(refused.message)).toContain("withdrawn");
  expect((await request.delete(`/api/admin/invitations/${first.sent.id}`, { headers: bearer(admin) })).status()).toBe(404);
  expect((await request.post(`/api/admin/invitations/${first.sent.id}/resend`, { headers: bearer(admin) })).status()).toBe(404);
  expect(await answer(await accept(request, "not-a-token"))).toMatchObject({ status: 400, code: "invitation_invalid" });
  expect(await answer(await request.post("/api/auth/accept-invitation", { data: { token: third } }))).toMatchObject({ status: 400 });

  const audit = (await (await request.get("/api/admin/audit", { headers: bearer(admin) })).json()) as AuditPage;
  expect(audit.entries.filter((entry) => entry.details.invitation === first.sent.id).map((entry) => entry.action)).toEqual([
    "invitation_revoked",
    "invitation_resent",
    "invitation_resent",
    "invitation_sent",
  ]);
});

test("an address with an account is 409 saying what to do; bad input is 400", async ({ request }) => {
  const admin = bearer(await adminToken(request));
  const reader = newReader();
  await register(request, reader);
  const taken = await answer(
    await request.post("/api/admin/invitations", { headers: admin, data: { email: reader.email, role: "author" } }),
  );
  expect(taken).toMatchObject({ status: 409, code: "invitee_has_account" });
  expect(String(taken.message)).toContain("change its role in the staff list");
  const badRole = await answer(
    await request.post("/api/admin/invitations", { headers: admin, data: { email: newAddress(), role: "user" } }),
  );
  expect(badRole).toMatchObject({ status: 400, errors: { role: expect.stringContaining("role must be one of") } });
  const badEmail = await answer(
    await request.post("/api/admin/invitations", { headers: admin, data: { email: "nobody", role: "author" } }),
  );
  expect(badEmail).toMatchObject({ status: 400, errors: { email: "Email is invalid" } });
  expect((await request.delete("/api/admin/invitations/abc", { headers: admin })).status()).toBe(400);
});

test("visitors get 401; readers and editors 403 on every invitation route", async ({ request }) => {
  const routes = [
    { method: "GET", path: "/api/admin/invitations" },
    { method: "POST", path: "/api/admin/invitations", data: { email: newAddress(), role: "contributor" } },
    { method: "DELETE", path: "/api/admin/invitations/1" },
    { method: "POST", path: "/api/admin/invitations/1/resend" },
  ];
  const { token: reader } = await newSignedInReader(request);
  const editorAccount = seedStaff.find((member) => member.role === "editor")!;
  const editor = await signInByApi(request, { email: editorAccount.email, password: DEMO_STAFF_PASSWORD });
  for (const route of routes) {
    const call = (headers: Record<string, string>) => request.fetch(route.path, { method: route.method, headers, data: route.data });
    expect((await call({})).status(), `${route.method} ${route.path}`).toBe(401);
    expect(await answer(await call(bearer(reader))), `${route.method} ${route.path}`).toMatchObject({ status: 403, code: "staff_only" });
    expect(await answer(await call(bearer(editor))), `${route.method} ${route.path}`).toMatchObject({ status: 403, code: "admin_only" });
  }
});

test.describe("on a server of its own, whose database the test writes to", () => {
  const SERVER_URL = process.env.E2E_PG_SERVER_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: Awaited<ReturnType<typeof spawnServer>>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    database = await createScratchDatabase(SERVER_URL, "bp_invitations");
    server = await spawnServer({ DATABASE_URL: database.url });
  });
  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("a link past its week is refused as expired, by the API and on the page", async ({ request }) => {
    const token = randomBytes(32).toString("base64url");
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // As an invitation sent eight days ago would be stored: only the hash of its token.
      await client.query(
        `insert into staff_invitations (email, role, token_hash, created_at, sent_at, expires_at)
         values ($1, 'author', $2, now() - interval '8 days', now() - interval '8 days', now() - interval '1 day')`,
        [newAddress(), createHash("sha256").update(token).digest("hex")],
      );
    } finally {
      await client.end();
    }
    const refused = await request.post(`${server.url}/api/auth/accept-invitation`, {
      data: { token, name: "Late Comer", password: PASSWORD },
    });
    expect(await answer(refused)).toMatchObject({ status: 400, code: "invitation_expired" });
    const page = await request.get(`${server.url}/accept-invitation?token=${token}`);
    expect(await page.text()).toContain("This invitation has expired");
  });
});

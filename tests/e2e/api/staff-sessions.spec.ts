import type { APIRequestContext, APIResponse } from "@playwright/test";
import { seedStaff } from "@/lib/db/seed/staff";
import type { AuditPage } from "@/lib/newsroom/types";
import { adminToken, bearer, expect, googleIdToken, newReader, register, signInByApi, test } from "../support/accounts";
import { waitForCode, waitForConfirmationCode } from "../support/mailbox";
import { ADMIN_PASSWORD, DEMO_STAFF_PASSWORD } from "../support/services";

// Two-step sign-in for staff is a property of the session, not a flag on the account: a staff
// capability needs a session that passed a second factor (lib/auth/capabilities.ts, secondFactorGap).

const account = (role: "contributor" | "author" | "editor") => seedStaff.find((member) => member.role === role)!;
const answer = async (response: APIResponse): Promise<Record<string, unknown>> => ({
  status: response.status(),
  ...((await response.json()) as object),
});

/** A code from POST /api/users/confirmation-code, read from the mail it sends. */
async function confirmationCode(request: APIRequestContext, token: string, email: string): Promise<string> {
  const since = Date.now();
  const sent = await request.post("/api/users/confirmation-code", { headers: bearer(token) });
  expect(sent.status(), await sent.text()).toBe(200);
  return waitForConfirmationCode(email, since);
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { iat: number; exp: number };
/**
 * A token's lifetime in seconds. The session's end is set when it opens and the token is signed a
 * moment later, each in whole seconds: a second boundary between the two takes one off (CI's
 * PostgreSQL pass saw 43,199 for 43,200).
 */
const lifetimeOf = (token: { iat: number; exp: number }) => [token.exp - token.iat, token.exp - token.iat + 1];

test("a session that knew only the password cannot switch two-step on without a mailed code, nor use the newsroom until it has", async ({
  request,
}) => {
  const contributor = account("contributor");
  const withCode = await signInByApi(request, { email: contributor.email, password: DEMO_STAFF_PASSWORD });
  const off = await request.put("/api/users/two-factor", {
    headers: bearer(withCode),
    data: { enabled: false, password: DEMO_STAFF_PASSWORD },
  });
  expect(off.status(), await off.text()).toBe(200);

  // Two-step off: the password alone signs in, and that session gets nothing in the newsroom.
  const passwordOnly = await signInByApi(request, { email: contributor.email, password: DEMO_STAFF_PASSWORD });
  const auth = bearer(passwordOnly);
  expect(await answer(await request.get("/api/admin/posts", { headers: auth }))).toMatchObject({
    status: 403,
    code: "two_factor_required",
  });

  // Switching it on needs the password and a code; neither alone will do.
  const bare = await request.put("/api/users/two-factor", { headers: auth, data: { enabled: true } });
  expect(await answer(bare)).toMatchObject({ status: 400, errors: { password: "Password is incorrect" } });
  const passwordAlone = await request.put("/api/users/two-factor", {
    headers: auth,
    data: { enabled: true, password: DEMO_STAFF_PASSWORD },
  });
  expect(await answer(passwordAlone)).toMatchObject({ status: 400, errors: { code: "Enter the confirmation code we sent you." } });
  const code = await confirmationCode(request, passwordOnly, contributor.email);
  const codeAlone = await request.put("/api/users/two-factor", { headers: auth, data: { enabled: true, code } });
  expect(await answer(codeAlone)).toMatchObject({ status: 400, errors: { password: "Password is incorrect" } });
  expect(await answer(await request.get("/api/admin/posts", { headers: auth }))).toMatchObject({ status: 403 });

  const on = await request.put("/api/users/two-factor", { headers: auth, data: { enabled: true, password: DEMO_STAFF_PASSWORD, code } });
  expect(on.status(), await on.text()).toBe(200);
  expect(((await on.json()) as { twoFactorEnabled: boolean }).twoFactorEnabled).toBe(true);
  // The password and the code together are both factors: this session may now work.
  expect((await request.get("/api/admin/posts", { headers: auth })).status()).toBe(200);
  // A code is spent once.
  const replayed = await request.post("/api/users/second-factor", { headers: auth, data: { code } });
  expect(await answer(replayed)).toMatchObject({ status: 400, code: "verification_code_invalid" });
});

test("a staff member signing in with Google may read and comment, and the newsroom asks for a mailed code first; both are audited", async ({
  request,
}) => {
  const author = account("author");
  const google = await request.post("/api/auth/google", {
    data: { idToken: await googleIdToken({ sub: `google-${author.authorSlug}`, email: author.email }) },
  });
  expect(google.status(), await google.text()).toBe(200);
  const token = String(((await google.json()) as { token: string }).token);
  const auth = bearer(token);

  expect((await request.get("/api/users/profile", { headers: auth })).status()).toBe(200);
  const refused = await answer(await request.get("/api/admin/posts", { headers: auth }));
  expect(refused).toMatchObject({ status: 403, code: "second_factor_required" });
  expect(String(refused.message)).toContain("confirm it is you with a code");

  const wrong = await request.post("/api/users/second-factor", { headers: auth, data: { code: "000000" } });
  expect(await answer(wrong)).toMatchObject({ status: 400, code: "verification_code_invalid" });
  const malformed = await request.post("/api/users/second-factor", { headers: auth, data: { code: "12" } });
  expect(malformed.status()).toBe(400);

  const code = await confirmationCode(request, token, author.email);
  const confirmed = await request.post("/api/users/second-factor", { headers: auth, data: { code } });
  expect(await answer(confirmed)).toEqual({ status: 200, secondFactor: true });
  expect((await request.get("/api/admin/posts", { headers: auth })).status()).toBe(200);

  const admin = await adminToken(request);
  const audit = (await (await request.get("/api/admin/audit", { headers: bearer(admin) })).json()) as AuditPage;
  const authorId = ((await (await request.get("/api/users/profile", { headers: auth })).json()) as { id: number }).id;
  const own = audit.entries.filter((entry) => entry.details.account === authorId).map((entry) => [entry.action, entry.details]);
  expect(own).toEqual(
    expect.arrayContaining([
      ["session_confirmed", { account: authorId, secondFactor: "code" }],
      ["signed_in", { account: authorId, method: "google", secondFactor: null }],
    ]),
  );
  // The configured admin's own sign-in, with its code, is there too.
  expect(audit.entries.some((entry) => entry.action === "signed_in" && entry.details.secondFactor === "code")).toBe(true);
});

test("a staff session lasts half a day even when remembered; a reader's thirty days", async ({ request }) => {
  const editor = account("editor");
  const since = Date.now();
  const login = await request.post("/api/auth/login", {
    data: { emailOrPhone: editor.email, password: DEMO_STAFF_PASSWORD, rememberMe: true },
  });
  expect(((await login.json()) as { requireTwoFactor?: boolean }).requireTwoFactor).toBe(true);
  const verify = await request.post("/api/auth/verify-2fa", {
    data: { emailOrPhone: editor.email, code: await waitForCode(editor.email, since), rememberMe: true },
  });
  const staffToken = claimsOf(String(((await verify.json()) as { token: string }).token));
  expect(lifetimeOf(staffToken)).toContain(12 * 60 * 60);

  const reader = newReader();
  await register(request, reader, { twoFactor: false });
  const readerLogin = await request.post("/api/auth/login", {
    data: { emailOrPhone: reader.email, password: reader.password, rememberMe: true },
  });
  const readerToken = claimsOf(String(((await readerLogin.json()) as { token: string }).token));
  expect(lifetimeOf(readerToken)).toContain(30 * 24 * 60 * 60);
});

test("an admin changes a role only with their password; the account's sessions end at once and the new role holds from its next sign-in", async ({
  request,
}) => {
  const reader = newReader();
  const { id } = await register(request, reader);
  const before = await signInByApi(request, reader);
  const admin = bearer(await adminToken(request));

  const bare = await request.patch(`/api/admin/staff/${id}`, { headers: admin, data: { role: "contributor" } });
  expect(await answer(bare)).toMatchObject({ status: 403, code: "reauth_required" });
  const wrong = await request.patch(`/api/admin/staff/${id}`, { headers: admin, data: { role: "contributor", password: "not-it" } });
  expect(wrong.status()).toBe(400);
  const invalid = await request.patch(`/api/admin/staff/${id}`, { headers: admin, data: { role: "owner", password: ADMIN_PASSWORD } });
  expect(await answer(invalid)).toMatchObject({ status: 400, errors: { role: expect.stringContaining("role must be one of") } });
  expect((await request.get("/api/users/profile", { headers: bearer(before) })).status()).toBe(200);

  const promoted = await request.patch(`/api/admin/staff/${id}`, {
    headers: admin,
    data: { role: "contributor", password: ADMIN_PASSWORD },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  expect(await promoted.json()).toMatchObject({ id, role: "contributor", status: "active" });
  expect((await request.get("/api/users/profile", { headers: bearer(before) })).status()).toBe(401);

  const after = bearer(await signInByApi(request, reader));
  expect((await request.get("/api/admin/posts", { headers: after })).status()).toBe(200);
  expect(await answer(await request.get("/api/admin/staff", { headers: after }))).toMatchObject({ status: 403, code: "admin_only" });
  const staff = (await (await request.get("/api/admin/staff", { headers: admin })).json()) as { id: number }[];
  expect(staff.find((member) => member.id === id)).toEqual({
    id,
    email: reader.email,
    name: `${reader.firstName} ${reader.lastName}`,
    role: "contributor",
    status: "active",
    lastSignInAt: expect.any(String),
    twoFactor: true,
  });
  const audit = (await (await request.get("/api/admin/audit", { headers: admin })).json()) as AuditPage;
  expect(audit.entries.find((entry) => entry.action === "role_changed" && entry.details.account === id)?.details).toEqual({
    account: id,
    from: "user",
    to: "contributor",
  });
});

test("an admin deactivates a journalist: her session ends at once, sign-in is refused, her articles stay; reactivated, she signs in again", async ({
  request,
}) => {
  const reader = newReader();
  const { id } = await register(request, reader);
  const admin = bearer(await adminToken(request));
  const promoted = await request.patch(`/api/admin/staff/${id}`, { headers: admin, data: { role: "author", password: ADMIN_PASSWORD } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  const session = bearer(await signInByApi(request, reader));
  const draft = await request.post("/api/admin/posts", {
    headers: session,
    data: { title: `Deactivation ${Date.now()}`, description: "<p>Hers.</p>", category_id: 2 },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { id: postId } = (await draft.json()) as { id: number };

  const deactivated = await request.post(`/api/admin/staff/${id}/deactivate`, { headers: admin });
  expect(deactivated.status(), await deactivated.text()).toBe(200);
  expect(await deactivated.json()).toMatchObject({ id, status: "deactivated", role: "author" });
  expect((await request.get("/api/admin/posts", { headers: session })).status()).toBe(401);
  const login = await request.post("/api/auth/login", { data: { emailOrPhone: reader.email, password: reader.password } });
  expect(await answer(login)).toMatchObject({ status: 403, code: "account_deactivated" });
  expect((await request.get(`/api/admin/posts/${postId}`, { headers: admin })).status()).toBe(200);
  expect((await request.post(`/api/admin/staff/${id}/deactivate`, { headers: session })).status()).toBe(401);

  const reactivated = await request.post(`/api/admin/staff/${id}/reactivate`, { headers: admin });
  expect(await reactivated.json()).toMatchObject({ id, status: "active" });
  expect((await request.get("/api/admin/posts", { headers: bearer(await signInByApi(request, reader)) })).status()).toBe(200);
  // Deleting an article asks for the admin's password again.
  const bare = await request.delete(`/api/admin/posts/${postId}`, { headers: admin });
  expect(await answer(bare)).toMatchObject({ status: 403, code: "reauth_required" });
  const wrong = await request.delete(`/api/admin/posts/${postId}`, { headers: admin, data: { password: "not-it" } });
  expect(await answer(wrong)).toMatchObject({ status: 400, code: "password_incorrect" });
  const deleted = await request.delete(`/api/admin/posts/${postId}`, { headers: admin, data: { password: ADMIN_PASSWORD } });
  expect(await deleted.json()).toMatchObject({ id: postId, deletedAt: expect.any(String) });
});

/** @jest-environment node */
import { findUserById } from "@/lib/auth/repository";
import { openSession, userForToken } from "@/lib/auth/sessions";
import { login } from "@/lib/auth/login";
import { changeStaffRole, deactivateStaff, listStaff, reactivateStaff } from "@/lib/auth/staff";
import { auditStaffAccount } from "@/lib/auth/staff-audit";
import { rejection } from "../helpers/api-error";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { context, fakeEffects, makeUser, PASSWORD } from "./fixtures";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function signedIn(userId: number) {
  const row = (await findUserById(database.db, userId))!;
  const { token } = await openSession(database.db, row, { secondFactor: true });
  return { token, user: (await userForToken(database.db, token))! };
}

test("a role changes only with the admin's password, ends the account's sessions, and is listed", async () => {
  const admin = await makeUser(database.db, { role: "admin" });
  const writer = await makeUser(database.db);
  const { user: actor } = await signedIn(admin.id);
  const { token: writerToken } = await signedIn(writer.id);

  const unconfirmed = await rejection(changeStaffRole(database.db, actor, writer.id, { role: "author" }, context("198.51.100.60")));
  expect([unconfirmed.status, unconfirmed.code]).toEqual([403, "reauth_required"]);
  const wrong = await rejection(
    changeStaffRole(database.db, actor, writer.id, { role: "author", password: "not-it" }, context("198.51.100.60")),
  );
  expect(wrong.status).toBe(400);
  expect(await userForToken(database.db, writerToken)).toBeDefined();

  const changed = await changeStaffRole(database.db, actor, writer.id, { role: "author", password: PASSWORD }, context("198.51.100.60"));
  expect(changed).toMatchObject({ id: writer.id, role: "author", status: "active" });
  await auditStaffAccount(database.db, { id: writer.id, role: "author" }, "signed_in", { method: "password", secondFactor: "code" });
  expect(await userForToken(database.db, writerToken)).toBeUndefined();
  expect((await listStaff(database.db)).map((member) => [member.id, member.role, typeof member.lastSignInAt])).toEqual(
    expect.arrayContaining([
      [admin.id, "admin", "object"],
      [writer.id, "author", "string"],
    ]),
  );
});

test("the last admin cannot be demoted (409), another admin can", async () => {
  const first = await makeUser(database.db, { role: "admin" });
  const second = await makeUser(database.db, { role: "admin" });
  const { user: actor } = await signedIn(first.id);
  // Every other admin of this database goes first, so `first` ends up the last one.
  for (const member of await listStaff(database.db)) {
    if (member.role === "admin" && member.id !== first.id)
      await changeStaffRole(database.db, actor, member.id, { role: "editor", password: PASSWORD }, context("198.51.100.61"));
  }
  expect((await listStaff(database.db)).find((member) => member.id === second.id)?.role).toBe("editor");
  const last = await rejection(
    changeStaffRole(database.db, actor, first.id, { role: "editor", password: PASSWORD }, context("198.51.100.61")),
  );
  expect([last.status, last.code]).toEqual([409, "last_admin"]);
});

test("a deactivated account's sessions end at once and it cannot sign in; reactivated, it can; the last active admin stays", async () => {
  const admin = await makeUser(database.db, { role: "admin", twoFactorEnabled: false });
  const writer = await makeUser(database.db, { role: "author", twoFactorEnabled: false });
  const { user: actor } = await signedIn(admin.id);
  const { token } = await signedIn(writer.id);
  const signIn = (email: string) =>
    login(database.db, { emailOrPhone: email, password: PASSWORD }, context("198.51.100.62"), fakeEffects().effects);

  expect(await deactivateStaff(database.db, actor, writer.id)).toMatchObject({ id: writer.id, status: "deactivated", role: "author" });
  expect(await userForToken(database.db, token)).toBeUndefined();
  const refused = await rejection(signIn(writer.email!));
  expect([refused.status, refused.code]).toEqual([403, "account_deactivated"]);
  expect((await listStaff(database.db)).find((member) => member.id === writer.id)?.status).toBe("deactivated");

  expect(await reactivateStaff(database.db, actor, writer.id)).toMatchObject({ status: "active" });
  expect((await signIn(writer.email!)).kind).toBe("signed-in");

  // Every other admin deactivated: `admin` is the last active one, and stays.
  for (const member of await listStaff(database.db))
    if (member.role === "admin" && member.id !== admin.id) await deactivateStaff(database.db, actor, member.id);
  const last = await rejection(deactivateStaff(database.db, actor, admin.id));
  expect([last.status, last.code]).toEqual([409, "last_admin"]);
});

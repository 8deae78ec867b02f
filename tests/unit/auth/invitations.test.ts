/** @jest-environment node */
import { desc, eq } from "drizzle-orm";
import {
  acceptInvitation,
  INVITATION_TTL_MS,
  inviteStaff,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "@/lib/auth/invitations";
import { findUserByEmail } from "@/lib/auth/repository";
import { acceptInvitationSchema, invitationSchema } from "@/lib/auth/schemas";
import { openSession, userForToken } from "@/lib/auth/sessions";
import { auditLog, staffInvitations } from "@/lib/db/schema";
import { rejection } from "../helpers/api-error";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { fakeEffects, makeUser, PASSWORD } from "./fixtures";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function signedInAdmin() {
  const admin = await makeUser(database.db, { role: "admin" });
  const { token } = await openSession(database.db, admin, { secondFactor: true });
  return (await userForToken(database.db, token))!;
}

let counter = 0;
const newAddress = () => `invitee-${++counter}-${Date.now()}@Example.com`;
const invite = (email: string, role = "contributor") => invitationSchema.parse({ email, role });
const accept = (token: string, name = "Jane van Dijk", password = PASSWORD) => acceptInvitationSchema.parse({ token, name, password });

test("an invitation mails a link whose token is stored only hashed; accepting makes a proven account with the role and two-step on", async () => {
  const admin = await signedInAdmin();
  const mail = fakeEffects();
  const address = newAddress();
  const sent = await inviteStaff(database.db, admin, invite(address, "author"), mail.effects);
  expect(sent).toEqual({ id: expect.any(Number), email: address.toLowerCase(), role: "author", expiresAt: expect.any(String) });
  expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(INVITATION_TTL_MS - 60_000);
  const { token } = mail.invitations[0]!;
  const [row] = await database.db.select().from(staffInvitations).where(eq(staffInvitations.id, sent.id));
  expect(row!.tokenHash).not.toContain(token);
  expect(JSON.stringify(row)).not.toContain(token);

  expect(await acceptInvitation(database.db, accept(token))).toEqual({ email: address.toLowerCase(), role: "author" });
  const account = (await findUserByEmail(database.db, address))!;
  expect(account).toMatchObject({ firstName: "Jane", lastName: "van Dijk", role: "author", twoFactorEnabled: true });
  expect(account.emailVerifiedAt).toBeInstanceOf(Date);
  expect(await listInvitations(database.db)).not.toContainEqual(expect.objectContaining({ id: sent.id }));

  const spent = await rejection(acceptInvitation(database.db, accept(token)));
  expect([spent.status, spent.code]).toEqual([400, "invitation_used"]);
  const audit = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
  expect(audit.map((entry) => [entry.action, entry.userId, entry.details])).toEqual([
    ["invitation_accepted", account.id, { invitation: sent.id, email: address.toLowerCase(), role: "author", account: account.id }],
    ["invitation_sent", admin.id, { invitation: sent.id, email: address.toLowerCase(), role: "author" }],
  ]);
});

test("inviting a pending address again sends a new link and kills the old one; resend does too", async () => {
  const admin = await signedInAdmin();
  const mail = fakeEffects();
  const address = newAddress();
  const first = await inviteStaff(database.db, admin, invite(address), mail.effects);
  const again = await inviteStaff(database.db, admin, invite(address, "editor"), mail.effects);
  expect(again).toMatchObject({ id: first.id, role: "editor" });
  const resent = await resendInvitation(database.db, admin, first.id, mail.effects);
  expect(resent.id).toBe(first.id);
  const [oldest, older, newest] = mail.invitations.map((sentMail) => sentMail.token);
  for (const dead of [oldest!, older!]) {
    const refused = await rejection(acceptInvitation(database.db, accept(dead)));
    expect([refused.status, refused.code]).toEqual([400, "invitation_invalid"]);
  }
  expect((await listInvitations(database.db)).filter((open) => open.email === address.toLowerCase())).toEqual([
    expect.objectContaining({ id: first.id, role: "editor", status: "pending", invitedBy: expect.any(String) }),
  ]);
  expect(await acceptInvitation(database.db, accept(newest!))).toEqual({ email: address.toLowerCase(), role: "editor" });
  const actions = (await database.db.select().from(auditLog).where(eq(auditLog.userId, admin.id))).map((entry) => entry.action);
  expect(actions).toEqual(["invitation_sent", "invitation_resent", "invitation_resent"]);
});

test("an address with an account is 409; revoked and expired links are refused with their own codes", async () => {
  const admin = await signedInAdmin();
  const mail = fakeEffects();
  const reader = await makeUser(database.db);
  const taken = await rejection(inviteStaff(database.db, admin, invite(reader.email!.toUpperCase()), mail.effects));
  expect([taken.status, taken.code]).toEqual([409, "invitee_has_account"]);
  expect(taken.message).toContain("change its role in the staff list");
  expect(mail.invitations).toHaveLength(0);

  const revokedAddress = newAddress();
  const revoked = await inviteStaff(database.db, admin, invite(revokedAddress), mail.effects);
  await revokeInvitation(database.db, admin, revoked.id);
  const withdrawn = await rejection(acceptInvitation(database.db, accept(mail.invitations.at(-1)!.token)));
  expect([withdrawn.status, withdrawn.code, withdrawn.errors?.token]).toEqual([400, "invitation_revoked", withdrawn.message]);
  expect((await rejection(revokeInvitation(database.db, admin, revoked.id))).status).toBe(404);
  expect((await rejection(resendInvitation(database.db, admin, revoked.id, mail.effects))).status).toBe(404);
  // A revoked address can be invited afresh.
  expect((await inviteStaff(database.db, admin, invite(revokedAddress), mail.effects)).id).not.toBe(revoked.id);

  const lastWeek = new Date(Date.now() - INVITATION_TTL_MS - 60_000);
  const stale = await inviteStaff(database.db, admin, invite(newAddress()), mail.effects, lastWeek);
  expect((await listInvitations(database.db)).find((open) => open.id === stale.id)?.status).toBe("expired");
  const expired = await rejection(acceptInvitation(database.db, accept(mail.invitations.at(-1)!.token)));
  expect([expired.status, expired.code]).toEqual([400, "invitation_expired"]);
  expect((await rejection(acceptInvitation(database.db, accept("no-such-token")))).code).toBe("invitation_invalid");
});

test("a mail server that does not answer is a 503 and the invitation stays for a resend", async () => {
  const admin = await signedInAdmin();
  const mail = fakeEffects();
  const address = newAddress();
  const failing = { ...mail.effects, sendInvitation: () => Promise.reject(new Error("ECONNREFUSED")) };
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const down = await rejection(inviteStaff(database.db, admin, invite(address), failing));
  error.mockRestore();
  expect([down.status, down.code]).toEqual([503, "invitation_not_sent"]);
  const [open] = (await listInvitations(database.db)).filter((invitation) => invitation.email === address.toLowerCase());
  await resendInvitation(database.db, admin, open!.id, mail.effects);
  expect(mail.invitations.map((sentMail) => sentMail.to)).toEqual([address.toLowerCase()]);
});

test("the schemas: staff roles only, the sign-up password rules, a name", () => {
  expect(invitationSchema.safeParse({ email: "a@example.com", role: "user" }).success).toBe(false);
  expect(invitationSchema.safeParse({ email: "not-an-address", role: "author" }).success).toBe(false);
  expect(acceptInvitationSchema.safeParse({ token: "t", name: "Jane", password: "short" }).success).toBe(false);
  expect(acceptInvitationSchema.safeParse({ token: "t", name: "Jane", password: "password" }).success).toBe(false);
  expect(acceptInvitationSchema.safeParse({ token: "t", name: " ", password: PASSWORD }).success).toBe(false);
  expect(acceptInvitationSchema.safeParse({ token: "t", name: "Jane", password: PASSWORD, confirmPassword: "other" }).success).toBe(false);
  expect(acceptInvitationSchema.safeParse({ token: "t", name: "Jane", password: PASSWORD }).success).toBe(true);
});

test("one link accepted twice at once makes one account", async () => {
  const admin = await signedInAdmin();
  const mail = fakeEffects();
  await inviteStaff(database.db, admin, invite(newAddress()), mail.effects);
  const { token } = mail.invitations[0]!;
  const outcomes = await Promise.allSettled([acceptInvitation(database.db, accept(token)), acceptInvitation(database.db, accept(token))]);
  expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
  const failed = outcomes.find((outcome) => outcome.status === "rejected")!;
  expect((await rejection(Promise.reject(failed.reason))).code).toMatch(/^(invitation_used|email_taken)$/);
});

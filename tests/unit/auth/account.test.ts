/** @jest-environment node */
import { eq } from "drizzle-orm";
import { changePassword, changeProfile, changeTwoFactor, signOutEverywhere } from "@/lib/auth/account-settings";
import { ensureAdminAccount } from "@/lib/auth/admin";
import { verifyPassword } from "@/lib/auth/password";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-recovery";
import { register } from "@/lib/auth/registration";
import { sendStepUpCode } from "@/lib/auth/step-up";
import { openSession, userForToken, type SessionUser } from "@/lib/auth/sessions";
import { isTrustedDevice, listTrustedDevices, revokeTrustedDevice, trustDevice } from "@/lib/auth/trusted-devices";
import { findUserById, toPublicUser } from "@/lib/auth/repository";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { asApiError, rejection, type ThrownApiError } from "../helpers/api-error";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { context, fakeEffects, makeUser, PASSWORD } from "./fixtures";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function sessionOf(userId: number): Promise<{ token: string; user: SessionUser }> {
  const row = (await findUserById(database.db, userId))!;
  const { token } = await openSession(database.db, row);
  return { token, user: (await userForToken(database.db, token))! };
}

const rejected = rejection;

test("registration hashes with argon2id and refuses a taken e-mail or phone with 409", async () => {
  const input = {
    firstName: "Ada",
    lastName: "L",
    email: "reg@example.com",
    countryCode: "+1",
    phone: "+15550009999",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    enableTwoFactor: false,
    recaptchaToken: "t",
  };
  const user = await register(database.db, input, context("198.51.100.1"), fakeEffects().effects);
  expect(user).toMatchObject({ email: "reg@example.com", twoFactorEnabled: false, hasPassword: true });
  const row = await findUserById(database.db, user.id);
  expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  const email = await rejected(
    register(database.db, { ...input, email: "REG@example.com", phone: "+15550008888" }, context("198.51.100.1"), fakeEffects().effects),
  );
  expect([email.status, email.code, email.errors]).toEqual([409, "email_taken", { email: "An account with this email already exists." }]);
  const phone = await rejected(
    register(database.db, { ...input, email: "other@example.com" }, context("198.51.100.1"), fakeEffects().effects),
  );
  expect([phone.status, phone.code, phone.errors]).toEqual([
    409,
    "phone_taken",
    { phone: "An account with this phone number already exists." },
  ]);
});

test("one address can only try ten registrations an hour", async () => {
  const { effects } = fakeEffects();
  let last: ThrownApiError | undefined;
  for (let attempt = 0; attempt < 11; attempt++) {
    last = await register(
      database.db,
      {
        firstName: "A",
        lastName: "B",
        email: "taken@example.com",
        countryCode: "+1",
        phone: `+1555000${1000 + attempt}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        recaptchaToken: "t",
      },
      context("198.51.100.2"),
      effects,
    ).then(
      () => undefined,
      (error: unknown) => asApiError(error),
    );
  }
  expect(last?.status).toBe(429);
});

test("a reset link works once, ends every session and trusted device, and only the newest link counts", async () => {
  const user = await makeUser(database.db);
  const { token: session } = await sessionOf(user.id);
  const device = await trustDevice(database.db, user.id, null);
  const { effects, resets, settle } = fakeEffects();
  await requestPasswordReset(database.db, { emailOrPhone: user.email! }, context("198.51.100.3"), effects);
  await settle();
  await requestPasswordReset(database.db, { emailOrPhone: user.phone! }, context("198.51.100.3"), effects);
  await settle();
  expect(resets).toHaveLength(2);
  const stored = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  expect(stored.map((row) => row.tokenHash)).not.toContain(resets[1]!.token);

  expect((await rejected(resetPassword(database.db, { token: resets[0]!.token, newPassword: "Brand-New-Pass-9" }, effects))).status).toBe(
    400,
  );
  await resetPassword(database.db, { token: resets[1]!.token, newPassword: "Brand-New-Pass-9" }, effects);
  expect((await rejected(resetPassword(database.db, { token: resets[1]!.token, newPassword: "Brand-New-Pass-9" }, effects))).status).toBe(
    400,
  );
  expect(await verifyPassword((await findUserById(database.db, user.id))?.passwordHash, "Brand-New-Pass-9")).toBe(true);
  expect(await userForToken(database.db, session)).toBeUndefined();
  expect(await isTrustedDevice(database.db, user.id, device.token)).toBe(false);
});

test("reset requests answer the same for unknown accounts, and mail an account at most three times a quarter hour", async () => {
  const user = await makeUser(database.db);
  const { effects, resets, settle } = fakeEffects();
  const known = await requestPasswordReset(database.db, { emailOrPhone: user.email! }, context("198.51.100.4"), effects);
  const unknown = await requestPasswordReset(database.db, { emailOrPhone: "nobody@example.com" }, context("198.51.100.4"), effects);
  expect(unknown).toEqual(known);
  for (let request = 0; request < 4; request++)
    await requestPasswordReset(database.db, { emailOrPhone: user.email! }, context(`198.51.100.${10 + request}`), effects);
  await settle();
  expect(resets).toHaveLength(3);
});

test("changing the password needs the current one, ends other sessions and keeps this client signed in", async () => {
  const user = await makeUser(database.db);
  const { token: other } = await sessionOf(user.id);
  const { user: current } = await sessionOf(user.id);
  const wrong = await rejected(
    changePassword(
      database.db,
      current,
      { currentPassword: "nope", newPassword: "Brand-New-Pass-9", confirmPassword: "Brand-New-Pass-9" },
      context("198.51.100.20"),
      fakeEffects().effects,
    ),
  );
  expect([wrong.status, wrong.code, wrong.errors]).toEqual([
    400,
    "current_password_incorrect",
    { currentPassword: "Current password is incorrect" },
  ]);
  const changed = await changePassword(
    database.db,
    current,
    { currentPassword: PASSWORD, newPassword: "Brand-New-Pass-9", confirmPassword: "Brand-New-Pass-9" },
    context("198.51.100.20"),
    fakeEffects().effects,
  );
  expect(await userForToken(database.db, other)).toBeUndefined();
  expect((await userForToken(database.db, changed.token))?.id).toBe(user.id);
});

test("two-factor can be turned off only with the password, and on only with the password and a mailed code; sign out everywhere ends every token", async () => {
  const user = await makeUser(database.db);
  const { token, user: current } = await sessionOf(user.id);
  expect(
    (
      await rejected(
        changeTwoFactor(database.db, current, { enabled: false, password: "nope" }, context("198.51.100.21"), fakeEffects().effects),
      )
    ).status,
  ).toBe(400);
  expect(
    (await changeTwoFactor(database.db, current, { enabled: false, password: PASSWORD }, context("198.51.100.21"), fakeEffects().effects))
      .twoFactorEnabled,
  ).toBe(false);
  const withoutCode = await rejected(
    changeTwoFactor(database.db, current, { enabled: true, password: PASSWORD }, context("198.51.100.21"), fakeEffects().effects),
  );
  expect([withoutCode.status, withoutCode.code]).toEqual([400, "confirmation_code_required"]);
  const { effects, confirmations, settle } = fakeEffects();
  const row = (await findUserById(database.db, user.id))!;
  await sendStepUpCode(database.db, row, effects);
  await settle();
  const code = confirmations.at(-1)!.code;
  expect(
    (await changeTwoFactor(database.db, current, { enabled: true, password: PASSWORD, code }, context("198.51.100.21"), effects))
      .twoFactorEnabled,
  ).toBe(true);
  // Both factors shown: this session counts as having passed the second one.
  expect((await userForToken(database.db, token))?.secondFactor).toBe(true);
  await signOutEverywhere(database.db, user.id);
  expect(await userForToken(database.db, token)).toBeUndefined();
});

test("profile changes: a phone taken by someone else is a 409", async () => {
  const owner = await makeUser(database.db);
  const user = await makeUser(database.db);
  const { user: current } = await sessionOf(user.id);
  const updated = await changeProfile(
    database.db,
    current,
    { firstName: "Grace", lastName: "H", countryCode: "+44", phone: "+447700900555", avatar: null },
    context("198.51.100.22"),
  );
  expect(updated).toMatchObject({ firstName: "Grace", phone: "+447700900555", countryCode: "+44", avatar: null });
  const cleared = await changeProfile(
    database.db,
    current,
    { firstName: "Grace", lastName: "H", countryCode: "+1", phone: null },
    context("198.51.100.22"),
  );
  expect([cleared.phone, cleared.countryCode]).toEqual([null, null]);
  const taken = await rejected(
    changeProfile(
      database.db,
      current,
      { firstName: "Grace", lastName: "H", countryCode: "+1", phone: owner.phone },
      context("198.51.100.22"),
    ),
  );
  expect(taken.status).toBe(409);
});

test("trusted devices: listed for their owner, revocable by their owner only", async () => {
  const owner = await makeUser(database.db);
  const stranger = await makeUser(database.db);
  const device = await trustDevice(database.db, owner.id, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1");
  const listed = await listTrustedDevices(database.db, owner.id);
  expect(listed).toEqual([expect.objectContaining({ label: "Safari on iOS" })]);
  expect(await isTrustedDevice(database.db, stranger.id, device.token)).toBe(false);
  expect(await revokeTrustedDevice(database.db, stranger.id, listed[0]!.id)).toBe(false);
  expect(await revokeTrustedDevice(database.db, owner.id, listed[0]!.id)).toBe(true);
  expect(await isTrustedDevice(database.db, owner.id, device.token)).toBe(false);
});

test("the configured admin is created once, verified; an existing reader's account with that address is never promoted", async () => {
  expect(await ensureAdminAccount(database.db, "boss@example.com", "Boss-Password-1")).toEqual({ kind: "created" });
  expect(await ensureAdminAccount(database.db, "BOSS@example.com", "Other-Password-2")).toEqual({ kind: "unchanged" });
  const [boss] = await database.db.select().from(users).where(eq(users.email, "boss@example.com"));
  expect(toPublicUser(boss!)).toMatchObject({ role: "admin", emailVerified: true });
  expect(toPublicUser(boss!)).not.toHaveProperty("passwordHash");
  const reader = await makeUser(database.db);
  expect(await ensureAdminAccount(database.db, reader.email!, "Other-Password-2")).toEqual({
    kind: "not-promoted",
    userId: reader.id,
    verified: true,
  });
  const [still] = await database.db.select().from(users).where(eq(users.id, reader.id));
  expect(still?.role).toBe("user");
  expect(await verifyPassword(still?.passwordHash, PASSWORD)).toBe(true);
});

/** @jest-environment node */
import { eq } from "drizzle-orm";
import {
  changePassword,
  changeProfile,
  changeTwoFactor,
  confirmPhone,
  requestEmailChange,
  sendPhoneCode,
} from "@/lib/auth/account-settings";
import { adminNotPromotedMessage, ensureAdminAccount } from "@/lib/auth/admin";
import { confirmEmailLink } from "@/lib/auth/email-verification";
import { findOrCreateGoogleUser } from "@/lib/auth/google";
import { login, verifyTwoFactor } from "@/lib/auth/login";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-recovery";
import { register } from "@/lib/auth/registration";
import { openSession, userForToken, type SessionUser } from "@/lib/auth/sessions";
import { sendStepUpCode } from "@/lib/auth/step-up";
import { findUserById, toPublicUser } from "@/lib/auth/repository";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { rejection, type ThrownApiError } from "../helpers/api-error";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { context, fakeEffects, makeUser, PASSWORD } from "./fixtures";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

let sequence = 0;
const address = () => `198.51.100.${(sequence += 1) % 250}`;

const failure = rejection;

async function sessionOf(userId: number): Promise<{ token: string; user: SessionUser }> {
  const row = (await findUserById(database.db, userId))!;
  const { token } = await openSession(database.db, row);
  return { token, user: (await userForToken(database.db, token))! };
}

/** Registers through the real flow: the account's e-mail and phone are unproven. */
async function registerAccount(email: string, phone: string, password = PASSWORD) {
  const fake = fakeEffects();
  const user = await register(
    database.db,
    {
      firstName: "Mallory",
      lastName: "M",
      email,
      phone,
      countryCode: "+1",
      password,
      confirmPassword: password,
      enableTwoFactor: false,
      recaptchaToken: "t",
    },
    context(address()),
    fake.effects,
  );
  await fake.settle();
  return { user, ...fake };
}

describe("takeover 1: registering the address the operator later sets as ADMIN_EMAIL", () => {
  test("the squatter's account is not promoted at the next start, and the operator is told what to do", async () => {
    const { user } = await registerAccount("future-admin@example.com", "+15550100001", "Squatter-Pass-1");
    expect(user).toMatchObject({ emailVerified: false, role: "user" });
    const outcome = await ensureAdminAccount(database.db, "future-admin@example.com", "Operator-Pass-1");
    expect(outcome).toEqual({ kind: "not-promoted", userId: user.id, verified: false });
    expect((await findUserById(database.db, user.id))?.role).toBe("user");
    const message = adminNotPromotedMessage("future-admin@example.com", outcome as { userId: number; verified: boolean });
    expect(message).toContain("was NOT made an admin");
    expect(message).toContain(`UPDATE users SET role = 'admin' WHERE id = ${user.id}`);
    // Its password signs in to a reader account, nothing more.
    const signedIn = await login(
      database.db,
      { emailOrPhone: "future-admin@example.com", password: "Squatter-Pass-1", recaptchaToken: "t" },
      context(address()),
      fakeEffects().effects,
    );
    expect(signedIn.kind === "signed-in" && signedIn.user.role).toBe("user");
  });
});

describe("takeover 2: pre-registering a victim's address, then the victim signs in with Google", () => {
  test("Google's proof of the address claims the account: the squatter's password, phone and sessions stop working", async () => {
    const { user: squatter } = await registerAccount("victim@gmail.example", "+15550100002", "Squatter-Pass-2");
    const { token: squatterSession } = await sessionOf(squatter.id);
    const fake = fakeEffects();
    const account = await findOrCreateGoogleUser(
      database.db,
      { sub: "google-victim", email: "victim@gmail.example", emailVerified: true, givenName: "Victoria" },
      {},
      fake.effects,
    );
    await fake.settle();
    expect(account.id).toBe(squatter.id);
    expect(toPublicUser(account)).toMatchObject({ googleLinked: true, hasPassword: false, emailVerified: true, phone: null });
    expect(await userForToken(database.db, squatterSession)).toBeUndefined();
    const retry = await failure(
      login(
        database.db,
        { emailOrPhone: "victim@gmail.example", password: "Squatter-Pass-2", recaptchaToken: "t" },
        context(address()),
        fakeEffects().effects,
      ),
    );
    expect(retry.status).toBe(401);
    expect(fake.notices).toEqual([{ to: "victim@gmail.example", notice: { kind: "claimed-by-google" } }]);
  });

  test("an account whose owner proved the address is linked and keeps its password", async () => {
    const owner = await makeUser(database.db, { email: "proven@example.com" });
    const linked = await findOrCreateGoogleUser(
      database.db,
      { sub: "google-proven", email: "proven@example.com", emailVerified: true },
      {},
      fakeEffects().effects,
    );
    expect(linked.id).toBe(owner.id);
    expect(toPublicUser(linked)).toMatchObject({ googleLinked: true, hasPassword: true });
  });
});

describe("proving the e-mail address", () => {
  test("registration mails a link; opening it proves the address once", async () => {
    const { user, links } = await registerAccount("prove-me@example.com", "+15550100003");
    expect(links).toEqual([{ to: "prove-me@example.com", token: expect.any(String), purpose: "verify" }]);
    const token = links[0]!.token;
    const confirmed = await confirmEmailLink(database.db, token, fakeEffects().effects);
    expect(confirmed.user).toMatchObject({ id: user.id, emailVerified: true });
    expect((await failure(confirmEmailLink(database.db, token, fakeEffects().effects))).status).toBe(400);
    expect((await failure(confirmEmailLink(database.db, "forged-token", fakeEffects().effects))).status).toBe(400);
  });

  test("a mailed second-factor code proves the address it went to", async () => {
    const { user } = await registerAccount("code-proves@example.com", "+15550100004");
    await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    const fake = fakeEffects();
    const where = context(address());
    await login(database.db, { emailOrPhone: "code-proves@example.com", password: PASSWORD, recaptchaToken: "t" }, where, fake.effects);
    const signedIn = await verifyTwoFactor(
      database.db,
      { emailOrPhone: "code-proves@example.com", code: fake.codes[0]!.code },
      where,
      fake.effects,
    );
    expect(signedIn.user).toMatchObject({ emailVerified: true, phoneVerified: false });
  });

  test("a password reset by mail proves the address", async () => {
    const { user } = await registerAccount("reset-proves@example.com", "+15550100005");
    const fake = fakeEffects();
    await requestPasswordReset(database.db, { emailOrPhone: "reset-proves@example.com" }, context(address()), fake.effects);
    await fake.settle();
    await resetPassword(database.db, { token: fake.resets[0]!.token, newPassword: "Brand-New-Pass-9" }, fake.effects);
    expect(toPublicUser((await findUserById(database.db, user.id))!)).toMatchObject({ emailVerified: true });
  });
});

describe("phone numbers used for recovery", () => {
  test("a reset link is texted only to a proven number; a texted code proves it", async () => {
    const phoneOnly = await makeUser(database.db, { email: null, phone: "+447700900111", countryCode: "+44", phoneVerifiedAt: null });
    const fake = fakeEffects();
    await requestPasswordReset(database.db, { emailOrPhone: "+447700900111" }, context(address()), fake.effects);
    await fake.settle();
    expect(fake.resets).toEqual([]);

    const { user } = await sessionOf(phoneOnly.id);
    await sendPhoneCode(database.db, user, fake.effects);
    await fake.settle();
    const texted = fake.confirmations.at(-1)!;
    expect(texted).toMatchObject({ email: null, phone: "+447700900111" });
    expect(
      (await failure(confirmPhone(database.db, user, texted.code === "000000" ? "000001" : "000000", context(address())))).status,
    ).toBe(400);
    expect(await confirmPhone(database.db, user, texted.code, context(address()))).toMatchObject({ phoneVerified: true });

    await requestPasswordReset(database.db, { emailOrPhone: "+447700900111" }, context(address()), fake.effects);
    await fake.settle();
    expect(fake.resets).toEqual([{ email: null, phone: "+447700900111", token: expect.any(String) }]);
  });

  test("a changed number is unproven again", async () => {
    const owner = await makeUser(database.db);
    const { user } = await sessionOf(owner.id);
    expect(user.phoneVerified).toBe(true);
    const changed = await changeProfile(
      database.db,
      user,
      { firstName: "A", lastName: "B", countryCode: "+1", phone: "+15550100999" },
      context(address()),
    );
    expect(changed.phoneVerified).toBe(false);
  });
});

test("wrong second-factor codes count against the account until a full sign-in succeeds", async () => {
  const user = await makeUser(database.db, { twoFactorEnabled: true });
  const fake = fakeEffects();
  // Four wrong passwords, then the right one (from other addresses): the count is not reset.
  for (let attempt = 0; attempt < 4; attempt++) {
    expect(
      (
        await failure(
          login(database.db, { emailOrPhone: user.email!, password: "Wrong-1", recaptchaToken: "t" }, context(address()), fake.effects),
        )
      ).status,
    ).toBe(401);
  }
  expect(
    (await login(database.db, { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" }, context(address()), fake.effects))
      .kind,
  ).toBe("two-factor");
  const code = fake.codes.at(-1)!.code;
  const blocked = await failure(
    verifyTwoFactor(
      database.db,
      { emailOrPhone: user.email!, code: code === "111111" ? "111112" : "111111" },
      context(address()),
      fake.effects,
    ),
  );
  expect([blocked.status, blocked.code, blocked.message]).toEqual([
    429,
    "too_many_attempts",
    "Too many failed attempts. Your account is temporarily blocked for 5:00.",
  ]);
  expect((await failure(verifyTwoFactor(database.db, { emailOrPhone: user.email!, code }, context(address()), fake.effects))).status).toBe(
    429,
  );
});

test("the profile's phone check answers as registration does, behind the same limit", async () => {
  const other = await makeUser(database.db);
  const reader = await makeUser(database.db);
  const { user } = await sessionOf(reader.id);
  const from = context("192.0.2.200");
  const taken = await failure(
    changeProfile(database.db, user, { firstName: "A", lastName: "B", countryCode: "+1", phone: other.phone }, from),
  );
  expect([taken.status, taken.code, taken.errors]).toEqual([
    409,
    "phone_taken",
    { phone: "An account with this phone number already exists." },
  ]);
  let last: ThrownApiError | undefined;
  for (let probe = 0; probe < 10; probe++) {
    last = await failure(
      changeProfile(
        database.db,
        user,
        { firstName: "A", lastName: "B", countryCode: "+1", phone: other.phone },
        context(`192.0.2.${201 + probe}`),
      ),
    );
  }
  // Ten checks an hour per account, whichever address they come from.
  expect(last?.status).toBe(429);
  expect(last?.headers?.["Retry-After"]).toBeDefined();
});

test("forgot-password does the same work for known and unknown accounts before it answers", async () => {
  const user = await makeUser(database.db);
  const fake = fakeEffects();
  const known = await requestPasswordReset(database.db, { emailOrPhone: user.email! }, context(address()), fake.effects);
  const unknown = await requestPasswordReset(database.db, { emailOrPhone: "nobody-at-all@example.com" }, context(address()), fake.effects);
  expect(unknown).toEqual(known);
  // Nothing about the account has happened yet: no token, no mail — both wait until after the answer.
  expect(await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([]);
  expect(fake.pending).toHaveLength(2);
  await fake.settle();
  expect(fake.resets.map((reset) => reset.email)).toEqual([user.email]);
});

describe("sensitive changes ask who this is, and the owner is told", () => {
  test("a Google-only account sets a password or turns two-factor off only with a mailed code", async () => {
    const googleOnly = await makeUser(database.db, { passwordHash: null, googleId: "g-step-up", twoFactorEnabled: true });
    const { user } = await sessionOf(googleOnly.id);
    const fake = fakeEffects();
    const noCode = await failure(
      changePassword(
        database.db,
        user,
        { newPassword: "Brand-New-Pass-9", confirmPassword: "Brand-New-Pass-9" },
        context(address()),
        fake.effects,
      ),
    );
    expect([noCode.status, noCode.code, noCode.errors]).toEqual([
      400,
      "confirmation_code_required",
      { code: "Enter the confirmation code we sent you." },
    ]);
    expect((await failure(changeTwoFactor(database.db, user, { enabled: false }, context(address()), fake.effects))).status).toBe(400);

    await sendStepUpCode(database.db, (await findUserById(database.db, googleOnly.id))!, fake.effects);
    await fake.settle();
    const code = fake.confirmations.at(-1)!.code;
    expect(
      (
        await failure(
          changeTwoFactor(
            database.db,
            user,
            { enabled: false, code: code === "222222" ? "222223" : "222222" },
            context(address()),
            fake.effects,
          ),
        )
      ).status,
    ).toBe(400);
    expect((await changeTwoFactor(database.db, user, { enabled: false, code }, context(address()), fake.effects)).twoFactorEnabled).toBe(
      false,
    );
    await fake.settle();
    expect(fake.notices.map((entry) => entry.notice.kind)).toEqual(["two-factor-off"]);

    await sendStepUpCode(database.db, (await findUserById(database.db, googleOnly.id))!, fake.effects);
    await fake.settle();
    await changePassword(
      database.db,
      user,
      { code: fake.confirmations.at(-1)!.code, newPassword: "Brand-New-Pass-9", confirmPassword: "Brand-New-Pass-9" },
      context(address()),
      fake.effects,
    );
    await fake.settle();
    expect(fake.notices.map((entry) => entry.notice.kind)).toEqual(["two-factor-off", "password-set"]);
  });

  test("changing the e-mail asks for the password, mails the new address, and tells the old one when it is done", async () => {
    const owner = await makeUser(database.db, { email: "old-address@example.com" });
    const { user } = await sessionOf(owner.id);
    const fake = fakeEffects();
    const wrong = await failure(
      requestEmailChange(database.db, user, { email: "new-address@example.com", password: "nope" }, context(address()), fake.effects),
    );
    expect([wrong.status, wrong.code, wrong.errors]).toEqual([400, "password_incorrect", { password: "Password is incorrect" }]);
    await requestEmailChange(database.db, user, { email: "new-address@example.com", password: PASSWORD }, context(address()), fake.effects);
    await fake.settle();
    expect((await findUserById(database.db, owner.id))?.email).toBe("old-address@example.com");
    expect(fake.links).toEqual([{ to: "new-address@example.com", token: expect.any(String), purpose: "change" }]);
    const changed = await confirmEmailLink(database.db, fake.links[0]!.token, fake.effects);
    await fake.settle();
    expect(changed.user).toMatchObject({ email: "new-address@example.com", emailVerified: true });
    expect(fake.notices).toEqual([
      { to: "old-address@example.com", notice: { kind: "email-changed", newEmail: "new-address@example.com" } },
    ]);
  });

  test("a sign-in from a browser the account has not used before mails the owner", async () => {
    const user = await makeUser(database.db, { twoFactorEnabled: false });
    const fake = fakeEffects();
    const first = await login(
      database.db,
      { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" },
      context(address()),
      fake.effects,
    );
    if (first.kind !== "signed-in") throw new Error("expected a session");
    await login(
      database.db,
      { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" },
      context(address(), undefined, first.browser.token),
      fake.effects,
    );
    await fake.settle();
    expect(fake.notices).toEqual([]);
    await login(database.db, { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" }, context(address()), fake.effects);
    await fake.settle();
    expect(fake.notices).toEqual([{ to: user.email, notice: { kind: "new-device", device: "Firefox on Linux", at: expect.any(Date) } }]);
  });
});

/** @jest-environment node */
import { login, verifyTwoFactor } from "@/lib/auth/login";
import { userForToken } from "@/lib/auth/sessions";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { context, fakeEffects, makeUser, PASSWORD } from "./fixtures";
import { rejection } from "../helpers/api-error";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const failure = rejection;

test("without two-factor, a right password opens a session whose token identifies the user", async () => {
  const user = await makeUser(database.db, { twoFactorEnabled: false });
  const outcome = await login(
    database.db,
    { emailOrPhone: user.email!.toUpperCase(), password: PASSWORD, recaptchaToken: "t" },
    context(),
    fakeEffects().effects,
  );
  expect(outcome.kind).toBe("signed-in");
  if (outcome.kind !== "signed-in") return;
  expect((await userForToken(database.db, outcome.token))?.id).toBe(user.id);
});

test("a failed captcha is refused before the password is looked at, and does not count", async () => {
  const user = await makeUser(database.db);
  const error = await failure(
    login(
      database.db,
      { emailOrPhone: user.email!, password: "wrong", recaptchaToken: "t" },
      context("203.0.113.2"),
      fakeEffects(false).effects,
    ),
  );
  expect(error.status).toBe(400);
  expect(error.message).toBe("Please complete the CAPTCHA verification");
});

test("a clean first try needs no captcha; after a failure the server asks for one", async () => {
  const user = await makeUser(database.db, { twoFactorEnabled: false });
  const { effects } = fakeEffects();
  expect((await login(database.db, { emailOrPhone: user.email!, password: PASSWORD }, context("203.0.113.20"), effects)).kind).toBe(
    "signed-in",
  );
  expect(
    (await failure(login(database.db, { emailOrPhone: user.email!, password: "Wrong-1" }, context("203.0.113.20"), effects))).status,
  ).toBe(401);
  const asked = await failure(login(database.db, { emailOrPhone: user.email!, password: PASSWORD }, context("203.0.113.21"), effects));
  expect([asked.status, asked.code, asked.errors]).toEqual([
    400,
    "captcha_required",
    { recaptchaToken: "Please complete the CAPTCHA verification" },
  ]);
  expect(
    (await login(database.db, { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" }, context("203.0.113.21"), effects))
      .kind,
  ).toBe("signed-in");
});

test("two-factor: a code is sent, the wrong one is refused, the right one works once", async () => {
  const user = await makeUser(database.db);
  const { effects, codes } = fakeEffects();
  const outcome = await login(
    database.db,
    { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" },
    context("203.0.113.3"),
    effects,
  );
  expect(outcome).toEqual({ kind: "two-factor", method: "code", challenge: expect.any(String), email: "u•••@example.com" });
  expect(codes).toHaveLength(1);
  const code = codes[0]!.code;
  expect(code).toMatch(/^\d{6}$/);

  const wrong = await failure(
    verifyTwoFactor(database.db, { emailOrPhone: user.email!, code: code === "000000" ? "000001" : "000000" }, context("203.0.113.3")),
  );
  expect([wrong.status, wrong.code, wrong.message]).toEqual([401, "sign_in_code_invalid", "Invalid verification code"]);

  const session = await verifyTwoFactor(database.db, { emailOrPhone: user.email!, code, rememberDevice: true }, context("203.0.113.3"));
  expect(session.user.id).toBe(user.id);
  expect(session.device?.token).toEqual(expect.any(String));
  expect((await failure(verifyTwoFactor(database.db, { emailOrPhone: user.email!, code }, context("203.0.113.3")))).status).toBe(401);

  // The trusted device skips the code; another browser does not.
  const trusted = await login(
    database.db,
    { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" },
    context("203.0.113.3", session.device?.token),
    effects,
  );
  expect(trusted.kind).toBe("signed-in");
  const elsewhere = await login(
    database.db,
    { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" },
    context("203.0.113.3", "forged-device-token"),
    effects,
  );
  expect(elsewhere.kind).toBe("two-factor");
});

test("a phone-only account gets its code by text and the answer names no e-mail", async () => {
  const user = await makeUser(database.db, { email: null, phone: "+447700900001", countryCode: "+44" });
  const { effects, codes } = fakeEffects();
  const outcome = await login(
    database.db,
    { emailOrPhone: "07700900001".replace(/^0/, "+44"), password: PASSWORD, recaptchaToken: "t" },
    context("203.0.113.4"),
    effects,
  );
  expect(outcome).toEqual({ kind: "two-factor", method: "code", challenge: expect.any(String), phone: "•••• 0001" });
  expect(codes[0]).toMatchObject({ email: null, phone: user.phone });
});

test("five wrong codes burn the code and block the account", async () => {
  const user = await makeUser(database.db);
  const { effects, codes } = fakeEffects();
  await login(database.db, { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" }, context("203.0.113.5"), effects);
  const wrong = codes[0]!.code === "999999" ? "999998" : "999999";
  for (let attempt = 1; attempt <= 4; attempt++) {
    expect((await failure(verifyTwoFactor(database.db, { emailOrPhone: user.email!, code: wrong }, context("203.0.113.5")))).status).toBe(
      401,
    );
  }
  const fifth = await failure(verifyTwoFactor(database.db, { emailOrPhone: user.email!, code: wrong }, context("203.0.113.5")));
  expect(fifth.status).toBe(429);
  expect(fifth.headers?.["Retry-After"]).toBe("300");
  expect(fifth.message).toBe("Too many failed attempts. Your account is temporarily blocked for 5:00.");
  // Even the right code (and the right password) are refused while the block runs.
  expect(
    (await failure(verifyTwoFactor(database.db, { emailOrPhone: user.email!, code: codes[0]!.code }, context("203.0.113.6")))).status,
  ).toBe(429);
});

test("the same answer, status and message for an unknown account as for a wrong password", async () => {
  const user = await makeUser(database.db);
  const { effects } = fakeEffects();
  const wrong = await failure(
    login(database.db, { emailOrPhone: user.email!, password: "Wrong-1", recaptchaToken: "t" }, context("203.0.113.7"), effects),
  );
  const unknown = await failure(
    login(database.db, { emailOrPhone: "ghost@example.com", password: "Wrong-1", recaptchaToken: "t" }, context("203.0.113.7"), effects),
  );
  expect([unknown.status, unknown.code, unknown.message, unknown.errors]).toEqual([wrong.status, wrong.code, wrong.message, wrong.errors]);
  const googleOnly = await makeUser(database.db, { passwordHash: null, googleId: "g-1" });
  const noPassword = await failure(
    login(database.db, { emailOrPhone: googleOnly.email!, password: "", recaptchaToken: "t" }, context("203.0.113.7"), effects),
  );
  expect([noPassword.status, noPassword.message]).toEqual([wrong.status, wrong.message]);
});

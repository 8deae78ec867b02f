/** @jest-environment node */
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { confirmSession } from "@/lib/auth/account-settings";
import { RECOVERY_CODE_COUNT, spendTotpCode } from "@/lib/auth/authenticator";
import {
  authenticatorStatus,
  confirmAuthenticator,
  regenerateRecoveryCodes,
  removeAuthenticatorApp,
  startAuthenticator,
} from "@/lib/auth/authenticator-settings";
import { login, sendSignInCodeInstead, verifyTwoFactor } from "@/lib/auth/login";
import { findUserById } from "@/lib/auth/repository";
import { openSession, userForToken } from "@/lib/auth/sessions";
import { authenticators, auditLog, recoveryCodes } from "@/lib/db/schema";
import type { UserRow } from "@/lib/auth/repository";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { rejection } from "../helpers/api-error";
import { context, fakeEffects, makeUser, PASSWORD } from "./fixtures";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** The code an authenticator app with this secret shows at `at` (the same library, the app's settings). */
function appCode(secret: string, at = Date.now()): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

let address = 0;
/** Each test its own client address, so the per-address counter of one does not block another. */
const freshContext = () => context(`198.51.100.${++address}`);

async function sessionOf(row: UserRow, secondFactor = false) {
  const { token } = await openSession(database.db, row, { secondFactor });
  return Object.assign((await userForToken(database.db, token))!, { token });
}

/** An account with a confirmed authenticator: its secret and recovery codes. */
async function enrolled(overrides: Parameters<typeof makeUser>[1] = {}) {
  const row = await makeUser(database.db, overrides);
  const session = await sessionOf(row);
  const enrolment = await startAuthenticator(database.db, session);
  const { recoveryCodes: codes } = await confirmAuthenticator(
    database.db,
    session,
    { code: appCode(enrolment.secret), password: PASSWORD },
    freshContext(),
    fakeEffects().effects,
  );
  return { row, session, secret: enrolment.secret, codes };
}

test("setting up: an otpauth URI and an SVG QR code; the secret is stored encrypted and the first code confirms it", async () => {
  const row = await makeUser(database.db, { role: "author", twoFactorEnabled: false });
  const session = await sessionOf(row);
  const enrolment = await startAuthenticator(database.db, session);
  expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Basis%20Point:.+\?.*secret=[A-Z2-7]+/);
  expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
  expect(Buffer.from(enrolment.qr.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toMatch(/^<svg[^>]*>.*<path/s);
  const [stored] = await database.db.select().from(authenticators).where(eq(authenticators.userId, row.id));
  expect(stored!.secret).not.toContain(enrolment.secret);
  expect(stored!.confirmedAt).toBeNull();
  expect(await authenticatorStatus(database.db, row.id)).toEqual({ enabled: false, recoveryCodesLeft: 0 });

  const { effects, notices, settle } = fakeEffects();
  const wrongPassword = await rejection(
    confirmAuthenticator(database.db, session, { code: appCode(enrolment.secret), password: "Wrong-1" }, freshContext(), effects),
  );
  expect([wrongPassword.status, wrongPassword.code]).toEqual([400, "password_incorrect"]);
  const wrongCode = await rejection(
    confirmAuthenticator(
      database.db,
      session,
      { code: appCode(enrolment.secret, Date.now() - 5 * 60_000), password: PASSWORD },
      freshContext(),
      effects,
    ),
  );
  expect([wrongCode.status, wrongCode.code]).toEqual([400, "verification_code_invalid"]);

  const { recoveryCodes: codes } = await confirmAuthenticator(
    database.db,
    session,
    { code: appCode(enrolment.secret), password: PASSWORD },
    freshContext(),
    effects,
  );
  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
  codes.forEach((code) => expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
  const hashes = await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
  expect(hashes.map((hash) => hash.codeHash)).not.toEqual(expect.arrayContaining([codes[0]]));
  // Both factors were shown: two-step is on, and this session has passed it.
  expect((await findUserById(database.db, row.id))!.twoFactorEnabled).toBe(true);
  expect((await userForToken(database.db, session.token))?.secondFactor).toBe(true);
  expect(await authenticatorStatus(database.db, row.id)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  await settle();
  expect(notices.map((notice) => notice.notice.kind)).toEqual(["authenticator-added"]);
  const audit = await database.db.select().from(auditLog).where(eq(auditLog.userId, row.id));
  expect(audit.map((entry) => entry.action)).toEqual(["authenticator_added"]);

  // A stolen session cannot swap the app for its own.
  expect((await rejection(startAuthenticator(database.db, session))).status).toBe(409);
});

test("a code from the app works within ±1 step, and each step once", async () => {
  const { row, secret } = await enrolled();
  // A fixed clock after the enrolment (whose code set the last used step).
  const now = Date.UTC(2030, 0, 1, 12, 0, 15);
  expect(await spendTotpCode(database.db, row.id, appCode(secret, now - 60_000), { now: new Date(now) })).toBe(false);
  expect(await spendTotpCode(database.db, row.id, appCode(secret, now - 30_000), { now: new Date(now) })).toBe(true);
  // The same code again, or an older one, is refused; the next step's works.
  expect(await spendTotpCode(database.db, row.id, appCode(secret, now - 30_000), { now: new Date(now) })).toBe(false);
  expect(await spendTotpCode(database.db, row.id, appCode(secret, now), { now: new Date(now) })).toBe(true);
  expect(await spendTotpCode(database.db, row.id, appCode(secret, now), { now: new Date(now + 10_000) })).toBe(false);
  expect(await spendTotpCode(database.db, row.id, appCode(secret, now + 30_000), { now: new Date(now) })).toBe(true);
  expect(await spendTotpCode(database.db, row.id, appCode(secret, now + 60_000), { now: new Date(now) })).toBe(false);
});

test("sign-in: no code is mailed, the app's code opens a session marked 'totp', and a replayed code is refused and counted", async () => {
  const { row, secret } = await enrolled({ role: "editor" });
  const { effects, codes: mailed } = fakeEffects();
  const ctx = freshContext();
  const outcome = await login(database.db, { emailOrPhone: row.email!, password: PASSWORD, recaptchaToken: "t" }, ctx, effects);
  expect(outcome).toMatchObject({ kind: "two-factor", method: "authenticator" });
  expect(mailed).toHaveLength(0);
  if (outcome.kind !== "two-factor") return;

  // Without the password step's challenge the app's code alone is not a sign-in. (The current
  // step's code went into the enrolment; the next step's is within the window.)
  const code = appCode(secret, Date.now() + 30_000);
  const alone = await rejection(verifyTwoFactor(database.db, { emailOrPhone: row.email!, code }, ctx, effects));
  expect(alone.code).toBe("sign_in_code_invalid");

  const signedIn = await verifyTwoFactor(database.db, { emailOrPhone: row.email!, code, challenge: outcome.challenge }, ctx, effects);
  const session = await userForToken(database.db, signedIn.token);
  expect(session?.secondFactor).toBe(true);
  const signIns = (await database.db.select().from(auditLog).where(eq(auditLog.userId, row.id))).filter((e) => e.action === "signed_in");
  expect(signIns.at(-1)?.details).toMatchObject({ secondFactor: "totp" });

  // The same code again: refused, and it counts like a failed sign-in (5 block the account).
  const again = await login(database.db, { emailOrPhone: row.email!, password: PASSWORD, recaptchaToken: "t" }, ctx, effects);
  if (again.kind !== "two-factor") throw new Error("expected the code step");
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const refused = await rejection(
      verifyTwoFactor(database.db, { emailOrPhone: row.email!, code, challenge: again.challenge }, ctx, effects),
    );
    expect(refused.code).toBe("sign_in_code_invalid");
  }
  const blocked = await rejection(
    verifyTwoFactor(database.db, { emailOrPhone: row.email!, code, challenge: again.challenge }, ctx, effects),
  );
  expect([blocked.status, blocked.message]).toEqual([429, "Too many failed attempts. Your account is temporarily blocked for 5:00."]);
});

test("a recovery code signs in once (session marked 'recovery-code'); the mailed code stays available", async () => {
  const { row, codes } = await enrolled();
  const { effects, codes: mailed } = fakeEffects();
  const ctx = freshContext();
  const first = await login(database.db, { emailOrPhone: row.email!, password: PASSWORD, recaptchaToken: "t" }, ctx, effects);
  if (first.kind !== "two-factor") throw new Error("expected the code step");
  const typed = codes[3]!.toUpperCase().replace("-", " ");
  const signedIn = await verifyTwoFactor(database.db, { emailOrPhone: row.email!, code: typed, challenge: first.challenge }, ctx, effects);
  expect((await userForToken(database.db, signedIn.token))?.secondFactor).toBe(true);
  expect(await authenticatorStatus(database.db, row.id)).toEqual({ enabled: true, recoveryCodesLeft: 9 });

  const second = await login(database.db, { emailOrPhone: row.email!, password: PASSWORD, recaptchaToken: "t" }, ctx, effects);
  if (second.kind !== "two-factor") throw new Error("expected the code step");
  const reused = await rejection(
    verifyTwoFactor(database.db, { emailOrPhone: row.email!, code: codes[3]!, challenge: second.challenge }, ctx, effects),
  );
  expect(reused.code).toBe("sign_in_code_invalid");

  // "Send a code by e-mail instead": the challenge is enough, a forged one is not.
  expect((await rejection(sendSignInCodeInstead(database.db, `${second.challenge}x`, effects))).status).toBe(401);
  expect(await sendSignInCodeInstead(database.db, second.challenge, effects)).toEqual({ email: expect.stringContaining("@") });
  expect(mailed).toHaveLength(1);
  await verifyTwoFactor(database.db, { emailOrPhone: row.email!, code: mailed[0]!.code }, ctx, effects);
});

test("new recovery codes and removing the app ask for the password; removed, sign-in mails a code again", async () => {
  const { row, session, codes } = await enrolled();
  const { effects, codes: mailed } = fakeEffects();
  expect((await rejection(regenerateRecoveryCodes(database.db, session, { password: "Wrong-1" }, freshContext(), effects))).code).toBe(
    "password_incorrect",
  );
  const { recoveryCodes: fresh } = await regenerateRecoveryCodes(database.db, session, { password: PASSWORD }, freshContext(), effects);
  expect(fresh).toHaveLength(10);
  expect(fresh).not.toContain(codes[0]);
  const ctx = freshContext();
  const outcome = await login(database.db, { emailOrPhone: row.email!, password: PASSWORD, recaptchaToken: "t" }, ctx, effects);
  if (outcome.kind !== "two-factor") throw new Error("expected the code step");
  expect(
    (
      await rejection(
        verifyTwoFactor(database.db, { emailOrPhone: row.email!, code: codes[0]!, challenge: outcome.challenge }, ctx, effects),
      )
    ).code,
  ).toBe("sign_in_code_invalid");

  expect((await rejection(removeAuthenticatorApp(database.db, session, { password: "Wrong-1" }, freshContext(), effects))).code).toBe(
    "password_incorrect",
  );
  expect(await removeAuthenticatorApp(database.db, session, { password: PASSWORD }, freshContext(), effects)).toEqual({ enabled: false });
  expect(await authenticatorStatus(database.db, row.id)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  expect((await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id))).length).toBe(0);
  const after = await login(database.db, { emailOrPhone: row.email!, password: PASSWORD, recaptchaToken: "t" }, freshContext(), effects);
  expect(after).toMatchObject({ kind: "two-factor", method: "code" });
  expect(mailed).toHaveLength(1);
});

test("POST /api/users/second-factor accepts the app's code for a session that has not passed one", async () => {
  const { row, secret } = await enrolled({ role: "author" });
  const { token } = await openSession(database.db, row);
  const session = (await userForToken(database.db, token))!;
  expect(session.secondFactor).toBe(false);
  const wrong = await rejection(confirmSession(database.db, session, "000000", freshContext()));
  expect(wrong.code).toBe("verification_code_invalid");
  await confirmSession(database.db, session, appCode(secret, Date.now() + 30_000), freshContext());
  expect((await userForToken(database.db, token))?.secondFactor).toBe(true);
  const [confirmed] = (await database.db.select().from(auditLog).where(eq(auditLog.userId, row.id))).filter(
    (entry) => entry.action === "session_confirmed",
  );
  expect(confirmed?.details).toMatchObject({ secondFactor: "totp" });
});

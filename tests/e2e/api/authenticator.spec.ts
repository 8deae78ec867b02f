import type { APIRequestContext } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { bearer, expect, newReader, register, signInByApi, test, type Reader } from "../support/accounts";
import { solveCaptcha } from "../support/captcha";
import { waitForCode } from "../support/mailbox";

// The authenticator app (TOTP, RFC 6238) as a second factor, with recovery codes, through the REST
// API of a production build: enrol, sign in with the app's code, a replayed code refused, a recovery
// code accepted once, wrong codes counted like failed sign-ins.

/** What the app shows at `at`: computed with the same library and the app's settings. */
const appCode = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** A reader with two-step on and an authenticator set up: their token, the secret and the recovery codes. */
async function enrolledReader(request: APIRequestContext) {
  const reader = newReader();
  await register(request, reader, { twoFactor: true });
  const token = await signInByApi(request, reader);
  const begun = await request.post("/api/users/totp", { headers: bearer(token) });
  expect(begun.status(), await begun.text()).toBe(200);
  const { uri, qr, secret } = (await begun.json()) as { uri: string; qr: string; secret: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/Basis%20Point:reader-[0-9a-f]+%40example\.com\?/);
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);

  const confirmed = await request.put("/api/users/totp", {
    headers: bearer(token),
    data: { code: appCode(secret), password: reader.password },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  expect(recoveryCodes).toHaveLength(10);
  // The secret is never handed out again: a new set-up is refused while the app is there.
  expect((await request.post("/api/users/totp", { headers: bearer(token) })).status()).toBe(409);
  return { reader, token, secret, recoveryCodes };
}

async function passwordStep(request: APIRequestContext, reader: Reader) {
  const login = await request.post("/api/auth/login", {
    data: { emailOrPhone: reader.email, password: reader.password, recaptchaToken: await solveCaptcha(request) },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as { requireTwoFactor: true; method: string; challenge: string; email: string };
}

const verify = (request: APIRequestContext, reader: Reader, code: string, challenge?: string) =>
  request.post("/api/auth/verify-2fa", { data: { emailOrPhone: reader.email, code, challenge } });

test("enrolled, sign-in asks for the app's code (nothing mailed); it signs in once, a replay is refused", async ({ request }) => {
  const { reader, secret } = await enrolledReader(request);
  const step = await passwordStep(request, reader);
  expect(step).toMatchObject({ requireTwoFactor: true, method: "authenticator", email: expect.stringContaining("@example.com") });

  // The enrolment used this step's code; the next step's is within the ±1 window.
  const code = appCode(secret, Date.now() + 30_000);
  // The app's code without the password step is no sign-in.
  expect((await verify(request, reader, code)).status()).toBe(401);
  const signedIn = await verify(request, reader, code, step.challenge);
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  expect((await request.get("/api/users/profile", { headers: bearer(token) })).status()).toBe(200);

  const again = await passwordStep(request, reader);
  const replayed = await verify(request, reader, code, again.challenge);
  expect(replayed.status()).toBe(401);
  expect(await replayed.json()).toMatchObject({ code: "sign_in_code_invalid", message: "Invalid verification code" });
});

test("a recovery code signs in once; 'send a code by e-mail instead' still works", async ({ request }) => {
  const { reader, recoveryCodes } = await enrolledReader(request);
  const step = await passwordStep(request, reader);
  const first = await verify(request, reader, recoveryCodes[0]!.toUpperCase(), step.challenge);
  expect(first.status(), await first.text()).toBe(200);
  const second = await verify(request, reader, recoveryCodes[0]!, (await passwordStep(request, reader)).challenge);
  expect(second.status()).toBe(401);

  const since = Date.now();
  const step2 = await passwordStep(request, reader);
  const mailed = await request.post("/api/auth/login-code", { data: { challenge: step2.challenge } });
  expect(mailed.status(), await mailed.text()).toBe(200);
  expect(await mailed.json()).toEqual({ email: step2.email });
  const viaMail = await verify(request, reader, await waitForCode(reader.email, since));
  expect(viaMail.status(), await viaMail.text()).toBe(200);
});

test("wrong codes count like failed sign-ins: the fifth blocks the account", async ({ request }) => {
  const { reader, secret } = await enrolledReader(request);
  const step = await passwordStep(request, reader);
  const old = appCode(secret, Date.now() - 10 * 60_000);
  for (let attempt = 1; attempt <= 4; attempt += 1) expect((await verify(request, reader, old, step.challenge)).status()).toBe(401);
  const blocked = await verify(request, reader, old, step.challenge);
  expect(blocked.status()).toBe(429);
  expect(await blocked.json()).toMatchObject({ message: "Too many failed attempts. Your account is temporarily blocked for 5:00." });
  // Blocked, even the right code is not looked at.
  expect((await verify(request, reader, appCode(secret, Date.now() + 30_000), step.challenge)).status()).toBe(429);
});

test("new recovery codes and removing the app need the password; a session can be confirmed with the app's code", async ({ request }) => {
  const { reader, token, secret, recoveryCodes } = await enrolledReader(request);
  const auth = bearer(token);
  expect((await request.post("/api/users/recovery-codes", { headers: auth, data: { password: "Wrong-password-1" } })).status()).toBe(400);
  const renewed = await request.post("/api/users/recovery-codes", { headers: auth, data: { password: reader.password } });
  expect(renewed.status()).toBe(200);
  const fresh = ((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes;
  expect(fresh).toHaveLength(10);
  expect(fresh).not.toContain(recoveryCodes[0]);

  const second = await request.post("/api/users/second-factor", { headers: auth, data: { code: appCode(secret, Date.now() + 30_000) } });
  expect(second.status(), await second.text()).toBe(200);

  expect((await request.delete("/api/users/totp", { headers: auth, data: {} })).status()).toBe(400);
  const removed = await request.delete("/api/users/totp", { headers: auth, data: { password: reader.password } });
  expect(removed.status(), await removed.text()).toBe(200);
  expect(await passwordStep(request, reader)).toMatchObject({ method: "code" });
});

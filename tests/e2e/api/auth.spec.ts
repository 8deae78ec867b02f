import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, newAddress, newReader, register, signInByApi, test } from "../support/accounts";
import { solveCaptcha } from "../support/captcha";
import { codeIn, mailsTo, resetLinkIn, waitForCode, waitForEmailLinkToken, waitForMail } from "../support/mailbox";

async function body(response: APIResponse): Promise<Record<string, unknown>> {
  expect(response.headers()["content-type"]).toContain("application/json");
  return (await response.json()) as Record<string, unknown>;
}

async function login(request: APIRequestContext, emailOrPhone: string, password: string, headers?: Record<string, string>) {
  return request.post("/api/auth/login", { data: { emailOrPhone, password, recaptchaToken: await solveCaptcha(request) }, headers });
}

test.describe("POST /api/auth/register", () => {
  test("creates an account and never echoes secrets", async ({ request }) => {
    const reader = newReader();
    const response = await request.post("/api/auth/register", {
      data: {
        firstName: reader.firstName,
        lastName: reader.lastName,
        email: reader.email,
        phone: `+1${reader.phone}`,
        countryCode: "+1",
        password: reader.password,
        confirmPassword: reader.password,
        enableTwoFactor: true,
        recaptchaToken: await solveCaptcha(request),
      },
    });
    expect(response.status()).toBe(201);
    const answer = await body(response);
    expect(answer.user).toMatchObject({
      email: reader.email,
      phone: `+1${reader.phone}`,
      countryCode: "+1",
      twoFactorEnabled: true,
      role: "user",
    });
    expect(JSON.stringify(answer)).not.toMatch(/passwordHash|password_hash|argon2|sessionVersion/);
  });

  test("a taken e-mail (in any case) or phone is a 409 naming the field", async ({ request }) => {
    const reader = newReader();
    await register(request, reader);
    const again = async (changes: Record<string, string>) =>
      request.post("/api/auth/register", {
        data: {
          ...newReader(),
          phone: `+1${newReader().phone}`,
          countryCode: "+1",
          password: reader.password,
          confirmPassword: reader.password,
          recaptchaToken: await solveCaptcha(request),
          ...changes,
        },
      });
    const email = await again({ email: reader.email.toUpperCase() });
    expect(email.status()).toBe(409);
    expect(await body(email)).toEqual({
      message: "An account with this email already exists.",
      code: "email_taken",
      errors: { email: "An account with this email already exists." },
    });
    const phone = await again({ phone: `+1 (${reader.phone.slice(0, 3)}) ${reader.phone.slice(3)}` });
    expect(phone.status()).toBe(409);
    expect((await body(phone)).errors).toEqual({ phone: "An account with this phone number already exists." });
  });

  test("refuses a missing, forged or replayed captcha", async ({ request }) => {
    const reader = newReader();
    const data = { ...reader, phone: `+1${reader.phone}`, confirmPassword: reader.password, enableTwoFactor: true };
    const missing = await request.post("/api/auth/register", { data });
    expect(missing.status()).toBe(400);
    expect((await body(missing)).errors).toMatchObject({ recaptchaToken: "Please complete the CAPTCHA verification" });
    const forged = await request.post("/api/auth/register", {
      data: { ...data, recaptchaToken: Buffer.from('{"challenge":{},"solution":{}}').toString("base64") },
    });
    expect(forged.status()).toBe(400);
    const token = await solveCaptcha(request);
    expect((await request.post("/api/auth/register", { data: { ...data, recaptchaToken: token } })).status()).toBe(201);
    const replay = await request.post("/api/auth/register", {
      data: {
        ...newReader(),
        phone: `+1${newReader().phone}`,
        password: reader.password,
        confirmPassword: reader.password,
        recaptchaToken: token,
      },
    });
    expect(replay.status()).toBe(400);
    expect((await body(replay)).message).toBe("Please complete the CAPTCHA verification");
  });

  test("answers every rule of docs/behaviour.md#validation with its message", async ({ request }) => {
    const valid = { ...newReader(), countryCode: "+1", phone: "+15550001111", confirmPassword: "Correct-Horse-42", recaptchaToken: "x" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: "   " }, "firstName", "First name is required"],
      [{ lastName: "" }, "lastName", "Last name is required"],
      [{ email: "" }, "email", "Email is required"],
      [{ email: "not-an-email" }, "email", "Email is invalid"],
      [{ phone: "" }, "phone", "Phone number is required"],
      [{ phone: "+1 12345" }, "phone", "Phone number is invalid"],
      [{ phone: "+1 1234567890123456" }, "phone", "Phone number is invalid"],
      [{ password: "", confirmPassword: "" }, "password", "Password is required"],
      [{ password: "Ab1!", confirmPassword: "Ab1!" }, "password", "Password must be at least 8 characters"],
      [{ password: "abcdefgh", confirmPassword: "abcdefgh" }, "password", "Password is too weak"],
      [{ confirmPassword: "" }, "confirmPassword", "Please confirm your password"],
      [{ confirmPassword: "Correct-Horse-43" }, "confirmPassword", "Passwords do not match"],
      [{ recaptchaToken: "" }, "recaptchaToken", "Please complete the CAPTCHA verification"],
    ];
    for (const [changes, field, message] of cases) {
      const response = await request.post("/api/auth/register", { data: { ...valid, ...changes } });
      expect(response.status(), JSON.stringify(changes)).toBe(400);
      expect((await body(response)).errors, JSON.stringify(changes)).toMatchObject({ [field]: message });
    }
  });

  test("hostile bodies are 4xx with the JSON error shape, never a 500", async ({ request }) => {
    const attempts = [
      request.post("/api/auth/register", { headers: { "content-type": "application/json" }, data: "{not json" }),
      request.post("/api/auth/register", { data: [1, 2, 3] }),
      request.post("/api/auth/register", { data: { firstName: { $ne: null }, email: ["a@b.c"], password: 12345678 } }),
      request.post("/api/auth/register", { data: { ...newReader(), firstName: "x".repeat(5000), recaptchaToken: "y".repeat(20000) } }),
      request.post("/api/auth/register", {
        headers: { "content-type": "application/json" },
        data: JSON.stringify({ pad: "z".repeat(200_000) }),
      }),
      request.post("/api/auth/login", { data: { emailOrPhone: "' OR 1=1 --", password: "' OR '1'='1", recaptchaToken: "%%%" } }),
      request.post("/api/auth/verify-2fa", { data: { emailOrPhone: "a@b.c", code: "12345a" } }),
      request.post("/api/auth/reset-password", { data: { token: "../../etc/passwd", newPassword: "Correct-Horse-42" } }),
      request.post("/api/auth/forgot-password", { data: { emailOrPhone: { toString: 1 } } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status(), await response.text()).toBeGreaterThanOrEqual(400);
      expect(response.status()).toBeLessThan(500);
      expect(typeof (await body(response)).message).toBe("string");
      expect(await response.text()).not.toMatch(/at \w+ \(|node_modules|Error:/);
    }
  });
});

test.describe("POST /api/auth/login and /api/auth/verify-2fa", () => {
  test("an unknown account and a wrong password get the same answer", async ({ request }) => {
    const reader = newReader();
    await register(request, reader);
    const wrong = await login(request, reader.email, "Wrong-Password-1");
    const unknown = await login(request, `nobody-${reader.email}`, "Wrong-Password-1");
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    expect(await body(wrong)).toEqual({ message: "Login failed. Please check your credentials.", code: "login_failed" });
    expect(await body(unknown)).toEqual(await body(wrong));
  });

  test("docs/behaviour.md#data-shapes's payload alone signs in; once something failed the server asks for the captcha", async ({
    request,
  }) => {
    const reader = newReader();
    await register(request, reader, { twoFactor: false });
    const plain = await request.post("/api/auth/login", { data: { emailOrPhone: reader.email, password: reader.password } });
    expect(plain.status()).toBe(200);
    expect(typeof (await body(plain)).token).toBe("string");
    expect((await request.post("/api/auth/login", { data: { emailOrPhone: reader.email, password: "Wrong-Password-1" } })).status()).toBe(
      401,
    );
    const asked = await request.post("/api/auth/login", { data: { emailOrPhone: reader.email, password: reader.password } });
    expect(asked.status()).toBe(400);
    expect(await body(asked)).toEqual({
      message: "Please complete the CAPTCHA verification",
      code: "captcha_required",
      errors: { recaptchaToken: "Please complete the CAPTCHA verification" },
    });
    expect((await login(request, reader.email, reader.password)).status()).toBe(200);
  });

  test("with two-factor on: no token until the mailed code, which works once", async ({ request }) => {
    const reader = newReader();
    await register(request, reader);
    const since = Date.now();
    const first = await login(request, reader.email, reader.password);
    expect(first.status()).toBe(200);
    const answer = await body(first);
    expect(answer).toMatchObject({ requireTwoFactor: true, email: `r•••@example.com` });
    expect(answer.token).toBeUndefined();
    const mail = await waitForMail(reader.email, since, /verification code/);
    expect(mail.subject).toBe("Your Basis Point verification code");
    const code = codeIn(mail);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await request.post("/api/auth/verify-2fa", {
      data: { emailOrPhone: reader.email, code: wrongCode, rememberDevice: false },
    });
    expect(wrong.status()).toBe(401);
    const wrongAnswer = await body(wrong);
    expect(wrongAnswer).toEqual({ message: "Invalid verification code", code: "sign_in_code_invalid" });

    const other = newReader();
    await register(request, other);
    const stolen = await request.post("/api/auth/verify-2fa", { data: { emailOrPhone: other.email, code, rememberDevice: false } });
    expect(stolen.status()).toBe(401);
    expect((await body(stolen)).token).toBeUndefined();

    const right = await request.post("/api/auth/verify-2fa", { data: { emailOrPhone: reader.email, code, rememberDevice: false } });
    expect(right.status()).toBe(200);
    const session = await body(right);
    expect(typeof session.token).toBe("string");
    expect(session.user).toMatchObject({ email: reader.email });
    const reuse = await request.post("/api/auth/verify-2fa", { data: { emailOrPhone: reader.email, code, rememberDevice: false } });
    expect(reuse.status()).toBe(401);

    const profile = await request.get("/api/users/profile", { headers: { authorization: `Bearer ${String(session.token)}` } });
    expect(profile.status()).toBe(200);
    expect(await body(profile)).toMatchObject({ email: reader.email });
  });

  test("signs in by phone number, with or without its country code", async ({ request }) => {
    const reader = newReader();
    await register(request, reader, { twoFactor: false });
    for (const typed of [`+1 ${reader.phone}`, `1${reader.phone}`, reader.phone]) {
      const response = await login(request, typed, reader.password);
      expect(response.status(), typed).toBe(200);
      expect(typeof (await body(response)).token).toBe("string");
    }
  });

  test("trusting the device skips the code on that browser only", async ({ request, playwright, baseURL }) => {
    const reader = newReader();
    await register(request, reader);
    let since = Date.now();
    await login(request, reader.email, reader.password);
    const code = await waitForCode(reader.email, since);
    const verify = await request.post("/api/auth/verify-2fa", { data: { emailOrPhone: reader.email, code, rememberDevice: true } });
    expect(verify.status()).toBe(200);
    const cookie = verify.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/bp_trusted_device=[^;]+;/);
    expect(cookie.toLowerCase()).toContain("httponly");

    const again = await login(request, reader.email, reader.password);
    expect(typeof (await body(again)).token).toBe("string");

    const otherBrowser = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": newAddress() } });
    since = Date.now();
    const fresh = await login(otherBrowser, reader.email, reader.password);
    expect(await body(fresh)).toMatchObject({ requireTwoFactor: true });
    await otherBrowser.dispose();
  });

  test("five failures block the account for five minutes, from any address (429 + Retry-After)", async ({ request }) => {
    const reader = newReader();
    await register(request, reader, { twoFactor: false });
    for (let attempt = 1; attempt <= 4; attempt++) expect((await login(request, reader.email, "Wrong-Password-1")).status()).toBe(401);
    const fifth = await login(request, reader.email, "Wrong-Password-1");
    expect(fifth.status()).toBe(429);
    expect(Number(fifth.headers()["retry-after"])).toBeGreaterThan(290);
    expect((await body(fifth)).message).toMatch(/^Too many failed attempts\. Your account is temporarily blocked for [45]:\d\d\.$/);

    const rightPassword = await login(request, reader.email, reader.password);
    expect(rightPassword.status()).toBe(429);
    expect((await body(rightPassword)).message).toMatch(/^Too many failed attempts\. Please try again in [45]:\d\d\.$/);
    const elsewhere = await login(request, reader.email, reader.password, { "x-forwarded-for": newAddress() });
    expect(elsewhere.status()).toBe(429);
  });

  test("an unknown account is throttled exactly like a real one", async ({ request }) => {
    const ghost = `ghost-${Date.now()}@example.com`;
    for (let attempt = 1; attempt <= 4; attempt++) expect((await login(request, ghost, "Wrong-Password-1")).status()).toBe(401);
    expect((await login(request, ghost, "Wrong-Password-1")).status()).toBe(429);
  });

  test("wrong second-factor codes count as failed sign-ins", async ({ request }) => {
    const reader = newReader();
    await register(request, reader);
    await login(request, reader.email, reader.password);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await request.post("/api/auth/verify-2fa", { data: { emailOrPhone: reader.email, code: "000000" } });
      expect([401]).toContain(response.status());
    }
    const fifth = await request.post("/api/auth/verify-2fa", { data: { emailOrPhone: reader.email, code: "000000" } });
    expect(fifth.status()).toBe(429);
    expect((await login(request, reader.email, reader.password)).status()).toBe(429);
  });

  test("one address failing against many accounts is blocked too", async ({ request }) => {
    const reader = newReader();
    await register(request, reader, { twoFactor: false });
    let status = 0;
    for (let attempt = 1; attempt <= 20 && status !== 429; attempt++) {
      status = (await login(request, `sweep-${attempt}-${Date.now()}@example.com`, "Wrong-Password-1")).status();
    }
    expect(status).toBe(429);
    const blocked = await login(request, reader.email, reader.password);
    expect(blocked.status()).toBe(429);
    expect((await login(request, reader.email, reader.password, { "x-forwarded-for": newAddress() })).status()).toBe(200);
  });
});

test.describe("password reset", () => {
  test("answers the same for any address, and mails a single-use link only to real accounts", async ({ request }) => {
    const reader = newReader();
    await register(request, reader, { twoFactor: false });
    const since = Date.now();
    const real = await request.post("/api/auth/forgot-password", { data: { email: reader.email } });
    const ghostAddress = `ghost-${reader.email}`;
    const ghost = await request.post("/api/auth/forgot-password", { data: { emailOrPhone: ghostAddress } });
    expect(real.status()).toBe(200);
    expect(await body(real)).toEqual(await body(ghost));
    const empty = await request.post("/api/auth/forgot-password", { data: {} });
    expect(empty.status()).toBe(400);
    expect((await body(empty)).errors).toEqual({ emailOrPhone: "Email or phone is required" });

    const link = resetLinkIn(await waitForMail(reader.email, since, /Reset your Basis Point password/));
    expect(await mailsTo(ghostAddress)).toEqual([]);
    const token = new URL(link).searchParams.get("token") ?? "";
    const oldSession = await signInByApi(request, reader);

    const weak = await request.post("/api/auth/reset-password", { data: { token, newPassword: "abcdefgh" } });
    expect(weak.status()).toBe(400);
    expect((await body(weak)).errors).toMatchObject({ newPassword: "Password is too weak" });
    const reset = await request.post("/api/auth/reset-password", { data: { token, newPassword: "New-Password-77" } });
    expect(reset.status()).toBe(200);
    const reuse = await request.post("/api/auth/reset-password", { data: { token, newPassword: "Other-Password-88" } });
    expect(reuse.status()).toBe(400);
    expect((await body(reuse)).message).toBe("This reset link is invalid or has expired. Please request a new one.");

    expect((await request.get("/api/users/profile", { headers: { authorization: `Bearer ${oldSession}` } })).status()).toBe(401);
    expect((await login(request, reader.email, reader.password)).status()).toBe(401);
    expect((await login(request, reader.email, "New-Password-77")).status()).toBe(200);
  });
});

test.describe("POST /api/auth/google", () => {
  const claims = (overrides: Record<string, unknown> = {}) => ({
    iss: "https://accounts.google.com",
    aud: "basis-point-e2e.apps.googleusercontent.com",
    sub: `g-${Date.now()}-${Math.random()}`,
    email: `g-${Date.now()}@example.com`,
    email_verified: true,
    given_name: "Grace",
    family_name: "Hopper",
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 600,
    ...overrides,
  });
  async function idToken(payload: Record<string, unknown>, key?: "rogue"): Promise<string> {
    const { SERVICES_URL } = await import("../support/services");
    const response = await fetch(`${SERVICES_URL}/google/token${key ? "?key=rogue" : ""}`, {
      method: "POST",
      body: JSON.stringify(payload),
    });
    return ((await response.json()) as { token: string }).token;
  }

  test("accepts only a genuine, current ID token for this site, and fields that agree with it", async ({ request }) => {
    const good = claims();
    // Without an ID token the request is malformed (400); a token that is forged, for another site,
    // from another issuer, expired or unreadable, or fields that disagree with it, fail sign-in (401).
    const missing = await request.post("/api/auth/google", { data: { googleId: good.sub, email: good.email } });
    expect(missing.status()).toBe(400);
    expect(await body(missing)).toEqual({
      code: "invalid_request",
      message: "idToken is required",
      errors: { idToken: "idToken is required" },
    });
    const refusals = [
      { idToken: await idToken(good, "rogue") },
      { idToken: await idToken({ ...good, aud: "someone-else.apps.googleusercontent.com" }) },
      { idToken: await idToken({ ...good, iss: "https://evil.example" }) },
      { idToken: await idToken({ ...good, exp: Math.floor(Date.now() / 1000) - 60 }) },
      { idToken: await idToken(good), googleId: "another-google-user" },
      { idToken: await idToken(good), email: "someone-else@example.com" },
      { idToken: "not.a.token" },
    ];
    for (const [index, data] of refusals.entries()) {
      const response = await request.post("/api/auth/google", { data });
      expect([response.status(), await body(response)], `refusal ${index}`).toEqual([
        401,
        { code: "google_sign_in_failed", message: "Google sign-in failed. Please try again." },
      ]);
    }
    const accepted = await request.post("/api/auth/google", {
      data: {
        googleId: good.sub,
        email: good.email,
        firstName: "Ignored",
        lastName: "Ignored",
        profilePicture: "",
        idToken: await idToken(good),
      },
    });
    expect(accepted.status()).toBe(200);
    const answer = await body(accepted);
    expect(typeof answer.token).toBe("string");
    expect(answer.user).toMatchObject({
      email: good.email,
      firstName: "Grace",
      lastName: "Hopper",
      googleLinked: true,
      hasPassword: false,
    });
  });

  test("links a Google identity to the account whose owner confirmed its e-mail, keeping its password", async ({ request }) => {
    const reader = newReader();
    const since = Date.now();
    const { id } = await register(request, reader);
    const token = await waitForEmailLinkToken(reader.email, since);
    const confirmed = await request.post("/api/auth/verify-email", { data: { token } });
    expect(confirmed.status()).toBe(200);
    expect((await body(confirmed)).user).toMatchObject({ id, emailVerified: true });
    const response = await request.post("/api/auth/google", { data: { credential: await idToken(claims({ email: reader.email })) } });
    expect(response.status()).toBe(200);
    expect((await body(response)).user).toMatchObject({ id, googleLinked: true, hasPassword: true });
  });
});

test.describe("profile, settings and sessions", () => {
  test("the profile needs a session; Bearer tokens work; logout ends the token", async ({ request }) => {
    expect((await request.get("/api/users/profile")).status()).toBe(401);
    expect(
      (await request.put("/api/users/profile", { data: { firstName: "X", lastName: "Y", countryCode: "+1", phone: "" } })).status(),
    ).toBe(401);
    expect((await request.get("/api/users/profile", { headers: { authorization: "Bearer forged.token.value" } })).status()).toBe(401);

    const reader = newReader();
    await register(request, reader, { twoFactor: false });
    const token = await signInByApi(request, reader);
    const auth = { authorization: `Bearer ${token}` };
    const updated = await request.put("/api/users/profile", {
      headers: auth,
      data: { firstName: " Augusta ", lastName: "King", countryCode: "+44", phone: "7700 900123" },
    });
    expect(updated.status()).toBe(200);
    expect(await body(updated)).toMatchObject({ firstName: "Augusta", lastName: "King", phone: "+447700900123", countryCode: "+44" });

    const invalid = await request.put("/api/users/profile", {
      headers: auth,
      data: { firstName: "", lastName: "King", countryCode: "+1", phone: "12", avatar: "javascript:alert(1)" },
    });
    expect(invalid.status()).toBe(400);
    expect((await body(invalid)).errors).toMatchObject({ firstName: "First name is required", phone: "Phone number is invalid" });
    expect((await body(invalid)).errors).toHaveProperty("avatar");

    const other = newReader();
    await register(request, other);
    const taken = await request.put("/api/users/profile", {
      headers: auth,
      data: { firstName: "A", lastName: "K", countryCode: "+1", phone: other.phone },
    });
    expect(taken.status()).toBe(409);

    const svg = await request.post("/api/users/avatar", {
      headers: auth,
      multipart: { avatar: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("<svg onload='alert(1)'/>") } },
    });
    expect(svg.status()).toBe(415);
    const huge = await request.post("/api/users/avatar", {
      headers: auth,
      multipart: { avatar: { name: "x.png", mimeType: "image/png", buffer: Buffer.alloc(1_200_000) } },
    });
    expect(huge.status()).toBe(413);
    expect(
      (
        await request.post("/api/users/avatar", {
          multipart: { avatar: { name: "x.png", mimeType: "image/png", buffer: Buffer.alloc(10) } },
        })
      ).status(),
    ).toBe(401);

    expect((await request.post("/api/auth/logout", { headers: auth })).status()).toBe(200);
    expect((await request.get("/api/users/profile", { headers: auth })).status()).toBe(401);
  });

  test("turning two-factor off needs the password; sign out everywhere ends every token", async ({ request }) => {
    const reader = newReader();
    await register(request, reader);
    const token = await signInByApi(request, reader);
    const second = await signInByApi(request, reader);
    const auth = { authorization: `Bearer ${token}` };
    const noPassword = await request.put("/api/users/two-factor", { headers: auth, data: { enabled: false } });
    expect(noPassword.status()).toBe(400);
    expect(
      (await request.put("/api/users/two-factor", { headers: auth, data: { enabled: false, password: reader.password } })).status(),
    ).toBe(200);
    expect(typeof (await body(await login(request, reader.email, reader.password))).token).toBe("string");

    expect((await request.delete("/api/users/sessions", { headers: auth })).status()).toBe(200);
    for (const ended of [token, second])
      expect((await request.get("/api/users/profile", { headers: { authorization: `Bearer ${ended}` } })).status()).toBe(401);
  });

  test("trusted devices are listed and revocable by their owner only", async ({ request, playwright, baseURL }) => {
    const reader = newReader();
    await register(request, reader);
    const since = Date.now();
    await login(request, reader.email, reader.password);
    const code = await waitForCode(reader.email, since);
    const verify = await request.post("/api/auth/verify-2fa", {
      data: { emailOrPhone: reader.email, code, rememberDevice: true },
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" },
    });
    const token = String((await body(verify)).token);
    const devices = (await (await request.get("/api/users/trusted-devices", { headers: { authorization: `Bearer ${token}` } })).json()) as {
      id: number;
      label: string;
    }[];
    expect(devices).toHaveLength(1);
    expect(devices[0]?.label).toBe("Chrome on Linux");

    const stranger = newReader();
    await register(request, stranger, { twoFactor: false });
    const strangerContext = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": newAddress() } });
    const strangerToken = await signInByApi(strangerContext, stranger);
    expect(
      (
        await request.delete(`/api/users/trusted-devices/${devices[0]?.id}`, { headers: { authorization: `Bearer ${strangerToken}` } })
      ).status(),
    ).toBe(404);
    await strangerContext.dispose();

    expect(
      (await request.delete(`/api/users/trusted-devices/${devices[0]?.id}`, { headers: { authorization: `Bearer ${token}` } })).status(),
    ).toBe(200);
    expect(await body(await login(request, reader.email, reader.password))).toMatchObject({ requireTwoFactor: true });
  });

  test("a cookie session cannot be used for writes from another site", async ({ request }) => {
    const reader = newReader();
    await register(request, reader, { twoFactor: false });
    const token = await signInByApi(request, reader);
    const cookie = { cookie: `next-auth.session-token=${token}` };
    expect((await request.get("/api/users/profile", { headers: cookie })).status()).toBe(200);
    const forged = await request.put("/api/users/profile", {
      headers: { ...cookie, origin: "https://evil.example" },
      data: { firstName: "Hacked", lastName: "X", countryCode: "+1", phone: "" },
    });
    expect(forged.status()).toBe(401);
  });
});

test("next-auth's endpoints live under /api/auth, and other paths there keep the JSON 404", async ({ request }) => {
  const csrf = await request.get("/api/auth/csrf");
  expect(csrf.status()).toBe(200);
  expect(typeof (await body(csrf)).csrfToken).toBe("string");
  expect(await body(await request.get("/api/auth/session"))).toEqual({});
  const unknown = await request.get("/api/auth/no-such-thing");
  expect(unknown.status()).toBe(404);
  expect(await body(unknown)).toEqual({ message: "No such API endpoint.", code: "endpoint_not_found" });
});

test.describe("guards", () => {
  test("admin API routes answer 401 to visitors and 403 to readers", async ({ request }) => {
    expect((await request.get("/api/admin/comments")).status()).toBe(401);
    const reader = newReader();
    await register(request, reader, { twoFactor: false });
    const token = await signInByApi(request, reader);
    const forbidden = await request.get("/api/admin/comments", { headers: { authorization: `Bearer ${token}` } });
    expect(forbidden.status()).toBe(403);
    expect(await body(forbidden)).toEqual({ message: "Only newsroom staff can do this.", code: "staff_only" });
  });

  test("the configured admin exists and passes the admin guard", async ({ request }) => {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = await import("../support/services");
    const token = await signInByApi(request, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const profile = await body(await request.get("/api/users/profile", { headers: { authorization: `Bearer ${token}` } }));
    expect(profile).toMatchObject({ email: ADMIN_EMAIL, role: "admin" });
    expect((await request.get("/api/admin/comments", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  });

  test("pages for readers send visitors to sign in and back", async ({ request }) => {
    for (const path of ["/profile", "/settings", "/admin/comments"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location ?? "", "http://x");
      expect(location.pathname).toBe("/sign-in");
      expect(location.searchParams.get("callbackUrl")).toBe(path);
    }
  });
});

import { Secret, TOTP } from "otpauth";
import { expect, newReader, register, signInBrowser, signInByApi, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";

// Setting up an authenticator app from /settings and signing in with its code, in a real browser
// (tests/e2e/api/authenticator.spec.ts checks the API). The journey runs at desktop size, like the
// other account journeys; the settings screen is looked at on both.

/** What the app shows at `at`: the same library, the app's settings. */
const appCode = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

test("set up from the settings with the QR code's key, then sign in with the app's code", async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "account journeys run at desktop size");
  // Two axe scans of full pages and a whole sign-in: under CI's load the first scan alone took 28 s.
  test.slow();
  const reader = newReader();
  await register(request, reader, { twoFactor: false });
  await signInBrowser(context, baseURL, await signInByApi(request, reader));

  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Authenticator app" });
  await section.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(section.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = (await section.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("settings-authenticator-setup.png"), fullPage: true });

  await section.getByLabel("Code from the app").fill(appCode(secret));
  await section.getByLabel("Current password").fill(reader.password);
  await section.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("region", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!;
  expect(recoveryCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("An authenticator app is set up. 10 recovery codes are left.")).toBeVisible();
  // Setting it up turned two-step verification on.
  await expect(page.getByRole("switch", { name: "Two-factor authentication" })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath("settings-authenticator-on.png"), fullPage: true });

  // A new browser: the sign-in asks for the app's code, not a mailed one.
  await context.clearCookies();
  await page.goto("/sign-in");
  await page.getByLabel("Email or phone").fill(reader.email);
  await page.getByLabel("Password", { exact: true }).fill(reader.password);
  await page.getByText("I'm not a robot").click();
  await expect(page.getByText("Verified")).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app, or one of your recovery codes.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send a code by e-mail instead" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Authentication code").fill(appCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto("/settings");
  await expect(page.getByText("An authenticator app is set up.")).toBeVisible();
});

test("the settings screen with an authenticator set up passes axe at this project's size", async ({ page, context, request, baseURL }) => {
  const reader = newReader();
  await register(request, reader, { twoFactor: false });
  const token = await signInByApi(request, reader);
  const begun = (await (await request.post("/api/users/totp", { headers: { authorization: `Bearer ${token}` } })).json()) as {
    secret: string;
  };
  const confirmed = await request.put("/api/users/totp", {
    headers: { authorization: `Bearer ${token}` },
    data: { code: appCode(begun.secret), password: reader.password },
  });
  expect(confirmed.status()).toBe(200);
  await signInBrowser(context, baseURL, token);
  await page.goto("/settings");
  await expect(page.getByText("An authenticator app is set up. 10 recovery codes are left.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("settings-authenticator.png"), fullPage: true });
});

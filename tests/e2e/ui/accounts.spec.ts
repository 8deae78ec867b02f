import type { Page } from "@playwright/test";
import { expect, newReader, register, test, type Reader } from "../support/accounts";
import { resetLinkIn, waitForCode, waitForMail } from "../support/mailbox";

/** The form's error alert (Next.js keeps an empty role="alert" of its own for route announcements). */
const alert = (page: Page) => page.getByRole("alert").and(page.locator(":not(#__next-route-announcer__)"));

/** Ticks the ALTCHA box and waits for the proof of work to finish. */
async function solveCaptcha(page: Page) {
  await page.getByText("I'm not a robot").click();
  await expect(page.getByText("Verified")).toBeVisible();
}

async function fillSignIn(page: Page, emailOrPhone: string, password: string) {
  await page.getByLabel("Email or phone").fill(emailOrPhone);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await solveCaptcha(page);
}

async function signUp(page: Page, reader: Reader, options: { twoFactor?: boolean } = {}) {
  await page.goto("/sign-up");
  await page.getByLabel("First name").fill(reader.firstName);
  await page.getByLabel("Last name").fill(reader.lastName);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Email", { exact: true }).fill(reader.email);
  await expect(page.getByLabel("Country code")).toHaveValue("US");
  await page.getByLabel("Phone number").fill(reader.phone);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Password", { exact: true }).fill(reader.password);
  await page.getByLabel("Confirm password").fill(reader.password);
  if (options.twoFactor === false) await page.getByLabel(/Enable two-factor authentication/).uncheck();
  await page.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: /Verification/ })).toBeVisible();
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page).toHaveURL(/\/sign-in\?registered=1$/);
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([null, null]);
}

test("sign up, sign in with the mailed code, trust the device, log out, and skip the code next time", async ({ page }) => {
  test.slow(); // the whole journey of a new reader, mail included
  const reader = newReader();
  await signUp(page, reader);
  const notice = page.getByText("Registration successful! Please sign in. We have sent you a link to confirm your email address.");
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 8_000 });

  const since = Date.now();
  await fillSignIn(page, reader.email, reader.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(/We sent a 6-digit verification code to your email r•••@example\.com/)).toBeVisible();
  const code = await waitForCode(reader.email, since);

  await page.getByLabel("Verification code").fill("000000" === code ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(alert(page)).toHaveText("Invalid verification code");

  await page.getByLabel("Verification code").fill(code);
  await page.getByLabel("Trust this device for 30 days").check();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Notifications (3 new)" })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem("token"),
    user: JSON.parse(localStorage.getItem("user") ?? "null") as { email?: string },
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.user?.email).toBe(reader.email);

  await page.getByRole("button", { name: "Notifications (3 new)" }).click();
  const notifications = page.getByRole("menu", { name: "Notifications" });
  await expect(notifications.getByRole("menuitem")).toHaveCount(3);
  await expect(notifications).toContainText("New article published");
  await expect(notifications).toContainText("New reply to your comment");
  await expect(notifications).toContainText("System update");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu", { name: "Account" });
  await expect(menu.getByRole("menuitem")).toHaveText(["Profile", "Settings", "Logout"]);
  await page.keyboard.press("Escape");
  await logout(page);

  await page.goto("/sign-in");
  await fillSignIn(page, reader.email, reader.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await logout(page);
});

test("every sign-up step checks its fields with the spec's messages", async ({ page }) => {
  await page.goto("/sign-up");
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  await page.getByLabel("First name").fill("   ");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Phone number is required")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("ada@invalid");
  await page.getByLabel("Phone number").fill("12-34");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await expect(page.getByText("Phone number is invalid")).toBeVisible();
  expect(await page.getByLabel("Country code").locator("option").count()).toBeGreaterThanOrEqual(60);
  await page.getByLabel("Country code").selectOption("GB");
  await page.getByLabel("Email", { exact: true }).fill(`ada-${Date.now()}@example.com`);
  await page.getByLabel("Phone number").fill("7700 900123");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("switch", { name: /Enable two-factor authentication/ })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await expect(page.getByText("You must agree to the terms and conditions")).toBeVisible();
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("Ab1!");
  await expect(page.getByText("Password strength: Fair")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await password.fill("abcdefgh");
  await expect(page.getByText("Password strength: Weak")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Password is too weak")).toBeVisible();
  await password.fill("Abcdefgh12!xyz");
  await expect(page.getByText("Password strength: Strong")).toBeVisible();
  await page.getByLabel("Confirm password").fill("Abcdefgh12!xyy");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  // The agreement's own links (the footer has its own Terms and Privacy links too).
  const agreement = page.locator("label", { hasText: "I agree to the" });
  await expect(agreement.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  await expect(agreement.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");

  await page.getByLabel("Confirm password").fill("Abcdefgh12!xyz");
  await page.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  const review = page.getByRole("table", { name: "Review" });
  await expect(review).toContainText("Ada Lovelace");
  await expect(review).toContainText("+447700900123");
  await expect(review).toContainText("Two-factor authentication on");
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page.getByText("Please complete the CAPTCHA verification")).toBeVisible();

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("Abcdefgh12!xyz");
});

test("the sign-in form and the code input check their fields", async ({ page, request }) => {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Email or phone is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByText("Please complete the CAPTCHA verification")).toBeVisible();

  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show characters" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide characters" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByText(/Google sign-in is not available/)).toBeVisible();

  const reader = newReader();
  await register(request, reader);
  await fillSignIn(page, reader.email, reader.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  const code = page.getByLabel("Verification code");
  await code.pressSequentially("12ab3-4 5678");
  await expect(code).toHaveValue("123456");
  await code.fill("12");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Please enter a valid 6-digit code")).toBeVisible();

  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Email or phone is required")).toBeVisible();
});

test("five failures block sign-in in the browser and on the server, across reloads", async ({ page, request }) => {
  const reader = newReader();
  await register(request, reader, { twoFactor: false });
  await page.goto("/sign-in");
  for (let attempt = 1; attempt <= 4; attempt++) {
    await fillSignIn(page, reader.email, "Wrong-Password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(alert(page)).toHaveText("Login failed. Please check your credentials.");
  }
  await expect(page.getByText("1 attempt left before sign-in is blocked for 5 minutes.")).toBeVisible();
  await fillSignIn(page, reader.email, "Wrong-Password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(alert(page)).toHaveText(/^Too many failed attempts\. Your account is temporarily blocked for [45]:\d\d\.$/);
  const banner = page.getByRole("status").filter({ hasText: "Your account is temporarily blocked due to too many failed login attempts." });
  await expect(banner).toBeVisible();
  const before = await banner.locator("strong").textContent();
  await expect(banner.locator("strong")).not.toHaveText(before ?? "", { timeout: 3_000 });

  await page.reload();
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => Number(localStorage.getItem("loginBlockedUntil")))).toBeGreaterThan(Date.now());
  await page.getByLabel("Email or phone").fill(reader.email);
  await page.getByLabel("Password", { exact: true }).fill(reader.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(alert(page)).toHaveText(/^Too many failed attempts\. Please try again in [45]:\d\d\.$/);

  // Clearing the browser's storage does not help: the server keeps its own count.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(banner).toBeHidden();
  await fillSignIn(page, reader.email, reader.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(alert(page)).toHaveText(/^Too many failed attempts\. Please try again in [45]:\d\d\.$/);
  await expect(banner).toBeVisible();
});

test("a forgotten password is reset through the mailed link", async ({ page, request }) => {
  const reader = newReader();
  await register(request, reader, { twoFactor: false });
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const since = Date.now();
  await page.getByLabel("Email or phone").fill(reader.email);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/reset-password\?sent=1$/);
  await expect(page.getByText(/If an account exists for that email or phone/)).toBeVisible();

  const link = resetLinkIn(await waitForMail(reader.email, since, /Reset your Basis Point password/));
  await page.goto(link);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("New password").fill("abcdefgh");
  await page.getByLabel("Confirm password").fill("abcdefgX");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password is too weak")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("New password").fill("Brand-New-Pass-9");
  await page.getByLabel("Confirm password").fill("Brand-New-Pass-9");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/sign-in\?reset=1$/);
  await expect(page.getByText("Your password has been reset. Please sign in with your new password.")).toBeVisible();

  await page.goto(link);
  await page.getByLabel("New password").fill("Another-Pass-10");
  await page.getByLabel("Confirm password").fill("Another-Pass-10");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(alert(page)).toContainText("This reset link is invalid or has expired.");

  await page.goto("/sign-in");
  await fillSignIn(page, reader.email, "Brand-New-Pass-9");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("profile and settings: guarded, editable, and the trusted device can be revoked", async ({ page, request }) => {
  const reader = newReader();
  await register(request, reader);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fprofile$/);
  let since = Date.now();
  await fillSignIn(page, reader.email, reader.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByLabel("Verification code").fill(await waitForCode(reader.email, since));
  await page.getByLabel("Trust this device for 30 days").check();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await expect(page.getByText(reader.email)).toBeVisible();

  await page.getByRole("button", { name: "Edit profile" }).click();
  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First name").fill("Augusta");
  await page.getByLabel("Phone number").fill(newReader().phone);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile has been updated.")).toBeVisible();
  await expect(page.getByText(`Augusta ${reader.lastName}`).first()).toBeVisible();
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("user") ?? "{}") as { firstName?: string }).firstName)).toBe("Augusta");

  // A 1×1 PNG as the new photo; it is served back from /api/uploads.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  await page.getByLabel("Upload photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Your photo has been updated.")).toBeVisible();
  const photo = page.getByRole("img", { name: `Augusta ${reader.lastName}` }).first();
  await expect(photo).toHaveAttribute("src", /^\/api\/uploads\/avatar-\d+-[a-f0-9]{16}\.png$/);
  expect((await request.get((await photo.getAttribute("src")) ?? "")).headers()["content-type"]).toBe("image/png");

  await page.goto("/settings");
  const devices = page.getByRole("list", { name: "Trusted devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await devices.getByRole("button", { name: /^Revoke / }).click();
  await expect(page.getByText("No trusted devices. Every new sign-in asks for a code.")).toBeVisible();
  await logout(page);

  since = Date.now();
  await page.goto("/sign-in?callbackUrl=%2Fsettings");
  await fillSignIn(page, reader.email, reader.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  await page.getByLabel("Verification code").fill(await waitForCode(reader.email, since));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole("switch", { name: "Two-factor authentication" }).click();
  await page.getByRole("dialog").getByLabel("Current password").fill(reader.password);
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Two-factor authentication is off.")).toBeVisible();
});

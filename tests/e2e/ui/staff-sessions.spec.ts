import { seedStaff } from "@/lib/db/seed/staff";
import { expect, googleIdToken, newReader, register, signInBrowser, signInByApi, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { waitForConfirmationCode } from "../support/mailbox";

// The screens of two-step sign-in as a property of the session (tests/e2e/api/staff-sessions.spec.ts
// checks the API): the newsroom asks a session without a second factor for a code, and the settings
// ask for the password and a code to turn two-step on. Desktop only, like the other account journeys.
test.skip(({ isMobile }) => isMobile, "account journeys run at desktop size");

test("a staff member signed in with Google is asked for a mailed code before the newsroom opens", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const editor = seedStaff.find((member) => member.role === "editor")!;
  const google = await request.post("/api/auth/google", {
    data: { idToken: await googleIdToken({ sub: `google-${editor.authorSlug}`, email: editor.email }) },
  });
  expect(google.status(), await google.text()).toBe(200);
  await signInBrowser(context, baseURL, String(((await google.json()) as { token: string }).token));

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /newsroom/i })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const since = Date.now();
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText("We have sent a confirmation code to your e-mail.")).toBeVisible();
  await page.getByLabel("Verification code").fill("000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Invalid verification code", { exact: false })).toBeVisible();
  await page.getByLabel("Verification code").fill(await waitForConfirmationCode(editor.email, since));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "New article" })).toBeVisible();
});

test("turning two-step on in the settings asks for the password and a mailed code", async ({ page, context, request, baseURL }) => {
  const reader = newReader();
  await register(request, reader, { twoFactor: false });
  await signInBrowser(context, baseURL, await signInByApi(request, reader));

  await page.goto("/settings");
  await page.getByRole("switch", { name: "Two-factor authentication" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn on two-factor authentication?" });
  await expect(dialog.getByRole("button", { name: "Turn on" })).toBeDisabled();
  await dialog.getByLabel("Current password").fill(reader.password);
  const since = Date.now();
  await dialog.getByRole("button", { name: "Send me a code" }).click();
  await dialog.getByLabel("Verification code").fill(await waitForConfirmationCode(reader.email, since));
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Two-factor authentication" })).toBeChecked();
});

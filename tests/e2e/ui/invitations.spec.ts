import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { adminToken, expect, signInBrowser, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { waitForCode, waitForInvitationToken } from "../support/mailbox";
import { ADMIN_PASSWORD } from "../support/services";

// The staff screen and the invitation journey (tests/e2e/api/invitations.spec.ts checks the API):
// an admin invites a journalist on /admin/staff, she accepts on /accept-invitation from the mailed
// link, signs in with the mailed code and writes a draft; the admin promotes her, then deactivates
// her, and her open newsroom session ends at once.
test.skip(({ isMobile }) => isMobile, "account journeys run at desktop size");

/** The form's error alert (Next.js keeps an empty role="alert" of its own for route announcements). */
const alert = (page: Page) => page.getByRole("alert").and(page.locator(":not(#__next-route-announcer__)"));

test("an admin invites a journalist, who accepts from the mailed link, signs in with a code and writes a draft; promoted, then deactivated, her session ends", async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(test.info().timeout * 1.5);
  const id = randomBytes(4).toString("hex");
  const email = `reporter-${id}@example.com`;
  // Her own name, so that a retry finds her row and not the first try's.
  const name = `Maria Lopez Garcia ${id}`;
  await signInBrowser(context, baseURL, await adminToken(request));
  await page.goto("/admin/staff");
  await expect(page.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Staff" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("table", { name: "Staff" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByRole("form", { name: "Invite a journalist" });
  await form.getByLabel("E-mail address").fill("not-an-address");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText("Email is invalid")).toBeVisible();
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Contributor" }).click();
  const since = Date.now();
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`, { exact: false })).toBeVisible();
  const row = page.getByRole("table", { name: "Open invitations" }).getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("Contributor");
  await expect(row).toContainText("Pending until");
  expect(await seriousViolations(page)).toEqual([]);
  const firstToken = await waitForInvitationToken(email, since);

  // Resend: a new link; the first one stops working.
  const resentSince = Date.now();
  await row.getByRole("button", { name: `Resend the invitation to ${email}` }).click();
  await expect(page.getByText(`A new link was sent to ${email}`, { exact: false })).toBeVisible();
  const token = await waitForInvitationToken(email, resentSince);
  expect(token).not.toBe(firstToken);

  // The journalist, in a browser of her own.
  const invitee = await browser.newContext({ baseURL });
  const her = await invitee.newPage();
  await her.goto(`/accept-invitation?token=${encodeURIComponent(firstToken)}`);
  await expect(her.getByText("This invitation link is invalid.", { exact: false })).toBeVisible();
  await her.goto(`/accept-invitation?token=${encodeURIComponent(token)}`);
  await expect(her.getByRole("heading", { name: "Join the newsroom" })).toBeVisible();
  await expect(her.getByText("as a contributor")).toBeVisible();
  await expect(her.getByLabel("E-mail")).toHaveValue(email);
  expect(await seriousViolations(her)).toEqual([]);
  await her.getByRole("button", { name: "Create my account" }).click();
  await expect(her.getByText("Your name is required")).toBeVisible();
  await her.getByLabel("Your name").fill(name);
  await her.getByLabel("Password", { exact: true }).fill("Scoop-Deadline-2026");
  await her.getByLabel("Confirm password").fill("Scoop-Deadline-2026");
  await her.getByRole("button", { name: "Create my account" }).click();
  await expect(her).toHaveURL(/\/sign-in\?invited=1&callbackUrl=%2Fadmin$/);
  await expect(her.getByText("Your newsroom account is ready.", { exact: false })).toBeVisible();

  const signInSince = Date.now();
  await her.getByLabel("Email or phone").fill(email);
  await her.getByLabel("Password", { exact: true }).fill("Scoop-Deadline-2026");
  await her.getByText("I'm not a robot").click();
  await expect(her.getByText("Verified")).toBeVisible();
  await her.getByRole("button", { name: "Sign In" }).click();
  await her.getByLabel("Verification code").fill(await waitForCode(email, signInSince));
  await her.getByRole("button", { name: "Verify" }).click();
  await expect(her).toHaveURL(/\/admin(\/posts)?$/);
  await expect(her.getByRole("link", { name: "New article" })).toBeVisible();
  // A contributor does not manage staff; she writes.
  await expect(her.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Staff" })).toHaveCount(0);
  const headline = `First filing ${randomBytes(3).toString("hex")}`;
  await her.getByRole("link", { name: "New article" }).click();
  await her.getByRole("textbox", { name: "Title", exact: true }).fill(headline);
  // A draft saves itself once typing pauses, and gets its address.
  await expect(her.getByRole("status").filter({ hasText: /^Saved / })).toBeVisible({ timeout: 15_000 });
  await expect(her).toHaveURL(/\/admin\/posts\/\d+$/);
  const draftId = Number(/\/admin\/posts\/(\d+)$/.exec(her.url())![1]);
  await her.getByRole("textbox", { name: "Article body" }).click();
  await her.keyboard.type("Freight rates fell for a fourth week.");
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const draft = async () =>
    (await (await request.get(`/api/admin/posts/${draftId}`, { headers: admin })).json()) as Record<string, unknown>;
  await expect.poll(async () => (await draft()).description, { timeout: 15_000 }).toContain("Freight rates fell for a fourth week.");
  expect(await draft()).toMatchObject({ title: headline, status: "draft" });

  // Back on the staff screen: the invitation is gone, she is listed, and her role changes with the admin's password.
  await page.reload();
  await expect(page.getByRole("table", { name: "Open invitations" }).getByRole("row", { name: new RegExp(email) })).toHaveCount(0);
  const member = page.getByRole("table", { name: "Staff" }).getByRole("row", { name: new RegExp(name) });
  await expect(member).toContainText("Contributor");
  await expect(member).toContainText("On");
  await member.getByRole("button", { name: `Change role of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Change the role of ${name}` });
  await dialog.getByRole("combobox", { name: "New role" }).click();
  await page.getByRole("option", { name: "Author" }).click();
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(alert(page)).toContainText("incorrect");
  await dialog.getByLabel("Your password").fill(ADMIN_PASSWORD);
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(dialog).toBeHidden();
  await expect(member).toContainText("Author");
  await expect(page.getByText(`${name}'s role was changed`, { exact: false })).toBeVisible();
  // Her draft is in the desk's list under her name.
  await page.goto("/admin/posts?status=draft");
  await expect(page.getByRole("table", { name: "Articles" }).getByRole("row", { name: new RegExp(headline) })).toBeVisible();
  await page.goto("/admin/staff");

  // She leaves the paper: deactivated, she is signed out and listed as such; reactivated, she may sign in again.
  await member.getByRole("button", { name: `Deactivate ${name}` }).click();
  await expect(page.getByText(`${name} is deactivated`, { exact: false })).toBeVisible();
  await expect(member).toContainText("Deactivated");
  // Her open newsroom session has ended: her next step in it is the sign-in page, her draft stays.
  await her.goto(`/admin/posts/${draftId}`);
  await expect(her).toHaveURL(/\/sign-in/);
  await invitee.close();
  expect(await draft()).toMatchObject({ title: headline, status: "draft" });
  await member.getByRole("button", { name: `Reactivate ${name}` }).click();
  await expect(page.getByText(`${name} can sign in again.`)).toBeVisible();
  await expect(member).toContainText("Active");
});

test("revoking an invitation on the staff screen kills its link", async ({ page, context, request, baseURL }) => {
  const email = `withdrawn-${randomBytes(4).toString("hex")}@example.com`;
  await signInBrowser(context, baseURL, await adminToken(request));
  await page.goto("/admin/staff");
  const form = page.getByRole("form", { name: "Invite a journalist" });
  await form.getByLabel("E-mail address").fill(email);
  const since = Date.now();
  await form.getByRole("button", { name: "Send invitation" }).click();
  const token = await waitForInvitationToken(email, since);
  const row = page.getByRole("table", { name: "Open invitations" }).getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("Contributor");
  await row.getByRole("button", { name: `Revoke the invitation to ${email}` }).click();
  await expect(page.getByText(`The invitation to ${email} was revoked`, { exact: false })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(`/accept-invitation?token=${encodeURIComponent(token)}`);
  await expect(page.getByText("This invitation was withdrawn.", { exact: false })).toBeVisible();
});

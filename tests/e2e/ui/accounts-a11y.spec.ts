import { expect, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";

// The account screens must be usable with a screen reader and a keyboard: no serious or critical
// axe findings, before and after the forms show their errors.
for (const path of ["/sign-in", "/sign-up", "/forgot-password", "/reset-password?token=example"]) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await page.locator("form").getByRole("button").last().click();
    expect(await seriousViolations(page, { exclude: "altcha-widget" })).toEqual([]);
  });
}

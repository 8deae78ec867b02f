import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/accounts";

// The account screens must be usable with a screen reader and a keyboard: no serious or critical
// axe findings, before and after the forms show their errors.
for (const path of ["/sign-in", "/sign-up", "/forgot-password", "/reset-password?token=example"]) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await page.locator("form").getByRole("button").last().click();
    const { violations } = await new AxeBuilder({ page }).exclude("altcha-widget").analyze();
    const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";

// The data pages in a real browser, at desktop and phone size (the two projects).
const PAGES = ["/data", "/data/gdp-current-usd", "/data/imf-inflation-cpi-pct/brazil", "/data/country/brazil"];

for (const path of PAGES) {
  test(`${path}: axe finds no serious or critical violations, and nothing scrolls sideways`, async ({ page }) => {
    // axe over a 270-row table and a chart's markers takes 15–30 s on the shared 2-core machine.
    test.setTimeout(test.info().timeout * 3);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // The market ticker scrolls inside its own clipped band; the page itself must not.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the series page shows its chart, its table and its download", async ({ page }) => {
    await page.goto("/data/imf-inflation-cpi-pct/brazil");
    const chart = page.getByRole("img", { name: "Inflation, IMF (consumer prices), Brazil, 1990–2030" });
    await expect(chart).toBeVisible();
    await expect(chart.locator("desc")).toContainText("Values after 2024 are IMF projections");
    const table = page.getByRole("table", { name: /Inflation, IMF \(consumer prices\), Brazil/ });
    await expect(table.getByRole("row", { name: /^2030 2\.9% IMF projection$/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /^2024 4\.4% Actual$/ })).toBeVisible();
    const download = page.getByRole("link", { name: "Download the data (CSV)" });
    await expect(download).toHaveAttribute("href", "/data/imf-inflation-cpi-pct/brazil.csv");
  });

  test("the indicator table sorts by name through a plain link", async ({ page }) => {
    await page.goto("/data/gdp-current-usd");
    const firstRow = () => page.getByRole("table").first().getByRole("row").nth(1);
    await expect(firstRow()).toContainText("United States");
    await page.getByRole("link", { name: "Name", exact: true }).click();
    await expect(page).toHaveURL(/\/data\/gdp-current-usd\?sort=name$/);
    await expect(firstRow()).toContainText("Afghanistan");
  });

  test("a country's small charts link to their pages", async ({ page }) => {
    await page.goto("/data/country/brazil");
    await expect(page.getByRole("img", { name: /^GDP growth, Brazil, 1990–2025$/ })).toBeVisible();
    await page.getByRole("link", { name: "Inflation (consumer prices)", exact: true }).click();
    await expect(page).toHaveURL(/\/data\/inflation-cpi-pct\/brazil$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inflation (consumer prices): Brazil");
  });
});

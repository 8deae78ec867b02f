import fs from "node:fs";
import { getIndicator } from "@/lib/data/service";
import { seedStaff } from "@/lib/db/seed/staff";
import type { AdminPost } from "@/lib/newsroom/types";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { bearer, expect, signInBrowser, signInByApi, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";

// Issue 26: an editor puts an official data chart into an article with the editor's own control and sees
// the server-drawn chart in the preview and on the published article.

const ARTIFACTS = "tests/.artifacts";
const staff = (role: "editor" | "admin") => ({
  email: seedStaff.find((account) => account.role === role)!.email,
  password: DEMO_STAFF_PASSWORD,
});
const created: number[] = [];
test.afterAll(async ({ request }) => {
  const admin = await signInByApi(request, staff("admin"));
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("an editor inserts an official data chart; the preview and the article draw it", async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, "the newsroom's journeys run at desktop size");
  test.setTimeout(test.info().timeout * 3);
  const token = await signInByApi(request, staff("editor"));
  await signInBrowser(context, baseURL, token);
  const created_ = await request.post("/api/admin/posts", {
    headers: bearer(token),
    data: {
      title: `Inflation in Brazil and Chile ${Date.now()}`,
      description: "<p>Prices rose.</p>",
      category_id: 2,
      summary: "Inflation in Brazil.",
    },
  });
  expect(created_.status()).toBe(201);
  const post = (await created_.json()) as AdminPost;
  created.push(post.id);

  await page.goto(`/admin/posts/${post.id}`);
  const body = page.getByRole("textbox", { name: "Article body" });
  await body.click();
  await page.keyboard.press("End");
  await page.getByRole("button", { name: "Insert official data chart" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert an official data chart" });
  await dialog.getByLabel("Indicator").selectOption("inflation-cpi-pct");
  await dialog.getByRole("button", { name: "Insert chart" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose one to 5 economies.");
  const economies = dialog.getByRole("combobox", { name: "Economies" });
  for (const name of ["Brazil", "Chile"]) {
    await economies.fill(name);
    await page.getByRole("option", { name, exact: true }).click();
  }
  await dialog.getByLabel("From year").fill("2010");
  await dialog.getByLabel("To year").fill("2005");
  await dialog.getByLabel("Title (optional)").fill("Prices in the south");
  await dialog.getByRole("button", { name: "Insert chart" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Give each year as four digits, the first no later than the last, or leave them empty.",
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel("To year").fill("2024");
  await dialog.getByRole("button", { name: "Insert chart" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    body.locator('figure[data-chart="inflation-cpi-pct/brazil,chile"][data-from="2010"][data-to="2024"][data-title="Prices in the south"]'),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Saved / })).toBeVisible({ timeout: 15_000 });

  const title = "Prices in the south";
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.goto(`/admin/posts/${post.id}/preview`);
  const chart = page.getByRole("article").getByRole("img", { name: title });
  await expect(chart).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/chart-block-preview-${testInfo.project.name}.png`, fullPage: true });

  expect((await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(token) })).status()).toBe(200);
  await page.goto(`/post/${post.id}`);
  await expect(page.getByRole("article").getByRole("img", { name: title })).toBeVisible();
  await expect(page.getByRole("article").locator("figcaption")).toContainText(
    `${getIndicator("inflation-cpi-pct")!.title}, Brazil and Chile, 2010–2024`,
  );
  await expect(page.getByRole("link", { name: /: every economy's values$/ })).toHaveAttribute("href", "/data/inflation-cpi-pct");
  expect(await seriousViolations(page)).toEqual([]);
  // Readable without a sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

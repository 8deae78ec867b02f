import { expect, test } from "@playwright/test";
import { seedArticles } from "@/lib/db/seed/articles";

const newestFirst = seedArticles
  .filter((article) => article.status === "published")
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

test("the home page lists the newest seeded articles in the server-rendered HTML", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const article of newestFirst.slice(0, 5)) expect(html).toContain(article.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
});

test("a reader can open an article from the home page", async ({ page }) => {
  await page.goto("/");
  const first = newestFirst[0];
  await page.getByRole("link", { name: first?.title }).first().click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: first?.title })).toBeVisible();
});

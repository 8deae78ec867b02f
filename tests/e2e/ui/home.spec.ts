import { expect, test, type Page } from "@playwright/test";
import { allPosts, htmlText, mostViewed, newestFirst, published } from "../support/posts";

const cards = (page: Page) => page.locator("main ul > li article");
const cardTitles = (page: Page) => page.locator("main ul > li article h2");

test("the first 5 articles, newest first, are in the server-rendered HTML; drafts never", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const article of newestFirst.slice(0, 5)) expect(html).toContain(htmlText(article.title));
  expect(html).not.toContain(htmlText(newestFirst[5]?.title ?? "?"));
});

test("the home page: list, trending sidebar and 'View All Trending'", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Latest Articles" })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(newestFirst.slice(0, 5).map((article) => article.title));

  const sidebar = page.getByRole("region", { name: "Trending Articles" });
  await expect(sidebar.getByRole("heading", { name: "Trending Articles" })).toBeVisible();
  await expect(sidebar.getByRole("listitem")).toHaveCount(3);
  await expect(sidebar.getByRole("heading", { level: 3 })).toHaveText(mostViewed.slice(0, 3).map((article) => article.title));
  await sidebar.getByRole("link", { name: "View All Trending" }).click();
  await expect(page).toHaveURL(/\/trending$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trending Articles" })).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText(mostViewed[0]?.title ?? "");
});

test("a card shows its category, excerpt, long-form date, author and avatar, views, comments and image", async ({ page, request, isMobile }) => {
  const [first] = await allPosts(request);
  await page.goto("/");
  const card = cards(page).first();
  await expect(card.getByText(first?.category_name ?? "", { exact: true })).toBeVisible();
  await expect(card.getByText(first?.author.name ?? "", { exact: true })).toBeVisible();
  await expect(card.locator(`img[src="${first?.author.avatar}"]`)).toBeVisible();
  const date = new Date(first?.date ?? "").toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  await expect(card.locator("time")).toHaveText(date);
  await expect(card.getByText(`${first?.views.toLocaleString("en-US")} views`)).toBeAttached();
  await expect(card.getByText(`${first?.comments} comments`)).toBeAttached();
  await expect(card.locator(`img[src="${first?.image}"]`)).toBeVisible();

  // 150 characters on desktop, 100 on small screens, '...' when cut
  const excerpt = card.locator("p span:visible").first();
  const text = (await excerpt.textContent()) ?? "";
  const max = isMobile ? 100 : 150;
  const content = first?.content ?? "";
  expect(content.length).toBeGreaterThan(max);
  expect(text.endsWith("...")).toBe(true);
  expect(text.length).toBeLessThanOrEqual(max + 3);
  expect(text.length).toBeGreaterThan(max * 0.6);
  expect(content.startsWith(text.slice(0, -3))).toBe(true);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/post/${first?.id}$`));
});

test("Load More: 'Loading...' and disabled for at least 500 ms, then 5 more, until the end message", async ({ page }) => {
  await page.goto("/");
  await expect(cardTitles(page)).toHaveCount(5);
  await expect(page.getByText("You've reached the end of the articles")).toHaveCount(0);

  const button = page.getByRole("button", { name: "Load More" });
  await button.click();
  const started = Date.now();
  await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
  await expect(cardTitles(page)).toHaveCount(10);
  expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  await expect(cardTitles(page)).toHaveText(newestFirst.slice(0, 10).map((article) => article.title));

  for (let shown = 10; shown < published.length; shown += 5) {
    await page.getByRole("button", { name: "Load More" }).click();
    await expect(cardTitles(page)).toHaveCount(Math.min(shown + 5, published.length));
  }
  await expect(page.getByText("You've reached the end of the articles")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
  await expect(cardTitles(page)).toHaveText(newestFirst.map((article) => article.title));
});

test("further pages come from the API's cursor, 5 at a time", async ({ page }) => {
  await page.goto("/");
  const request = page.waitForRequest((candidate) => candidate.url().includes("/api/posts?"));
  await page.getByRole("button", { name: "Load More" }).click();
  const url = new URL((await request).url());
  expect(url.searchParams.get("limit")).toBe("5");
  expect(url.searchParams.get("cursor")).toMatch(/^[A-Za-z0-9_-]+$/);
});

test("a failed load is logged and the 12 built-in sample articles are shown", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await page.route("**/api/posts?**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }));
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(cardTitles(page)).toHaveCount(10);
  await expect(cardTitles(page).first()).toHaveText("Central banks weigh the next move on rates");
  expect(errors.some((text) => text.includes("loading more articles failed"))).toBe(true);
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(cardTitles(page)).toHaveCount(12);
  await expect(page.getByText("You've reached the end of the articles")).toBeVisible();
});

test("a post without a featured image gets a stock image, the same in the HTML and after hydration", async ({ page, request }) => {
  const posts = await allPosts(request);
  const withoutImage = posts.filter((post) => post.featured_image_name === null);
  expect(withoutImage.length).toBeGreaterThan(0);
  for (const post of withoutImage) expect(post.image).toBe(`/images/stock/stock-${(post.id % 5) + 1}.svg`);
  await page.goto("/articles");
  for (let shown = 5; shown < posts.length; shown += 5) await page.getByRole("button", { name: "Load More" }).click();
  await expect(cardTitles(page)).toHaveCount(posts.length);
  const stockCard = cards(page).filter({ hasText: withoutImage[0]?.title ?? "" });
  await expect(stockCard.locator(`img[src="${withoutImage[0]?.image}"]`)).toBeVisible();
});

test("an image that fails to load is replaced by a stock image", async ({ page, request }) => {
  const [first] = await allPosts(request);
  await page.route(`**${first?.image}`, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  await expect(cards(page).first().locator("img").first()).toHaveAttribute("src", /\/images\/stock\/stock-[1-5]\.svg$/);
  const loaded = await cards(page)
    .first()
    .locator("img")
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
  expect(loaded).toBe(true);
});

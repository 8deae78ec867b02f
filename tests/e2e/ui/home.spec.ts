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

test("a card shows its category, excerpt, long-form date, author and avatar, views, comments and image", async ({
  page,
  request,
  isMobile,
}) => {
  await page.goto("/");
  // Read after the page: a cached page may lag the live view count, never lead it.
  const [first] = await allPosts(request);
  const card = cards(page).first();
  await expect(card.getByText(first?.category_name ?? "", { exact: true })).toBeVisible();
  await expect(card.getByText(first?.author.name ?? "", { exact: true })).toBeVisible();
  await expect(card.locator(`img[src="${first?.author.avatar}"]`)).toBeVisible();
  const date = new Date(first?.date ?? "").toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  await expect(card.locator("time")).toHaveText(date);
  // Views are counted as readers come by, and a view re-renders no page (lib/posts/service.ts,
  // recordView): the card shows the count of its render — a number, at most the live one.
  const views = Number((await card.getByText(/^[\d,]+ views$/).textContent())?.replace(/\D/g, ""));
  expect(views).toBeGreaterThan(0);
  expect(views).toBeLessThanOrEqual(first?.views ?? 0);
  await expect(card.getByText(/^\d[\d,]* comments$/)).toBeAttached();
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

  // Timed in the page: from the click to the moment the 10th card is in the list.
  await page.evaluate(() => {
    const times: number[] = [];
    Object.assign(window, { loadMoreTimes: times });
    document.addEventListener("click", () => times.push(performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll("main ul > li article").length >= 10) {
        times.push(performance.now());
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
  await expect(cardTitles(page)).toHaveCount(10);
  const [clicked = 0, shown = 0] = await page.evaluate(() => (window as unknown as { loadMoreTimes: number[] }).loadMoreTimes);
  expect(shown - clicked).toBeGreaterThanOrEqual(500);
  await expect(cardTitles(page)).toHaveText(newestFirst.slice(0, 10).map((article) => article.title));

  for (let shown = 10; shown < published.length; shown += 5) {
    await page.getByRole("button", { name: "Load More" }).click();
    await expect(cardTitles(page)).toHaveCount(Math.min(shown + 5, published.length));
  }
  await expect(page.getByText("You've reached the end of the articles")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
  await expect(cardTitles(page)).toHaveText(newestFirst.map((article) => article.title));
});

test("while the next page loads, skeleton cards stand in for it", async ({ page }) => {
  await page.goto("/");
  // A slow connection: the loading state lasts as long as the request.
  await page.route("**/api/posts?**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(page.getByRole("status", { name: "Loading articles" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
  await expect(cardTitles(page)).toHaveCount(10);
  await expect(page.getByRole("status", { name: "Loading articles" })).toHaveCount(0);
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
  await page.route("**/api/posts?**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }),
  );
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
  const image = cards(page).first().locator("img").first();
  await expect(image).toHaveAttribute("src", /\/images\/stock\/stock-[1-5]\.svg$/);
  // the swapped-in image loads after its src changes
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
});

test("a category: '{slug} Articles', 'Trending in {slug}', Load More and the category's end message", async ({ page }) => {
  const business = newestFirst.filter((article) => article.categoryId === 2);
  expect(business.length).toBeGreaterThan(5);
  await page.goto("/category/business");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("business Articles");
  expect(await heading.evaluate((node) => getComputedStyle(node).textTransform)).toBe("capitalize");
  const sidebar = page.getByRole("region", { name: "Trending in business" });
  await expect(sidebar.getByRole("heading", { level: 3 })).toHaveText(
    [...business]
      .sort((a, b) => b.views - a.views)
      .slice(0, 3)
      .map((article) => article.title),
  );
  await expect(sidebar.getByRole("link", { name: "View All Trending" })).toHaveCount(0);
  await expect(cardTitles(page)).toHaveText(business.slice(0, 5).map((article) => article.title));
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(cardTitles(page)).toHaveText(business.map((article) => article.title));
  await expect(page.getByText("You've reached the end of business articles")).toBeVisible();
});

test("a category of 5 or fewer: every article, no Load More and no end message", async ({ page }) => {
  const health = newestFirst.filter((article) => article.categoryId === 3);
  expect(health.length).toBeLessThanOrEqual(5);
  await page.goto("/category/health");
  await expect(cardTitles(page)).toHaveText(health.map((article) => article.title));
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
  await expect(page.getByText("You've reached the end of health articles")).toHaveCount(0);
});

test("a category list that fails to load more shows samples titled from the slug", async ({ page }) => {
  await page.goto("/category/politics");
  await page.route("**/api/posts/category/politics?**", (route) => route.abort());
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(cardTitles(page).first()).toHaveText("Politics sample article 1");
  await expect(cardTitles(page)).toHaveCount(10);
});

test("/articles lists every article newest first", async ({ page }) => {
  await page.goto("/articles");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Articles");
  await expect(cardTitles(page)).toHaveText(newestFirst.slice(0, 5).map((article) => article.title));
});

import { expect, test } from "@playwright/test";
import { seedHeaderMenu } from "@/lib/db/seed/menus";
import { TERMS_SECTIONS } from "@/lib/legal/terms";
import { SITE_TAGLINE } from "@/lib/site";
import { seriousViolations } from "../support/axe";

const topLevel = seedHeaderMenu.map((item) => item.name);

test("header: site name to home, a 200-wide search box with a submit button, Sign In and Sign Up", async ({ page, isMobile }) => {
  await page.goto("/about");
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "Basis Point" }).click();
  await expect(page).toHaveURL(/\/$/);
  const search = header.getByRole("searchbox", { name: "Search articles" });
  if (!isMobile) expect((await header.getByRole("search").boundingBox())?.width).toBe(200);
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/sign-in");
  await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/sign-up");
  await search.fill("inflation");
  await header.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=inflation$/);
});

test("search: ranked full-text results with highlighted matches", async ({ page }) => {
  await page.goto("/search?q=inflation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “inflation”");
  const results = page.locator("main ol > li");
  expect(await results.count()).toBeGreaterThan(1);
  await expect(results.first().locator("mark").first()).toHaveText(/inflation/i);
  await expect(page.getByRole("searchbox", { name: "Search articles" }).last()).toHaveValue("inflation");
  await page.goto("/search?q=zzzqqqxx");
  await expect(page.getByText("No articles match “zzzqqqxx”.", { exact: false })).toBeVisible();
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
});

test.describe("wide screens", () => {
  test.skip(({ isMobile }) => isMobile, "the inline navigation is for wide screens");

  test("the navigation is inline; items with children open a dropdown; style fields apply", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.locator(":scope > ul > li")).toHaveText(topLevel, { useInnerText: true });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

    const trending = nav.getByRole("link", { name: "Trending" });
    await expect(trending).toHaveCSS("color", "rgb(194, 65, 12)");
    await expect(trending).toHaveCSS("font-weight", "700");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveCSS("text-decoration-line", "underline");

    await nav.getByRole("button", { name: "Sections" }).click();
    const dropdown = page.locator("#" + (await nav.getByRole("button", { name: "Sections" }).getAttribute("popovertarget")));
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole("link", { name: "Markets" })).toBeVisible();
    await expect(dropdown.getByRole("link", { name: "Economy & politics" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dropdown).toBeHidden();

    await nav.getByRole("button", { name: "Sections" }).click();
    await dropdown.getByRole("link", { name: "Science" }).click();
    await expect(page).toHaveURL(/\/category\/science$/);
    await expect(dropdown).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("science Articles");
  });
});

test.describe("narrow screens", () => {
  test.skip(({ isMobile }) => !isMobile, "the drawer is for narrow screens");

  test("a menu button opens the 240-wide drawer in the spec's order; nested items expand; a link closes it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(240);

    const menu = drawer.getByRole("navigation", { name: "Site menu" });
    const lines = (await drawer.innerText())
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines).toEqual(["Basis Point", ...topLevel, "Bookmarks", "Sign In", "Sign Up"]);

    await expect(menu.getByRole("link", { name: "Politics" })).toBeHidden();
    await menu.getByText("Sections", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "Politics" })).toBeVisible();
    await menu.getByText("Markets", { exact: true }).click();
    await menu.getByRole("link", { name: "Business" }).click();
    await expect(page).toHaveURL(/\/category\/business$/);
    await expect(drawer).toBeHidden();

    // a link to the page already shown closes it too, and so does the close button
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("navigation", { name: "Site menu" }).getByRole("link", { name: "Trending" }).click();
    await expect(page).toHaveURL(/\/trending$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("navigation", { name: "Site menu" }).getByRole("link", { name: "Trending" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a drawer that cannot be loaded says 'Loading chunk N failed'", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The page has hydrated (the button waits for it): only the drawer's own chunk is left to fail.
    await expect(page.getByRole("button", { name: "Open menu" })).toBeEnabled({ timeout: 30_000 });
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByText(/^Loading chunk \S+ failed$/)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("footer: About with 4 social links in a new tab, Quick Links, Legal and this year's copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const about = footer.getByRole("region", { name: "About" });
  await expect(about.getByText("Basis Point", { exact: true })).toBeVisible();
  await expect(about.getByText(SITE_TAGLINE)).toBeVisible();
  const social = about.getByRole("link");
  await expect(social).toHaveCount(4);
  for (const link of await social.all()) await expect(link).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link")).toHaveText([
    "Home",
    "Articles",
    "Markets",
    "Economy",
    "Technology",
    "About",
  ]);
  await expect(footer.getByRole("navigation", { name: "Legal" }).getByRole("link")).toHaveText([
    "Privacy Policy",
    "Terms of Service",
    "Disclaimer",
    "Sitemap",
  ]);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Basis Point. All rights reserved.`);
});

test("the market ticker: four tickers at their speeds, items four times, paused on hover", async ({ page, isMobile }) => {
  // The suite's browsers prefer reduced motion (playwright.config.ts); this reader does not.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  const ticker = page.getByRole("region", { name: "Market ticker" });
  const names = ["Commodities", "Currencies", "Indices", "Stocks"];
  const counts = [10, 10, 10, 8];
  for (const [index, name] of names.entries()) {
    const list = ticker.getByRole("list", { name });
    await expect(list.getByRole("listitem")).toHaveCount(counts[index] ?? 0);
    await expect(list.locator("li")).toHaveCount((counts[index] ?? 0) * 4);
  }
  const durations = await ticker.locator("ul").evaluateAll((lists) => lists.map((list) => getComputedStyle(list).animationDuration));
  expect(durations).toEqual(["60s", "45s", "40s", "30s"]);
  await expect(ticker.getByRole("list", { name: "Stocks" }).getByRole("listitem").first()).toContainText(/\d\.\d{2}%$/);
  if (!isMobile) {
    const stocks = ticker.getByRole("list", { name: "Stocks" });
    await expect(stocks).toHaveCSS("animation-play-state", "running");
    // The strip never stands still by itself, so hovering cannot wait for it to.
    await stocks.hover({ force: true });
    await expect(stocks).toHaveCSS("animation-play-state", "paused");
  }
  // A keyboard reader pauses a strip by moving to it (WCAG 2.2.2), and sees where they are.
  await ticker.getByRole("group", { name: "Commodities" }).focus();
  await page.keyboard.press("Tab");
  const currencies = ticker.getByRole("group", { name: "Currencies" });
  await expect(currencies).toBeFocused();
  await expect(currencies.getByRole("list")).toHaveCSS("animation-play-state", "paused");
  await expect(currencies).toHaveCSS("outline-style", "solid");
});

test("the ticker stands still for a reader who prefers reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const names = await page
    .getByRole("region", { name: "Market ticker" })
    .locator("ul")
    .evaluateAll((lists) => lists.map((list) => getComputedStyle(list).animationName));
  expect(names).toEqual(["none", "none", "none", "none"]);
  // A still strip scrolls instead, by the arrow keys too, and passes axe (a scrollable region a
  // keyboard could not reach was a serious finding).
  const commodities = page.getByRole("group", { name: "Commodities" });
  await commodities.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => commodities.evaluate((strip) => strip.scrollLeft)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the terms page: the 10 numbered sections of the disclaimer, last updated today", async ({ page }) => {
  const response = await page.goto("/terms");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Legal Disclaimer");
  const sections = page.locator("main ol > li > h2");
  await expect(sections).toHaveText(TERMS_SECTIONS.map((section) => section.title));
  const today = new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
});

test("CMS pages, the HTML sitemap and the not-found page", async ({ page }) => {
  for (const [path, title] of [
    ["/about", "About Basis Point"],
    ["/contact", "Contact us"],
    ["/privacy", "Privacy policy"],
    ["/sitemap", "Sitemap"],
  ]) {
    const response = await page.goto(path ?? "/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  }
  await expect(page.getByRole("link", { name: "Technology" }).first()).toBeVisible();
  for (const path of ["/no-such-page", "/category/no-such-category", "/a/b/c", "/About"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }
});

test("without JavaScript, a dead link still shows the not-found page in the readers' frame", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of [
    ["/category/no-such-category", "Page not found"],
    ["/tag/no-such-tag", "Page not found"],
    ["/post/999999", "Post not found."],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Basis Point" })).toBeVisible();
  }
  await context.close();
});

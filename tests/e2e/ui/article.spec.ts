import { expect, test } from "@playwright/test";
import { seedArticles } from "@/lib/db/seed/articles";
import { seedAuthors } from "@/lib/db/seed/authors";
import { seedFeaturedImageAlt } from "@/lib/db/seed/images";
import { postBySlug } from "../support/posts";

const withBanners = seedArticles.find((article) => article.topBanner && article.bottomBanner && article.status === "published");
const withoutAuthor = seedArticles.find((article) => !article.showAuthor && article.status === "published");
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

test("the article: breadcrumb, featured image with category and title, author, date, status, body", async ({ page, request }) => {
  const article = withBanners!;
  const post = await postBySlug(request, article.slug);
  const author = seedAuthors.find((candidate) => candidate.slug === article.authorSlug)!;
  await page.goto(`/post/${post.id}`);

  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Articles", article.title]);
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: "Articles" })).toHaveAttribute("href", "/articles");

  const main = page.getByRole("article");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title);
  // The featured image is named by its alt text (the seed describes each illustration).
  const alt = seedFeaturedImageAlt(article.featuredImage!, article.categoryId);
  await expect(main.getByRole("img", { name: alt, exact: true })).toHaveAttribute("src", post.image);
  await expect(main.getByRole("link", { name: post.category_name, exact: true })).toHaveAttribute(
    "href",
    `/category/${post.category_slug}`,
  );
  await expect(main.getByText(author.role, { exact: true })).toBeVisible();
  await expect(main.getByText(`Published ${longDate(post.date)}`)).toBeVisible();
  const status = main.getByText("published", { exact: true });
  await expect(status).toBeVisible();
  // success-styled: green on a green tint
  expect(await status.evaluate((node) => getComputedStyle(node).color)).toBe("rgb(30, 107, 52)");
  // the body is the article's HTML, sanitized
  await expect(main.locator("h2").first()).toBeVisible();
  expect(await main.locator("script").count()).toBe(0);
});

test("optional banners at most 200 high, opening their links in a new tab", async ({ page, request }) => {
  const article = withBanners!;
  const post = await postBySlug(request, article.slug);
  await page.goto(`/post/${post.id}`);
  for (const [position, banner] of [
    ["top", article.topBanner!],
    ["bottom", article.bottomBanner!],
  ] as const) {
    const link = page.locator(`a[data-banner="${position}"]`);
    await link.scrollIntoViewIfNeeded();
    await expect(link).toHaveAttribute("href", banner.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const image = link.locator("img");
    await expect(image).toHaveAttribute("src", `/api/uploads/${banner.image}`);
    expect((await image.boundingBox())?.height).toBeLessThanOrEqual(200);
  }
  const plain = await postBySlug(request, withoutAuthor!.slug);
  await page.goto(`/post/${plain.id}`);
  await expect(page.locator("[data-banner]")).toHaveCount(withoutAuthor?.topBanner || withoutAuthor?.bottomBanner ? 1 : 0);
});

test("the author block appears only when show_author is set", async ({ page, request }) => {
  const post = await postBySlug(request, withoutAuthor!.slug);
  await page.goto(`/post/${post.id}`);
  await expect(page.getByRole("article").getByText(post.author.name, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "About the Author" })).toContainText("Basis Point newsroom");
});

test("the sidebar: About the Author, Article Stats and share links", async ({ page, request }) => {
  const article = withBanners!;
  const post = await postBySlug(request, article.slug);
  const author = seedAuthors.find((candidate) => candidate.slug === article.authorSlug)!;
  await page.goto(`/post/${post.id}`);
  await expect(page.getByRole("region", { name: "About the Author" })).toContainText(author.bio);
  const stats = page.getByRole("region", { name: "Article Stats" });
  await expect(stats.locator("dt")).toHaveText(["Published", "Category", "Reading time", "Status", "Last updated"]);
  await expect(stats.locator("dd")).toHaveText([
    longDate(post.date),
    post.category_name,
    `${post.reading_minutes} min read`,
    "published",
    longDate(post.updatedAt),
  ]);
  const share = page.getByRole("region", { name: "Share this article" });
  await expect(share.getByRole("button", { name: "Copy link" })).toBeVisible();
  for (const network of ["X", "Facebook", "LinkedIn"]) {
    const link = share.getByRole("link", { name: `Share on ${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", new RegExp(encodeURIComponent(`/post/${post.id}`)));
  }
});

test("Like and Save toggle in this browser and are remembered; Comment jumps to the comments", async ({ page, request }) => {
  const post = await postBySlug(request, withBanners!.slug);
  await page.goto(`/post/${post.id}`);
  const like = page.getByRole("button", { name: /^Like/ });
  await expect(like).toHaveText(`Like ${post.likes}`);
  await like.click();
  await expect(like).toHaveText(`Like ${post.likes + 1}`);
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(page.getByRole("button", { name: /^Like/ })).toHaveText(`Like ${post.likes + 1}`);
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
  await page.getByRole("button", { name: /^Like/ }).click();
  await expect(page.getByRole("button", { name: /^Like/ })).toHaveText(`Like ${post.likes}`);

  await page.getByRole("link", { name: "Comment", exact: true }).click();
  await expect(page).toHaveURL(/#comments$/);
  await expect(page.getByRole("heading", { name: /^Comments/ })).toBeInViewport();
});

test("Share without a share sheet copies the link and says 'Link copied to clipboard!'", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, "share");
  });
  const post = await postBySlug(request, withBanners!.slug);
  await page.goto(`/post/${post.id}`);
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Share" }).click();
  await expect.poll(() => alerts).toEqual(["Link copied to clipboard!"]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect.poll(() => alerts).toEqual(["Link copied to clipboard!", "Link copied to clipboard!"]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/post/${post.id}$`));
});

test("the comments area: approved comments and, for a visitor, 'Login to Comment'", async ({ page, request }) => {
  const post = await postBySlug(request, withBanners!.slug);
  await page.goto(`/post/${post.id}`);
  const comments = page.getByRole("region", { name: /^Comments/ });
  await expect(comments.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  await expect(comments.getByText("No comments yet. Be the first to share your thoughts.")).toBeVisible();
  await expect(comments.getByRole("link", { name: "Login to Comment" })).toHaveAttribute("href", `/sign-in?callbackUrl=/post/${post.id}`);
});

test("a missing post answers 'Post not found.' with HTTP 404", async ({ page, request }) => {
  for (const path of ["/post/999999", "/post/abc", "/post/0"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Post not found." })).toBeVisible();
  }
  const drafts = seedArticles.filter((article) => article.status === "draft");
  expect(drafts.length).toBeGreaterThan(0);
  const response = await request.get("/post/2147483647");
  expect(response.status()).toBe(404);
});

test("a failed featured image is replaced by a stock image", async ({ page, request }) => {
  const post = await postBySlug(request, withBanners!.slug);
  await page.route(`**${post.image}`, (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto(`/post/${post.id}`);
  const alt = seedFeaturedImageAlt(withBanners!.featuredImage!, withBanners!.categoryId);
  await expect(page.getByRole("img", { name: alt, exact: true })).toHaveAttribute("src", `/images/stock/stock-${(post.id % 5) + 1}.svg`);
});

test("search engines get the title, description, canonical, OpenGraph, Twitter and JSON-LD", async ({ request }) => {
  const post = await postBySlug(request, withBanners!.slug);
  const html = await (await request.get(`/post/${post.id}`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toContain(`<title>${withBanners!.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")} | Basis Point</title>`);
  expect(head).toMatch(/<meta name="description" content="[^"]{40,}"/);
  expect(head).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/post/${post.id}"`));
  expect(head).toMatch(new RegExp(`<meta property="og:image" content="http://127\\.0\\.0\\.1:\\d+${post.image}"`));
  expect(head).toContain('<meta property="og:type" content="article"');
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image"');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "{}"));
  const article = blocks.find((block) => block["@type"] === "NewsArticle");
  expect(article).toMatchObject({ headline: withBanners!.title, datePublished: post.date, articleSection: post.category_name });
  const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
  expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Articles", withBanners!.title]);
});

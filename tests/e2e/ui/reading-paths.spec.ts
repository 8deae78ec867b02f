import { expect, test } from "@playwright/test";
import { seedAuthors } from "@/lib/db/seed/authors";
import { seedArticleTags, seedTags } from "@/lib/db/seed/tags";
import { seriousViolations } from "../support/axe";
import { postBySlug, published } from "../support/posts";

// Issue 25: a reader who lands on one article from a shared link finds somewhere to go next.

const article = published.find((candidate) => candidate.slug === "inflation-and-your-savings")!;
const author = seedAuthors.find((candidate) => candidate.slug === article.authorSlug)!;
const inflation = seedTags.find((tag) => tag.slug === "inflation")!;
const inflationArticles = published.filter((candidate) => seedArticleTags[candidate.slug]?.includes("inflation"));

test("from an article to its tag, the tag page, the writer's page and a related article", async ({ page, request }) => {
  const post = await postBySlug(request, article.slug);
  await page.goto(post.url);
  const main = page.getByRole("article");
  await expect(main.getByText(/^\d+ min read$/).first()).toBeVisible();

  // The tags under the body, in the editor's order.
  const tags = main.getByRole("navigation", { name: "Tags" }).getByRole("link");
  await expect(tags).toHaveText(seedArticleTags[article.slug]!.map((slug) => seedTags.find((tag) => tag.slug === slug)!.name));
  await tags.filter({ hasText: inflation.name }).click();

  // The tag page: name, description, newest first, Load More as on the home page.
  await expect(page).toHaveURL(/\/tag\/inflation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inflation.name);
  await expect(page.getByText(inflation.description)).toBeVisible();
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(Math.min(5, inflationArticles.length));
  const newest = [...inflationArticles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  await expect(cards.first().getByRole("heading")).toHaveText(newest[0]!.title);
  if (inflationArticles.length > 5) {
    await page.getByRole("button", { name: "Load More" }).click();
    await expect(cards).toHaveCount(Math.min(10, inflationArticles.length));
  }
  expect(await seriousViolations(page)).toEqual([]);

  // Back on the article, the byline leads to the writer's page.
  await page.goto(post.url);
  await main.locator("header").getByRole("link", { name: author.name }).click();
  await expect(page).toHaveURL(new RegExp(`/author/${author.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
  await expect(page.getByText(author.bio)).toBeVisible();
  // The writer's photo (decorative beside the name, so alt="" and no img role).
  await expect(page.locator(`main img[src*="${author.avatar}"]`).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // And the related articles under it lead to another article.
  await page.goto(post.url);
  const related = page.getByRole("region", { name: "Related articles" }).getByRole("link");
  const count = await related.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(4);
  const title = (await related.first().textContent())!;
  expect(title).not.toBe(article.title);
  await related.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

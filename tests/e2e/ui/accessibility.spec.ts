import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { allPosts } from "../support/posts";

// Every reading page must be usable with a screen reader and a keyboard: no serious or critical
// axe findings.
const pages: { name: string; path: (post: { id: number; category_slug: string }) => string }[] = [
  { name: "home", path: () => "/" },
  { name: "article", path: (post) => `/post/${post.id}` },
  { name: "category", path: (post) => `/category/${post.category_slug}` },
  { name: "terms", path: () => "/terms" },
];

for (const { name, path } of pages) {
  test(`axe finds no serious or critical violations on the ${name} page`, async ({ page, request }) => {
    const [post] = await allPosts(request);
    await page.goto(path(post!));
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

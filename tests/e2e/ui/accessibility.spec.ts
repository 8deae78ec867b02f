import { expect, test } from "@playwright/test";
import { adminToken, signInBrowser } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { allPosts } from "../support/posts";

// Every page must be usable with a screen reader and a keyboard: no serious or critical axe
// findings — for a visitor, and for a signed-in admin (account header, comment form, moderation).
const pages: { name: string; path: (post: { id: number; category_slug: string }) => string; signedIn?: boolean }[] = [
  { name: "home", path: () => "/" },
  { name: "article", path: (post) => `/post/${post.id}` },
  { name: "category", path: (post) => `/category/${post.category_slug}` },
  { name: "terms", path: () => "/terms" },
  { name: "bookmarks", path: () => "/bookmarks" },
  { name: "signed-in article", path: (post) => `/post/${post.id}`, signedIn: true },
  { name: "signed-in bookmarks", path: () => "/bookmarks", signedIn: true },
  { name: "moderation", path: () => "/admin/comments", signedIn: true },
];

for (const { name, path, signedIn } of pages) {
  test(`axe finds no serious or critical violations on the ${name} page`, async ({ page, request, context, baseURL }) => {
    const [post] = await allPosts(request);
    if (signedIn) await signInBrowser(context, baseURL, await adminToken(request));
    await page.goto(path(post!));
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

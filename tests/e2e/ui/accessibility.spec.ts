import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { allPosts } from "../support/posts";

test("axe finds no serious or critical violations on the reading pages", async ({ page, request }) => {
  const [post] = await allPosts(request);
  for (const path of ["/", `/post/${post?.id}`, `/category/${post?.category_slug}`, "/terms"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const serious = violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(serious, path).toEqual([]);
  }
});

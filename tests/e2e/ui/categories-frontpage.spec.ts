import type { APIRequestContext } from "@playwright/test";
import type { AdminCategory, AdminPost, FrontPagePin } from "@/lib/newsroom/types";
import { bearer, expect, seedStaffToken, signInBrowser, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { allPosts } from "../support/posts";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { json, unique } from "../support/http";

// /admin/categories and /admin/front-page (issue 24), at desktop and phone size: an editor merges a
// category (its old address then redirects to the other) and pins stories to the top of the home
// page. What is made here is removed at the end: the articles (soft), the category, the pins.

async function cleanUp(request: APIRequestContext, articles: number[], categories: number[]) {
  const editor = await seedStaffToken(request, "editor");
  const admin = await seedStaffToken(request, "admin");
  for (const id of articles) {
    await request.patch(`/api/admin/posts/${id}`, { headers: bearer(editor), data: { category_id: 2 } });
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
  }
  for (const id of categories) await request.delete(`/api/admin/categories/${id}`, { headers: bearer(editor) });
}

test("an editor merges a category into another; its article moves and its old address redirects there", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(test.info().timeout * 1.5);
  const editor = await seedStaffToken(request, "editor");
  const id = unique();
  const make = async (name: string) =>
    json<AdminCategory>(await request.post("/api/admin/categories", { headers: bearer(editor), data: { name } }), 201);
  const from = await make(`Housing ${id}`);
  const into = await make(`Property ${id}`);
  const article = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(editor),
      data: { title: `Rents rise again ${id}`, description: "<p>Rents rose.</p>", category_id: from.id },
    }),
    201,
  );
  try {
    await json(await request.post(`/api/admin/posts/${article.id}/publish`, { headers: bearer(editor), data: {} }));
    await signInBrowser(context, baseURL, editor);

    await page.goto("/admin/categories");
    await expect(page.getByRole("heading", { name: "Categories", level: 1 })).toBeVisible();
    await expect(page.getByRole("table", { name: "Categories" }).getByRole("cell", { name: "Technology", exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // With an article it cannot be deleted: the screen says why.
    await page.getByRole("button", { name: `Delete Housing ${id}` }).click();
    const refuse = page.getByRole("dialog", { name: `Delete Housing ${id}?` });
    await expect(refuse.getByText("merge it into another category instead")).toBeVisible();
    await refuse.getByRole("button", { name: "Delete" }).click();
    await expect(refuse.getByRole("alert")).toContainText("This category has articles");
    await refuse.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: `Merge Housing ${id}` }).click();
    const merge = page.getByRole("dialog", { name: `Merge Housing ${id}` });
    await expect(merge.getByText("Its 1 article moves to the category you choose")).toBeVisible();
    await merge.getByLabel("Merge into").click();
    await page.getByRole("option", { name: `Property ${id}` }).click();
    await merge.getByRole("button", { name: "Merge" }).click();
    await expect(page.getByText(`Housing ${id} was merged into Property ${id}`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Edit Housing ${id}` })).toHaveCount(0);

    await page.goto(`/category/${from.slug}`);
    await expect(page).toHaveURL(new RegExp(`/category/${into.slug}$`));
    // The card in the list (the trending sidebar may name it too).
    const card = page.locator(`section[aria-labelledby="list-heading"]`).getByRole("link", { name: article.title });
    await expect(card).toBeVisible();
    await card.click();
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: `Property ${id}`, exact: true })
        .first(),
    ).toHaveAttribute("href", `/category/${into.slug}`);
  } finally {
    await cleanUp(request, [article.id], [into.id, from.id]);
  }
});

test("an editor pins two stories to the top of the home page in an order, one until a time in their zone; readers see them first", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const editor = await seedStaffToken(request, "editor");
  const newest = await allPosts(request);
  const [first, second] = [newest[6]!, newest[9]!];
  try {
    await signInBrowser(context, baseURL, editor);
    await page.goto("/admin/front-page");
    await expect(page.getByRole("heading", { name: "Front page", level: 1 })).toBeVisible();
    await expect(page.getByText("No story is pinned")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const results = page.getByRole("list", { name: "Published articles" }).getByRole("listitem");
    for (const story of [first, second]) {
      await page.getByLabel("Search published articles").fill(story.title);
      // The search answers after typing pauses and replaces the list: the click waits for that answer,
      // or it could land while the rows move under it.
      await expect(async () => {
        const rows = await results.allTextContents();
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row).toContain(story.title);
      }).toPass();
      await page.getByRole("button", { name: `Pin ${story.title}` }).click();
    }
    const pinned = page.getByRole("list", { name: "Pinned stories" });
    await expect(pinned.getByRole("listitem")).toHaveText([
      new RegExp(`^1\\. ${escape(first.title)}`),
      new RegExp(`^2\\. ${escape(second.title)}`),
    ]);
    await page.getByRole("button", { name: `Move ${second.title} up` }).click();
    await expect(pinned.getByRole("listitem").first()).toContainText(`1. ${second.title}`);

    // The end time is typed in the zone picked (New York here), whatever the browser's own.
    await page.getByRole("combobox", { name: "Time zone" }).click();
    await page.getByRole("option", { name: "New York" }).click();
    const end = page.getByLabel(`End time of ${first.title} (New York)`);
    await expect(pinned.getByText("Ends (New York)").first()).toBeVisible();
    const tomorrow = await page.evaluate(() => {
      const at = new Date(Date.now() + 86_400_000);
      const part = (type: string) =>
        new Intl.DateTimeFormat("en-CA", {
          timeZone: "America/New_York",
          hourCycle: "h23",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
        })
          .formatToParts(at)
          .find((found) => found.type === type)!.value;
      return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
    });
    await end.fill(tomorrow);
    await expect(pinned.getByText(/^Until .+ (EST|EDT); .+ (GMT|BST) in London/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save the front page" }).click();
    await expect(page.getByText("Saved: the home page now leads with these stories.")).toBeVisible();

    const saved = await json<{ pinned: FrontPagePin[] }>(await request.get("/api/admin/front-page", { headers: bearer(editor) }));
    expect(saved.pinned.map((pin) => pin.postId)).toEqual([second.id, first.id]);
    expect(saved.pinned[0]!.until).toBeNull();
    expect(Math.abs(new Date(saved.pinned[1]!.until!).getTime() - (Date.now() + 86_400_000))).toBeLessThan(5 * 60_000);

    // A reader's home page leads with them, marked, then the newest.
    const reader = await context.browser()!.newContext({ viewport: page.viewportSize() ?? undefined });
    const home = await reader.newPage();
    await expect(async () => {
      await home.goto("/");
      await expect(home.locator(`section[aria-labelledby="list-heading"] article h2`).first()).toHaveText(second.title, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const headlines = home.locator(`section[aria-labelledby="list-heading"] article h2`);
    await expect(headlines.nth(1)).toHaveText(first.title);
    await expect(headlines.nth(2)).toHaveText(newest[0]!.title);
    await expect(home.locator(`section[aria-labelledby="list-heading"] article`).first().getByText("Top story")).toBeVisible();
    await reader.close();

    // Unpinned again from the screen.
    await page.getByRole("button", { name: `Unpin ${second.title}` }).click();
    await page.getByRole("button", { name: `Unpin ${first.title}` }).click();
    await page.getByRole("button", { name: "Save the front page" }).click();
    await expect(page.getByText("Saved: no story is pinned now.")).toBeVisible();
  } finally {
    await request.put("/api/admin/front-page", { headers: bearer(editor), data: { pinned: [] } });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

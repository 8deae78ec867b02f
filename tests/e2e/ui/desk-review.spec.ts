import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { AdminPost } from "@/lib/newsroom/types";
import { bearer, expect, seedStaffToken, signInBrowser, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { DEMO_STAFF_PASSWORD } from "../support/services";

// The desk's daily flow in the browser (issue 24): a contributor sees the word count and reading
// time, previews a draft that never says "Published" and submits it; an editor finds it in the
// review queue, is stopped by the pre-publish check until it has a byline, publishes it after
// confirming, and unpublishes it after confirming too.

const ARTIFACTS = "tests/.artifacts";
async function screenshot(page: Page, name: string, project: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/desk-review-${name}-${project}.png`, fullPage: true });
}

const created: number[] = [];
test.afterAll(async ({ request }) => {
  const admin = await seedStaffToken(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("a contributor submits a draft; an editor finds it in the queue and publishes it after the check", async ({
  page,
  context,
  browser,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, "the desk works at desktop size");
  // Two signed-in browsers, two editor screens and axe twice: longer than the default minute on a busy machine.
  test.setTimeout(test.info().timeout * 4);
  const contributor = await seedStaffToken(request, "contributor");
  const title = `Desk review UI ${Date.now()}`;
  const response = await request.post("/api/admin/posts", {
    headers: bearer(contributor),
    data: { title, description: "<p>Bond yields rose for a third week.</p>", category_id: 2, summary: "Yields up again." },
  });
  expect(response.status(), await response.text()).toBe(201);
  const post = (await response.json()) as AdminPost;
  created.push(post.id);

  // The contributor: the word count and reading time follow the body as it is typed.
  await signInBrowser(context, baseURL, contributor);
  await page.goto(`/admin/posts/${post.id}`);
  await expect(page.getByText("7 words · 1 min read")).toBeVisible();
  const body = page.locator(".ProseMirror");
  await body.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Traders expect more.");
  await expect(page.getByText("10 words · 1 min read")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Saved / })).toBeVisible({ timeout: 15_000 });

  // Its preview never says "Published".
  const preview = await context.newPage();
  await preview.goto(`/admin/posts/${post.id}/preview`);
  await expect(preview.getByRole("article").getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.getByText("Preview: not published (draft).", { exact: false })).toBeVisible();
  await expect(preview.getByText(/\bPublished\b/)).toHaveCount(0);
  await preview.close();

  const publishing = page.getByRole("region", { name: "Publishing" });
  await expect(publishing.getByRole("button", { name: "Publish now" })).toHaveCount(0);
  await publishing.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Submitted: the editors have been told.")).toBeVisible();
  await expect(publishing.getByText("In review", { exact: true })).toBeVisible();
  await expect(publishing.getByRole("button", { name: "Withdraw from review" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeDisabled();

  // The editor, in another browser: the queue with its count.
  const desk = await browser.newContext();
  const editorPage = await desk.newPage();
  await signInBrowser(desk, baseURL, await seedStaffToken(request, "editor"));
  await editorPage.goto("/admin/posts");
  const queueButton = editorPage.getByRole("button", { name: /^Review queue \(\d+\)$/ });
  await expect(queueButton).toBeVisible();
  const count = Number(/\((\d+)\)/.exec((await queueButton.textContent()) ?? "")?.[1]);
  expect(count).toBeGreaterThanOrEqual(1);
  await queueButton.click();
  await expect(editorPage).toHaveURL(/status=in_review/);
  const row = editorPage.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("In review", { exact: true })).toBeVisible();
  await expect(editorPage.getByRole("table", { name: "Articles" }).getByRole("row")).toHaveCount(Math.min(count, 20) + 1);
  expect(await seriousViolations(editorPage)).toEqual([]);
  await screenshot(editorPage, "queue", testInfo.project.name);
  await row.getByRole("link", { name: title }).click();

  // Publish asks first, with the check: no byline blocks it.
  const desktop = editorPage.getByRole("region", { name: "Publishing" });
  await expect(desktop.getByRole("button", { name: "Send back…" })).toBeVisible();
  await desktop.getByRole("button", { name: "Publish now" }).click();
  let dialog = editorPage.getByRole("dialog", { name: "Publish this article?" });
  const check = dialog.getByRole("list", { name: "Pre-publish check" });
  await expect(check.getByText("Headline: OK")).toBeVisible();
  await expect(check.getByText("Summary: OK")).toBeVisible();
  await expect(check.getByText("Byline: Missing, blocks publishing")).toBeVisible();
  await expect(check.getByText("Featured image: Missing", { exact: true })).toBeVisible();
  await expect(check.getByText("No featured image: cards show a stock picture.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Publish" })).toBeDisabled();
  expect(await seriousViolations(editorPage)).toEqual([]);
  await screenshot(editorPage, "publish-check-blocked", testInfo.project.name);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await request.get(`/post/${post.id}`)).status()).toBe(404);

  await editorPage.getByRole("combobox", { name: "Bylines" }).click();
  await editorPage.getByRole("option", { name: "Hana Sato" }).click();
  await desktop.getByRole("button", { name: "Publish now" }).click();
  dialog = editorPage.getByRole("dialog", { name: "Publish this article?" });
  await expect(dialog.getByText("Byline: OK")).toBeVisible();
  await screenshot(editorPage, "publish-check-ready", testInfo.project.name);
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(editorPage.getByText("Published: readers can see it now.")).toBeVisible();
  await expect(desktop.getByText("Published", { exact: true })).toBeVisible();
  await expect.poll(async () => (await request.get(`/post/${post.id}`)).status(), { timeout: 10_000 }).toBe(200);
  const live = await (await request.get(`/post/${post.id}`)).text();
  expect(live).toContain("Traders expect more.");
  expect(live).toContain("Hana Sato");

  // Unpublish asks too: cancelled, nothing happens; confirmed, it leaves the site.
  await desktop.getByRole("button", { name: "Unpublish" }).click();
  dialog = editorPage.getByRole("dialog", { name: "Unpublish this article?" });
  await expect(dialog.getByText(/It leaves the site at once/)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await request.get(`/post/${post.id}`)).status()).toBe(200);
  await desktop.getByRole("button", { name: "Unpublish" }).click();
  await editorPage.getByRole("dialog", { name: "Unpublish this article?" }).getByRole("button", { name: "Unpublish" }).click();
  await expect(desktop.getByText("Unpublished", { exact: true })).toBeVisible();
  await expect.poll(async () => (await request.get(`/post/${post.id}`)).status(), { timeout: 10_000 }).toBe(404);
  await desk.close();
});

test("an editor sends a submission back with a note, which its contributor sees", async ({
  page,
  context,
  browser,
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "the desk works at desktop size");
  const contributor = await seedStaffToken(request, "contributor");
  const title = `Desk send-back UI ${Date.now()}`;
  const response = await request.post("/api/admin/posts", {
    headers: bearer(contributor),
    data: { title, description: "<p>A first draft.</p>", category_id: 2 },
  });
  const post = (await response.json()) as AdminPost;
  created.push(post.id);
  expect((await request.post(`/api/admin/posts/${post.id}/submit`, { headers: bearer(contributor) })).status()).toBe(200);

  const desk = await browser.newContext();
  const editorPage = await desk.newPage();
  await signInBrowser(desk, baseURL, await seedStaffToken(request, "editor"));
  await editorPage.goto(`/admin/posts/${post.id}`);
  await editorPage.getByRole("button", { name: "Send back…" }).click();
  const dialog = editorPage.getByRole("dialog", { name: "Send it back to the writer" });
  await expect(dialog.getByRole("button", { name: "Send back" })).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Note to the writer" }).fill("Add the source of the figure.");
  await dialog.getByRole("button", { name: "Send back" }).click();
  await expect(editorPage.getByText("Sent back: the writer has your note.")).toBeVisible();
  await expect(editorPage.getByRole("region", { name: "Publishing" }).getByText("Draft", { exact: true })).toBeVisible();
  await desk.close();

  await signInBrowser(context, baseURL, contributor);
  await page.goto(`/admin/posts/${post.id}`);
  await expect(page.getByText("Sent back with this note: Add the source of the figure.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit for review" })).toBeVisible();
});

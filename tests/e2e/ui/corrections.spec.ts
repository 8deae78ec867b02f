import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import type { AdminPost } from "@/lib/newsroom/types";
import { bearer, expect, seedStaffToken, signInBrowser, test } from "../support/accounts";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { seriousViolations } from "../support/axe";
import { unique } from "../support/http";

// Corrections (issue 24) as an editor appends them: from the article's editor to its corrections
// screen, a correction published and then edited; the reader sees it under the headline and on
// /corrections. Walked at desktop size; the phone project checks the screens' layout and axe.

const ARTIFACTS = "tests/.artifacts";
const created: number[] = [];

async function screenshot(page: Page, name: string, project: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/corrections-${name}-${project}.png`, fullPage: true });
}

async function liveArticle(request: APIRequestContext, token: string, title: string): Promise<AdminPost> {
  const response = await request.post("/api/admin/posts", {
    headers: bearer(token),
    data: { title, description: "<p>The central bank held its rate at 4.5%.</p>", category_id: 2, summary: "A test article." },
  });
  expect(response.status(), await response.text()).toBe(201);
  const post = (await response.json()) as AdminPost;
  created.push(post.id);
  expect((await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(token), data: {} })).status()).toBe(200);
  return post;
}

test.afterAll(async ({ request }) => {
  const admin = await seedStaffToken(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("an editor appends a correction and edits it; readers see it under the headline and on /corrections", async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  const editor = await seedStaffToken(request, "editor");
  await signInBrowser(context, baseURL, editor);
  const id = unique();
  const title = `Rates held ${id}`;
  const post = await liveArticle(request, editor, title);

  await page.goto(`/admin/posts/${post.id}`);
  await page.getByRole("link", { name: "Corrections" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}/corrections$`));
  await expect(page.getByRole("heading", { level: 1, name: "Corrections" })).toBeVisible();
  await expect(page.getByText("No corrections yet.")).toBeVisible();

  const form = page.getByRole("form", { name: "Append a correction" });
  await form.getByRole("button", { name: "Publish correction" }).click();
  await expect(form.getByText("Please write the correction.")).toBeVisible();
  await form.getByRole("textbox", { name: "Correction" }).fill(`An earlier version gave the rate as 4.5%; it is 4.25% ${id}.`);
  await form.getByRole("button", { name: "Publish correction" }).click();
  await expect(form.getByText("Published: readers see it under the headline within seconds.")).toBeVisible();
  const list = page.getByRole("list", { name: "Corrections, newest first" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "screen", testInfo.project.name);
  if (isMobile) return; // the rest of the journey is walked once, at desktop size

  await list.getByRole("button", { name: /^Edit the correction of / }).click();
  const text = list.getByRole("textbox", { name: /^Text of the correction of / });
  await text.fill(`An earlier version gave the rate as 4.5%; the bank cut it to 4.25% ${id}.`);
  await list.getByRole("button", { name: "Save correction" }).click();
  await expect(list.getByText(`the bank cut it to 4.25% ${id}.`)).toBeVisible();
  await expect(list.getByText(/text edited/)).toBeVisible();

  await expect(async () => {
    await page.goto(`/post/${post.id}`);
    await expect(page.getByRole("note").filter({ hasText: `the bank cut it to 4.25% ${id}.` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole("note").filter({ hasText: `the bank cut it to 4.25% ${id}.` })).toContainText(
    /^Correction, \w+ \d{1,2}, \d{4}:/,
  );
  await screenshot(page, "article", testInfo.project.name);

  await expect(async () => {
    await page.goto("/corrections");
    await expect(page.getByText(`the bank cut it to 4.25% ${id}.`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "public-list", testInfo.project.name);
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${post.id}$`));
});

test("the corrections page at this size", async ({ page }, testInfo) => {
  await page.goto("/corrections");
  await expect(page.getByRole("heading", { level: 1, name: "Corrections" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "public-page", testInfo.project.name);
});

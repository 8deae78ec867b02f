import fs from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { MediaItem } from "@/lib/media/types";
import type { AdminPost } from "@/lib/newsroom/types";
import { bearer, expect, seedStaffToken, signInBrowser, test } from "../support/accounts";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { seriousViolations } from "../support/axe";
import { unique } from "../support/http";

// The bylines screen (issue 24) as an editor uses it: create a guest byline, credit an article to
// it, then give it a photo from the media library and a new bio; the author page and the article
// show the change. The phone project checks the screen's layout and accessibility.

const ARTIFACTS = "tests/.artifacts";
const created: number[] = [];

async function screenshot(page: Page, name: string, project: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/bylines-${name}-${project}.png`, fullPage: true });
}

test.afterAll(async ({ request }) => {
  const admin = await seedStaffToken(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("the bylines screen lists every byline; writers below editor do not get it", async ({ page, context, request, baseURL }, testInfo) => {
  await signInBrowser(context, baseURL, await seedStaffToken(request, "editor"));
  await page.goto("/admin/posts");
  await page.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Bylines" }).click();
  await expect(page).toHaveURL(/\/admin\/authors$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bylines" })).toBeVisible();
  const table = page.getByRole("table", { name: "Bylines" });
  await expect(table.getByRole("row", { name: /Maya Okafor/ })).toBeVisible();
  await expect(table.getByRole("link", { name: /\/author\/maya-okafor/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "list", testInfo.project.name);

  await page.getByRole("button", { name: "Edit Maya Okafor" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Maya Okafor" });
  await expect(dialog.getByRole("textbox", { name: "Short bio" })).not.toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "edit", testInfo.project.name);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  // The public page the screen edits, at this project's size.
  await table.getByRole("link", { name: /\/author\/maya-okafor/ }).evaluate((link) => link.removeAttribute("target"));
  await table.getByRole("link", { name: /\/author\/maya-okafor/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Maya Okafor" })).toBeVisible();
  await screenshot(page, "public-author-page", testInfo.project.name);

  await context.clearCookies();
  await signInBrowser(context, baseURL, await seedStaffToken(request, "author"));
  await page.goto("/admin/posts");
  await expect(page.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Articles" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Bylines" })).toHaveCount(0);
  await page.goto("/admin/authors");
  await expect(page).toHaveURL(/\/admin\/posts$/);
});

test("an editor creates a guest byline, credits an article to it, then changes its photo and bio", async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, "the newsroom's journeys run at desktop size; the phone project checks the screen above");
  const editor = await seedStaffToken(request, "editor");
  await signInBrowser(context, baseURL, editor);
  const id = unique();
  const name = `Guest Analyst ${id}`;

  // An image in the media library to choose as the photo.
  const upload = await request.post("/api/admin/media", {
    headers: bearer(editor),
    multipart: {
      file: {
        name: "analyst.png",
        mimeType: "image/png",
        buffer: await sharp({ create: { width: 300, height: 300, channels: 3, background: "#8c2f39" } })
          .png()
          .toBuffer(),
      },
      alt: `Portrait of ${name}`,
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photo = (await upload.json()) as MediaItem;

  await page.goto("/admin/authors");
  await page.getByRole("button", { name: "New byline" }).click();
  let dialog = page.getByRole("dialog", { name: "New byline" });
  // The form checks with the API's schema before sending.
  await dialog.getByRole("button", { name: "Create byline" }).click();
  await expect(dialog.getByText("A byline's name is 1 to 80 characters.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Title" }).fill("Guest analyst");
  await dialog.getByRole("textbox", { name: "Short bio" }).fill(`Writes on emerging markets ${id}.`);
  await dialog.getByRole("button", { name: "Add link" }).click();
  await dialog.getByRole("textbox", { name: "Link 1 label" }).fill("Website");
  await dialog.getByRole("textbox", { name: "Link 1 address" }).fill(`https://example.com/${id}`);
  await dialog.getByRole("button", { name: "Create byline" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: `Saved ${name}` })).toBeVisible();
  const row = page.getByRole("table", { name: "Bylines" }).getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(`/author/guest-analyst-${id}`);
  await expect(row).toContainText("None (guest or agency)");

  const { authors } = (await (await request.get("/api/admin/authors", { headers: bearer(editor) })).json()) as {
    authors: { id: number; name: string }[];
  };
  const byline = authors.find((candidate) => candidate.name === name)!;
  const created201 = await request.post("/api/admin/posts", {
    headers: bearer(editor),
    data: { title: `Guest column ${id}`, description: "<p>A guest column.</p>", category_id: 2, author_ids: [byline.id] },
  });
  const post = (await created201.json()) as AdminPost;
  created.push(post.id);
  expect((await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(editor), data: {} })).status()).toBe(200);
  await page.goto(`/post/${post.id}`);
  await expect(page.getByText(`Writes on emerging markets ${id}.`)).toBeVisible();

  await page.goto("/admin/authors");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await dialog.getByRole("button", { name: "Choose image (photo)" }).click();
  const picker = page.getByRole("dialog", { name: "Choose the photo" });
  await picker.getByRole("button", { name: `Choose image: Portrait of ${name}` }).click();
  await expect(picker).toBeHidden();
  await dialog.getByRole("textbox", { name: "Short bio" }).fill(`Covers Asian markets ${id}.`);
  await dialog.getByRole("button", { name: "Save byline" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: `Saved ${name}` })).toBeVisible();
  await screenshot(page, "saved", testInfo.project.name);

  // The author page and the article show the new bio and photo within seconds.
  await expect(async () => {
    await page.goto(`/author/guest-analyst-${id}`);
    await expect(page.getByText(`Covers Asian markets ${id}.`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator(`img[src*="${photo.name}"]`).first()).toBeVisible();
  await screenshot(page, "author-page", testInfo.project.name);
  await expect(async () => {
    await page.goto(`/post/${post.id}`);
    await expect(page.getByText(`Covers Asian markets ${id}.`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByText(`Writes on emerging markets ${id}.`)).toHaveCount(0);
});

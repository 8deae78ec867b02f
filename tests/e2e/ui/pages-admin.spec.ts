import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { AdminPage, AdminPageSummary } from "@/lib/pages/types";
import { AUTOSAVE_DELAY_MS } from "@/components/newsroom/useAutosave";
import { PAGE_MESSAGES } from "@/lib/pages/messages";
import { bearer, expect, seedStaffToken, signInBrowser, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { unique } from "../support/http";

// /admin/pages (issue 24): an editor writes a new page in the article editor's body editor (the
// draft saves itself), previews it, publishes it and reads it at /{slug}; edits it (saved only with
// the button now); then unpublishes it (readers get a 404) and deletes it. At desktop and phone size, with axe on each back-office screen.

const ARTIFACTS = "tests/.artifacts";

async function screenshot(page: Page, name: string, project: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/pages-admin-${name}-${project}.png`, fullPage: true });
}

const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: /^Saved / })).toBeVisible({ timeout: 15_000 });

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("an editor creates and publishes a page, sees it at /{slug}, then unpublishes and deletes it", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(test.info().timeout * 2);
  const editor = await seedStaffToken(request, "editor");
  await signInBrowser(context, baseURL, editor);
  const id = unique();
  const title = `Careers ${id}`;
  const slug = `careers-${id}`;

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Pages" }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await expect(page.getByRole("link", { name: "About Basis Point", exact: true })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "list", testInfo.project.name);

  await page.getByRole("link", { name: "New page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New page" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  // The address follows the title until it is edited; one that would hide a section is refused.
  await expect(page.getByLabel("Address (slug)")).toHaveValue(slug);
  await page.getByLabel("Address (slug)").fill("search");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(PAGE_MESSAGES.slugReserved)).toBeVisible();
  await page.getByLabel("Address (slug)").fill(slug);
  await page.getByLabel("Description").fill("Open positions at Basis Point.");
  const body = page.getByRole("textbox", { name: "Page body" });
  await body.click();
  await page.keyboard.type("We are hiring a markets reporter in London.");
  expect(await seriousViolations(page)).toEqual([]);
  // A draft saves itself once typing pauses (as an article does), and gets its address.
  await saved(page);
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${title}` })).toBeVisible();
  const pageId = Number(/\/admin\/pages\/(\d+)$/.exec(page.url())![1]);
  const stored = async () => (await (await request.get(`/api/admin/pages/${pageId}`, { headers: bearer(editor) })).json()) as AdminPage;
  expect(await stored()).toEqual(expect.objectContaining({ slug, title, summary: "Open positions at Basis Point.", status: "draft" }));
  expect((await stored()).description).toContain("We are hiring a markets reporter in London.");
  await expect(page.getByRole("button", { name: "Save draft" })).toBeDisabled();
  expect(await fitsTheScreen(page)).toBe(true);
  await screenshot(page, "editor", testInfo.project.name);

  // A draft: staff preview it; readers find nothing there.
  expect((await request.get(`/${slug}`)).status()).toBe(404);
  const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Preview" }).click()]);
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText("We are hiring a markets reporter in London.")).toBeVisible();
  await expect(preview.getByText(/Preview: not published \(draft\)\. Readers cannot see it yet/)).toBeVisible();
  expect(await seriousViolations(preview)).toEqual([]);
  await preview.close();

  await page.getByRole("button", { name: "Publish" }).click();
  const confirm = page.getByRole("dialog", { name: `Publish ${title}?` });
  await expect(confirm).toContainText(`/${slug}`);
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(`Published: readers see it at /${slug}.`)).toBeVisible();

  const reader = await context.newPage();
  await reader.goto(`/${slug}`);
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText("We are hiring a markets reporter in London.")).toBeVisible();
  expect(await fitsTheScreen(reader)).toBe(true);
  await screenshot(reader, "public", testInfo.project.name);

  // A published page does not save itself: readers would see half-typed changes.
  await page.getByLabel("Description").fill("Open positions, updated.");
  await expect(page.getByRole("status").filter({ hasText: "Unsaved changes: press Save changes" })).toBeVisible();
  await page.waitForTimeout(AUTOSAVE_DELAY_MS + 1000);
  expect((await stored()).summary).toBe("Open positions at Basis Point.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved: the page on the site has changed.")).toBeVisible();
  expect((await stored()).summary).toBe("Open positions, updated.");

  // Unpublish asks, and the address is a 404 again for readers.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await page
    .getByRole("dialog", { name: `Unpublish ${title}?` })
    .getByRole("button", { name: "Unpublish" })
    .click();
  await expect(page.getByText(`Unpublished: /${slug} is no longer on the site.`)).toBeVisible();
  await expect.poll(async () => (await reader.goto(`/${slug}`))!.status()).toBe(404);
  await reader.close();

  // Delete asks too (Cancel keeps it), then the page is gone from the list.
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: `Delete ${title}?` })
    .getByRole("button", { name: "Cancel" })
    .click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: `Delete ${title}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByRole("link", { name: "About Basis Point", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  const list = (await (await request.get("/api/admin/pages", { headers: bearer(editor) })).json()) as AdminPageSummary[];
  expect(list.some((row) => row.slug === slug)).toBe(false);
});

test("authors do not see the pages screen", async ({ page, context, request, baseURL }) => {
  await signInBrowser(context, baseURL, await seedStaffToken(request, "author"));
  await page.goto("/admin/posts");
  await expect(page.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Articles" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Pages" })).toHaveCount(0);
  await page.goto("/admin/pages");
  await expect(page).toHaveURL(/\/admin\/posts$/);
});

test("a renamed page lists its old address; removing it asks first, and readers then find nothing there", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(test.info().timeout * 1.5);
  const editor = await seedStaffToken(request, "editor");
  await signInBrowser(context, baseURL, editor);
  const id = unique();
  const first = `desk-${id}`;
  const moved = `the-desk-${id}`;
  const created = (await (
    await request.post("/api/admin/pages", {
      headers: bearer(editor),
      data: { slug: first, title: `The desk ${id}`, description: "<p>Who we are.</p>" },
    })
  ).json()) as AdminPageSummary;
  expect((await request.post(`/api/admin/pages/${created.id}/publish`, { headers: bearer(editor) })).status()).toBe(200);

  // Moved in the editor: the address it left appears among its old addresses, a link that leads on.
  await page.goto(`/admin/pages/${created.id}`);
  await expect(page.getByRole("list", { name: "Old addresses" })).toHaveCount(0);
  await page.getByLabel("Address (slug)").fill(moved);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved: the page on the site has changed.")).toBeVisible();
  const old = page.getByRole("list", { name: "Old addresses" });
  await expect(old.getByRole("link", { name: `/${first} (opens in a new tab)` })).toHaveAttribute("href", `/${first}`);
  await expect.poll(async () => (await request.get(`/${first}`, { maxRedirects: 0 })).headers()["location"]).toBe(`/${moved}`);
  expect(await fitsTheScreen(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "old-addresses", testInfo.project.name);

  // Remove asks (Cancel keeps it), then the address is gone from the list and a 404 for readers.
  await old.getByRole("button", { name: `Remove old address /${first}` }).click();
  const confirm = page.getByRole("dialog", { name: `Remove the old address /${first}?` });
  await expect(confirm).toContainText("page not found");
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(old.getByRole("link", { name: `/${first} (opens in a new tab)` })).toBeVisible();
  await old.getByRole("button", { name: `Remove old address /${first}` }).click();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Removed /${first}: it leads nowhere now.` })).toBeVisible();
  await expect(page.getByRole("link", { name: `/${first} (opens in a new tab)` })).toHaveCount(0);
  await expect.poll(async () => (await request.get(`/${first}`, { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get(`/${moved}`)).status()).toBe(200);

  await request.delete(`/api/admin/pages/${created.id}`, { headers: bearer(editor) });
});

import fs from "node:fs";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import type { MediaItem } from "@/lib/media/types";
import type { AdminPost } from "@/lib/newsroom/types";
import { pngImage } from "@/tests/support/media-fixtures";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { seedStaff } from "@/lib/db/seed/staff";
import { bearer, expect, seedStaffToken, signInBrowser, signInByApi, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { unique } from "../support/http";

// The desk's daily flow (issue 24): the back office in its own frame, times that name their zone and
// a schedule set in London's, and the media library's search, alt text and usage.

// The editor's browser is in Tokyo: neither desk's zone, so a London time can only come out right
// by being converted, not by coinciding with the browser's.
test.use({ timezoneId: "Asia/Tokyo" });
test.describe.configure({ timeout: 120_000 });

const ARTIFACTS = "tests/.artifacts";
async function screenshot(page: Page, name: string, project: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/desk-${name}-${project}.png`, fullPage: true });
}

async function editorBrowser(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const token = await seedStaffToken(request, "editor");
  await signInBrowser(context, baseURL, token);
  return token;
}

const created: number[] = [];
test.afterAll(async ({ request }) => {
  const admin = bearer(await seedStaffToken(request, "admin"));
  for (const id of created) {
    await request.post(`/api/admin/posts/${id}/unpublish`, { headers: admin });
    await request.delete(`/api/admin/posts/${id}`, { headers: admin, data: { password: DEMO_STAFF_PASSWORD } });
  }
});

async function draft(request: APIRequestContext, token: string, data: Record<string, unknown> = {}): Promise<AdminPost> {
  const response = await request.post("/api/admin/posts", {
    headers: bearer(token),
    data: { title: `Desk ${unique()}`, description: "<p>Rates held.</p>", category_id: 2, summary: "A desk test.", ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  const post = (await response.json()) as AdminPost;
  created.push(post.id);
  return post;
}

/** An image in the media library, with its alt text. */
async function upload(request: APIRequestContext, token: string, alt: string): Promise<MediaItem> {
  const uploaded = await request.post("/api/admin/media", {
    headers: bearer(token),
    multipart: { file: { name: "desk.png", mimeType: "image/png", buffer: await pngImage(640, 400) }, alt },
  });
  expect(uploaded.status()).toBe(201);
  return (await uploaded.json()) as MediaItem;
}

test("the back office has its own frame: no reader header, ticker or footer; the public site keeps them", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  await editorBrowser(context, request, baseURL);
  await page.goto("/admin/posts");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const bar = page.getByRole("banner");
  await expect(bar).toHaveCount(1);
  await expect(bar.getByRole("link", { name: "Basis Point" })).toHaveAttribute("href", "/");
  await expect(bar.getByText(/^Signed in as .+/)).toBeVisible();
  await expect(bar.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Media" })).toBeVisible();
  // None of the readers' chrome.
  await expect(page.getByRole("region", { name: "Market ticker" })).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Fact Check Assistant" })).toHaveCount(0);
  await expect(page.getByRole("main")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "frame", testInfo.project.name);

  // The skip link leads to the screen.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);

  // The site's name goes back to the public site, which has all of it.
  await bar.getByRole("link", { name: "Basis Point" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("region", { name: "Market ticker" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("searchbox", { name: "Search articles" })).toBeAttached();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("button", { name: "Fact Check Assistant" })).toBeVisible();
  // And an unknown address is a 404 in the readers' frame.
  const missing = await page.goto(`/no-such-page-${unique()}/deeper`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("sign out from the back office's bar ends the session", async ({ page, context, request, baseURL }) => {
  // A session of its own, so that signing out does not end the one the other tests share.
  const account = seedStaff.find((candidate) => candidate.role === "editor")!;
  const token = await signInByApi(request, { email: account.email, password: DEMO_STAFF_PASSWORD });
  await signInBrowser(context, baseURL, token);
  await page.goto("/admin");
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/posts");
  await expect(page).toHaveURL(/\/sign-in/);
  expect((await request.get("/api/admin/posts", { headers: bearer(token) })).status()).toBe(401);
});

test("scheduling in London's zone: the time shows back with its zone, and the API stores the UTC instant", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const token = await editorBrowser(context, request, baseURL);
  const post = await draft(request, token);
  await page.goto(`/admin/posts/${post.id}`);
  await page.getByRole("button", { name: "Schedule…" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule publication" });
  await dialog.getByRole("combobox", { name: "Time zone" }).click();
  await expect(page.getByRole("option")).toHaveText(["Your time zone (Tokyo)", "New York", "London"]);
  await page.getByRole("option", { name: "London" }).click();
  // A summer morning next year: London is on BST (UTC+1), so 09:30 there is 08:30 UTC.
  const year = new Date().getUTCFullYear() + 1;
  await dialog.getByLabel("Publish at").fill(`${year}-07-15T09:30`);
  await expect(
    dialog.getByText(`15 Jul ${year}, 09:30 BST; 15 Jul ${year}, 17:30 GMT+9 in Tokyo; 15 Jul ${year}, 04:30 EDT in New York.`),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "schedule", testInfo.project.name);
  await dialog.getByRole("button", { name: "Schedule" }).click();

  const panel = page.getByRole("region", { name: "Publishing" });
  await expect(page.getByText(`Scheduled for 15 Jul ${year}, 09:30 BST (London).`)).toBeVisible();
  await expect(panel.getByText("Scheduled", { exact: true })).toBeVisible();
  // The status line is the editor's own zone, named.
  await expect(panel.getByText(`Goes live 15 Jul ${year}, 17:30 GMT+9.`)).toBeVisible();

  const stored = (await (await request.get(`/api/admin/posts/${post.id}`, { headers: bearer(token) })).json()) as AdminPost;
  expect(stored.publishAt).toBe(`${year}-07-15T08:30:00.000Z`);

  // The list names the zone too.
  await page.goto("/admin/posts");
  await expect(page.getByText(`Goes live 15 Jul ${year}, 17:30 GMT+9`).filter({ visible: true }).first()).toBeVisible();
});

test("the media library: search, edit the alt text and caption, and see where an image is used", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const token = await editorBrowser(context, request, baseURL);
  const word = unique();
  const image = await upload(request, token, `Port cranes ${word}`);
  const post = await draft(request, token, {
    title: `Shipping ${word}`,
    featured_image_name: image.name,
    featured_image_alt: "Port cranes",
  });

  await page.goto("/admin/media");
  await page.getByRole("searchbox", { name: "Search the library" }).fill(word.toUpperCase());
  const details = page.getByRole("button", { name: /^Image details: / });
  await expect(details).toHaveCount(1);
  await expect(details).toHaveAccessibleName(`Image details: Port cranes ${word}`);
  await details.click();

  const dialog = page.getByRole("dialog", { name: "Image details" });
  const usage = dialog.getByRole("list", { name: "Where this image is used" });
  await expect(usage.getByRole("link", { name: `Shipping ${word}` })).toHaveAttribute("href", `/admin/posts/${post.id}`);
  await expect(usage.getByText("Article, draft: featured image")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "media-details", testInfo.project.name);

  // An empty alt text is refused before anything is sent.
  await dialog.getByRole("textbox", { name: "Alt text" }).fill(" ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Describe the image: alt text is required.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Alt text" }).fill(`Container cranes at dusk ${word}`);
  await dialog.getByRole("textbox", { name: "Caption" }).fill("Felixstowe, November");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved the alt text and caption of ${image.name}.` })).toBeVisible();

  const stored = (await (await request.get(`/api/admin/media?q=${word}`, { headers: bearer(token) })).json()) as { items: MediaItem[] };
  expect(stored.items.map(({ alt, caption }) => ({ alt, caption }))).toEqual([
    { alt: `Container cranes at dusk ${word}`, caption: "Felixstowe, November" },
  ]);

  // Searching the caption finds it; a search that matches nothing says so.
  await page.getByRole("searchbox", { name: "Search the library" }).fill(`Felixstowe`);
  await expect(page.getByRole("button", { name: `Image details: Container cranes at dusk ${word}` })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the library" }).fill(`nothing-${word}`);
  await expect(page.getByText(`No images match “nothing-${word}”.`)).toBeVisible();

  // The usage link opens the article in the editor.
  await page.getByRole("searchbox", { name: "Search the library" }).fill(word);
  await page.getByRole("button", { name: `Image details: Container cranes at dusk ${word}` }).click();
  await page
    .getByRole("dialog", { name: "Image details" })
    .getByRole("link", { name: `Shipping ${word}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}$`));
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(`Shipping ${word}`);
});

test("the article editor's image picker searches the library as /admin/media does, for the featured image and the body alike", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const token = await editorBrowser(context, request, baseURL);
  const word = unique();
  // Two images alike but for the word: only the search tells them apart.
  for (const alt of [`Grain silos ${word}`, `Grain silos ${word}x`]) await upload(request, token, alt);
  const post = await draft(request, token, { title: `Harvest ${word}` });
  await page.goto(`/admin/posts/${post.id}`);

  const picker = page.getByRole("dialog", { name: "Choose the featured image" });
  // A click before the editor has hydrated opens nothing (seen on a loaded machine): click until it opens.
  await expect(async () => {
    await page.getByRole("button", { name: "Choose image (featured image)" }).click();
    await expect(picker).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const search = picker.getByRole("search", { name: "Media library" }).getByRole("searchbox", { name: "Search the library" });
  await search.fill(`${word}X`);
  const choices = picker.getByRole("button", { name: /^Choose image: / });
  await expect(choices).toHaveCount(1);
  await expect(choices).toHaveAccessibleName(`Choose image: Grain silos ${word}x`);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "picker-search", testInfo.project.name);
  await search.fill(`nothing-${word}`);
  await expect(picker.getByText(`No images match “nothing-${word}”.`)).toBeVisible();
  await search.fill(`silos ${word}`);
  await expect(choices).toHaveCount(2);
  await search.fill(`${word}x`);
  await expect(choices).toHaveCount(1);
  await choices.click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole("region", { name: "Featured image" }).getByLabel("Alt text")).toHaveValue(`Grain silos ${word}x`);

  // The body's picker is the same dialog, its search empty again each time it opens.
  await page.getByRole("textbox", { name: "Article body" }).click();
  await page.getByRole("button", { name: "Insert image from the media library" }).click();
  const inline = page.getByRole("dialog", { name: "Insert an image" });
  await expect(inline.getByRole("searchbox", { name: "Search the library" })).toHaveValue("");
  await inline.getByRole("searchbox", { name: "Search the library" }).fill(`Grain silos ${word}`);
  await expect(inline.getByRole("button", { name: /^Choose image: / })).toHaveCount(2);
  await inline.getByRole("button", { name: `Choose image: Grain silos ${word}`, exact: true }).click();
  await expect(
    page.getByRole("textbox", { name: "Article body" }).getByRole("img", { name: `Grain silos ${word}`, exact: true }),
  ).toBeVisible();
});

import fs from "node:fs";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { seedStaff } from "@/lib/db/seed/staff";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import type { AdminPost } from "@/lib/newsroom/types";
import { bearer, expect, signInBrowser, signInByApi, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { waitForCode } from "../support/mailbox";

// The newsroom as its staff use it: an editor writes, illustrates, previews and schedules an article
// that then goes live by itself; a contributor cannot publish; edits, conflicts and revisions.

const ARTIFACTS = "tests/.artifacts";
const staff = (role: (typeof seedStaff)[number]["role"]) => {
  const account = seedStaff.find((candidate) => candidate.role === role)!;
  return { email: account.email, password: DEMO_STAFF_PASSWORD };
};

async function screenshot(page: Page, name: string, project: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/newsroom-${name}-${project}.png`, fullPage: true });
}

/** A real photo-like JPEG (a gradient with a shape), made with sharp. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1559b3"/><stop offset="1" stop-color="#f2b134"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/><circle cx="1100" cy="420" r="260" fill="#ffffff" fill-opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Signs a browser in through the API (the screen itself is tested once, in the first test). */
async function signedIn(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined, role: "contributor" | "editor") {
  const token = await signInByApi(request, staff(role));
  await signInBrowser(context, baseURL, token);
  return token;
}

async function createDraft(request: APIRequestContext, token: string, title: string): Promise<AdminPost> {
  const response = await request.post("/api/admin/posts", {
    headers: bearer(token),
    data: { title, description: `<p>${title}: the first version of the body.</p>`, category_id: 2, summary: "A test article." },
  });
  expect(response.status(), await response.text()).toBe(201);
  const post = (await response.json()) as AdminPost;
  created.push(post.id);
  return post;
}

// Every article made here is deleted at the end (soft, so it leaves every reading list): the specs
// after this one, at the other viewport, count the seeded articles on the home page.
const created: number[] = [];
test.afterAll(async ({ request }) => {
  const admin = await signInByApi(request, staff("admin"));
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: /^Saved / })).toBeVisible({ timeout: 15_000 });

test.describe("at desktop size", () => {
  test.skip(({ isMobile }) => isMobile, "the newsroom's journeys run at desktop size; the phone layout has its own check below");

  test("an editor writes an illustrated article, previews it and schedules it; it goes live by itself", async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(test.info().timeout * 4);
    const editor = staff("editor");
    const title = `Rates hold steady ${Date.now()}`;

    // Sign in with the second factor from the mailbox; the newsroom is where the sign-in returns.
    await page.goto("/admin/posts");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fadmin%2Fposts/);
    await page.getByLabel("Email or phone").fill(editor.email);
    await page.getByLabel("Password", { exact: true }).fill(editor.password);
    await page.getByText("I'm not a robot").click();
    await expect(page.getByText("Verified")).toBeVisible();
    const since = Date.now();
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByLabel("Verification code").fill(await waitForCode(editor.email, since));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);

    // The list: the seeded articles, filters, and the way to a new one.
    await expect(page.getByRole("table", { name: "Articles" }).getByRole("row").nth(1)).toBeVisible();
    await page.getByLabel("Status").click();
    await page.getByRole("option", { name: "Published", exact: true }).click();
    await expect(page).toHaveURL(/status=published/);
    await expect(page.getByRole("table", { name: "Articles" }).getByText("Draft", { exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "list", testInfo.project.name);

    await page.getByRole("link", { name: "New article" }).click();
    await expect(page).toHaveURL(/\/admin\/posts\/new$/);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    // A draft saves itself once typing pauses, and gets its address.
    await saved(page);
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    const id = Number(/\/admin\/posts\/(\d+)$/.exec(page.url())![1]);
    created.push(id);
    await expect(page.getByLabel("Slug")).toHaveValue(/^rates-hold-steady-\d+$/);
    await page.getByLabel("Summary").fill("The central bank kept its policy rate unchanged.");

    const body = page.getByRole("textbox", { name: "Article body" });
    await body.click();
    await page.keyboard.type("The central bank held its policy rate at 4.25 percent, as markets expected.");
    await page.keyboard.press("Enter");

    // A photo uploaded from the editor's media dialog goes into the body.
    const jpeg = await photo();
    await page.getByRole("button", { name: "Insert image from the media library" }).click();
    const picker = page.getByRole("dialog", { name: "Insert an image" });
    await picker.locator('input[type="file"]').setInputFiles({ name: "harbour.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await picker.getByLabel("Alt text").fill("Container ships in the harbour at dawn");
    await picker.getByRole("button", { name: "Upload" }).click();
    await expect(picker).toBeHidden();
    const inserted = body.getByRole("img", { name: "Container ships in the harbour at dawn" });
    await expect(inserted).toBeVisible();
    const imageUrl = await inserted.getAttribute("src");
    expect((await request.get(imageUrl!)).status()).toBe(200);

    // The same photo, picked from the library, is the featured image; its alt text comes along.
    await page.getByRole("button", { name: "Choose image (featured image)" }).click();
    const library = page.getByRole("dialog", { name: "Choose the featured image" });
    await library.getByRole("button", { name: "Choose image: Container ships in the harbour at dawn" }).first().click();
    const featured = page.getByRole("region", { name: "Featured image" });
    await expect(featured.getByLabel("Alt text")).toHaveValue("Container ships in the harbour at dawn");
    await featured.getByLabel("Caption").fill("The port handled record volumes this year.");
    await saved(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "editor", testInfo.project.name);

    // The preview: the saved draft as readers will see it, never cached, never indexed.
    const previewResponse = await request.get(`/admin/posts/${id}/preview`, { maxRedirects: 0 });
    expect(previewResponse.status()).toBe(307); // the API context is not signed in
    const answer = await page.request.get(`/admin/posts/${id}/preview`); // the browser's session
    expect(answer.status()).toBe(200);
    expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(answer.headers()["cache-control"]).toMatch(/private/);
    expect(answer.headers()["cache-control"]).toMatch(/no-store/);
    const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Preview" }).click()]);
    await expect(preview.getByRole("article").getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(preview.getByRole("article").getByText("as markets expected")).toBeVisible();
    await expect(preview.getByRole("article").getByRole("img", { name: "Container ships in the harbour at dawn" }).first()).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await screenshot(preview, "preview", testInfo.project.name);
    await preview.close();

    // Readers cannot see it yet.
    expect((await request.get(`/post/${id}`)).status()).toBe(404);

    // Scheduled a few seconds ahead, it goes live by itself: the home page, the sitemap and the feed.
    await page.getByRole("button", { name: "Schedule…" }).click();
    const when = await page.evaluate(() => {
      const at = new Date(Date.now() + 8_000);
      return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
    });
    await page.getByLabel("Publish at").fill(when);
    await page.getByRole("dialog", { name: "Schedule publication" }).getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByRole("region", { name: "Publishing" }).getByText("Scheduled", { exact: true })).toBeVisible();
    const scheduledAt = Date.now();
    await expect
      .poll(async () => (await (await request.get("/")).text()).includes(title), { timeout: 90_000, intervals: [1_000] })
      .toBe(true);
    console.log(
      `[newsroom] scheduled article visible on the home page ${((Date.now() - scheduledAt) / 1000).toFixed(1)} s after scheduling (8 s ahead)`,
    );
    await expect
      .poll(async () => (await (await request.get("/sitemap.xml")).text()).includes(`/post/${id}`), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(async () => (await (await request.get("/feed.xml")).text()).includes(title), { timeout: 15_000 }).toBe(true);
    await page.reload();
    await expect(page.getByRole("region", { name: "Publishing" }).getByText("Published", { exact: true })).toBeVisible();
  });

  test("a contributor sees no Publish button, and the API refuses to publish", async ({ page, context, request, baseURL }) => {
    const token = await signedIn(context, request, baseURL, "contributor");
    const draft = await createDraft(request, token, `A contributor's draft ${Date.now()}`);
    expect(draft.can.publish).toBe(false);

    await page.goto(`/admin/posts/${draft.id}`);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(draft.title);
    const publishing = page.getByRole("region", { name: "Publishing" });
    await expect(publishing.getByText("An author or an editor publishes this article.")).toBeVisible();
    await expect(publishing.getByRole("button", { name: "Publish now" })).toHaveCount(0);
    await expect(publishing.getByRole("button", { name: /Schedule/ })).toHaveCount(0);
    await expect(publishing.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Audit log" })).toHaveCount(0);

    const refused = await request.post(`/api/admin/posts/${draft.id}/publish`, { headers: bearer(token), data: {} });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("post_publish_forbidden");
  });

  test("an edit to a published article shows 'Updated'; a conflicting save gets the 409 dialog; a revision is restored", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signedIn(context, request, baseURL, "editor");
    const post = await createDraft(request, token, `Inflation cools ${Date.now()}`);
    const published = await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(token), data: {} });
    expect(published.status(), await published.text()).toBe(200);

    // An edit to the live article waits for "Update", then readers see "Updated".
    await page.goto(`/admin/posts/${post.id}`);
    const body = page.getByRole("textbox", { name: "Article body" });
    await body.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Prices rose 2.1 percent in October.");
    await expect(page.getByRole("status").filter({ hasText: "Unsaved changes: press Update" })).toBeVisible();
    await page.getByRole("button", { name: "Update" }).click();
    await saved(page);
    await expect
      .poll(async () => (await (await request.get(`/post/${post.id}`)).text()).includes("Prices rose 2.1 percent"), { timeout: 15_000 })
      .toBe(true);
    const reader = await context.browser()!.newPage();
    await reader.goto(`/post/${post.id}`);
    await expect(reader.getByRole("article").getByText(/^Updated /)).toBeVisible();
    await reader.close();

    // Someone else saves meanwhile (through the API): this editor's next save is refused with 409.
    await page.getByRole("button", { name: "Unpublish" }).click();
    // Unpublishing asks first.
    await page.getByRole("dialog", { name: "Unpublish this article?" }).getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByRole("region", { name: "Publishing" }).getByText("Unpublished", { exact: true })).toBeVisible();
    const current = (await (await request.get(`/api/admin/posts/${post.id}`, { headers: bearer(token) })).json()) as AdminPost;
    const elsewhere = await request.patch(`/api/admin/posts/${post.id}`, {
      headers: bearer(token),
      data: { title: `${post.title} (desk edit)`, updatedAt: current.updatedAt },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);
    const newer = ((await elsewhere.json()) as AdminPost).updatedAt;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(`${post.title} (my edit)`);
    const dialog = page.getByRole("dialog", { name: "A newer version of this article exists" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(new Date(newer).toISOString());
    await dialog.getByRole("button", { name: "Reload the article" }).click();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(`${post.title} (desk edit)`);

    // A revision from before the desk edit is restored (after a confirmation).
    await page.getByRole("link", { name: "Revisions" }).click();
    const revisions = page.getByRole("table", { name: "Revisions" });
    await expect(revisions.getByRole("row")).not.toHaveCount(1);
    // The first version against the newest: the desk's title edit shows as words removed and added.
    const compare = page.getByRole("region", { name: "Compare revisions" });
    await compare.getByLabel("Older version").click();
    await page.getByRole("option", { name: /Created/ }).click();
    await expect(compare.locator("ins", { hasText: "desk" })).toBeVisible();
    await revisions.getByRole("button", { name: /^Restore the revision of .* Created/ }).click();
    await page.getByRole("dialog", { name: "Restore this revision?" }).getByRole("button", { name: "Restore" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}$`));
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(post.title);
  });
});

test("at phone size the newsroom's navigation and editor fit the screen", async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, "the phone project's check");
  await signedIn(context, request, baseURL, "editor");
  await page.goto("/admin/posts");
  const nav = page.getByRole("navigation", { name: "Newsroom" });
  await expect(nav.getByRole("link", { name: "Articles" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("table", { name: "Articles" }).getByRole("row").nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, "list", testInfo.project.name);
  await page.getByRole("link", { name: "New article" }).click();
  await expect(page.getByRole("textbox", { name: "Article body" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "editor", testInfo.project.name);
});

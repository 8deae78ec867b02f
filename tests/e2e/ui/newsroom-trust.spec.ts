import type { APIRequestContext } from "@playwright/test";
import { seedStaff } from "@/lib/db/seed/staff";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import type { MediaItem } from "@/lib/media/types";
import type { AdminPost } from "@/lib/newsroom/types";
import { pngImage } from "@/tests/support/media-fixtures";
import { bearer, expect, signInBrowser, signInByApi, test } from "../support/accounts";

// Issue 22 in the browser: a body cannot break the page's hydration, in-page links reach their
// headings, and a retraction (unpublish, delete, restore) never waits on the editor's form.

const token = (request: APIRequestContext, role: "editor" | "admin") => {
  const account = seedStaff.find((candidate) => candidate.role === role)!;
  return signInByApi(request, { email: account.email, password: DEMO_STAFF_PASSWORD });
};
const created: number[] = [];
test.afterAll(async ({ request }) => {
  const admin = await token(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

async function publish(request: APIRequestContext, staff: string, data: Record<string, unknown>): Promise<AdminPost> {
  const response = await request.post("/api/admin/posts", {
    headers: bearer(staff),
    data: {
      title: `Trust UI ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      category_id: 2,
      summary: "A test article.",
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const post = (await response.json()) as AdminPost;
  created.push(post.id);
  expect((await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(staff) })).status()).toBe(200);
  return post;
}

test('an article whose body has id="__next_f" still hydrates, and its in-page link reaches its heading', async ({ page, request }) => {
  const editor = await token(request, "editor");
  const filler = Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i} of the long explainer.</p>`).join("");
  const post = await publish(request, editor, {
    description: `<p id="__next_f" name="__next_f">Rates held. <a href="#outlook">Skip to the outlook</a>.</p>${filler}<h2 id="outlook">Outlook</h2><p>Cuts next year.</p>`,
  });
  await page.goto(`/post/${post.id}`);
  // Hydrated: the reader's corner is filled in by the browser.
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(await page.evaluate(() => Array.isArray((window as unknown as { __next_f?: unknown }).__next_f))).toBe(true);
  await page.getByRole("link", { name: "Skip to the outlook" }).click();
  await expect(page).toHaveURL(/#user-content-outlook$/);
  await expect(page.getByRole("heading", { name: "Outlook" })).toBeInViewport();
});

test("an editor unpublishes an article whose form is invalid, deletes it and restores it with no false conflict", async ({
  page,
  request,
  context,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "the newsroom's journeys run at desktop size, as in newsroom.spec.ts; the phone layout has its own check there");
  const admin = await token(request, "admin");
  const upload = await request.post("/api/admin/media", {
    headers: bearer(admin),
    multipart: { file: { name: "c.png", mimeType: "image/png", buffer: await pngImage() }, alt: "A red square" },
  });
  const image = (await upload.json()) as MediaItem;
  const post = await publish(request, admin, {
    description: "<p>Made through the API.</p>",
    featured_image_name: image.name,
    featured_image_alt: "A red square",
  });
  await signInBrowser(context, baseURL, admin);
  await page.goto(`/admin/posts/${post.id}`);

  // The form cannot be saved (the image lost its alt text): the retraction still works.
  await page.getByRole("textbox", { name: "Alt text" }).fill("");
  await page.getByRole("button", { name: "Unpublish" }).click();
  // Unpublishing asks first.
  await page.getByRole("dialog", { name: "Unpublish this article?" }).getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Unpublished: readers no longer see it.")).toBeVisible();
  await expect.poll(async () => (await request.get(`/post/${post.id}`)).status(), { timeout: 10_000 }).toBe(404);

  await page.getByRole("textbox", { name: "Alt text" }).fill("A red square");
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this article?" });
  // Deleting asks for the admin's password again (403 reauth_required without it).
  await expect(confirm.getByRole("button", { name: "Delete" })).toBeDisabled();
  await confirm.getByLabel("Your password").fill(DEMO_STAFF_PASSWORD);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/This article was deleted on/)).toBeVisible();
  await page.getByRole("button", { name: "Restore article" }).click();
  await expect(page.getByText(/This article was deleted on/)).toHaveCount(0);
  await expect(page.getByText("This article is deleted: restore it first.")).toHaveCount(0);
  // The restored article saves again, with no 'newer version' conflict.
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(`${post.title} (restored)`);
  await expect(page.getByRole("status").filter({ hasText: /^Saved / })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

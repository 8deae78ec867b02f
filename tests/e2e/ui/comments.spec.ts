import type { Page } from "@playwright/test";
import type { PostSummary } from "@/lib/posts/types";
import { adminToken, expect, newReader, newSignedInReader, register, signInBrowser, test } from "../support/accounts";
import { postsToComment } from "../support/posts";

// Articles of their own (the article spec asserts an article without comments; the API spec takes
// the oldest ones): these take a few from the middle of the list.
async function article(request: Parameters<typeof postsToComment>[0], index: number): Promise<PostSummary> {
  const posts = await postsToComment(request);
  const found = posts[10 + index];
  if (!found) throw new Error(`no article ${index}`);
  return found;
}

const commentsRegion = (page: Page) => page.getByRole("region", { name: /^Comments/ });

test("a visitor signs in from 'Login to Comment', comments, sees it pending; the admin approves it; a visitor then reads it as text", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const post = await article(request, 0);
  const reader = newReader();
  await register(request, reader, { twoFactor: false });

  await page.goto(`/post/${post.id}`);
  await commentsRegion(page).getByRole("link", { name: "Login to Comment" }).click();
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?callbackUrl=(/|%2F)post(/|%2F)${post.id}$`));
  await page.getByLabel("Email or phone").fill(reader.email);
  await page.getByLabel("Password", { exact: true }).fill(reader.password);
  await page.getByText("I'm not a robot").click();
  await expect(page.getByText("Verified")).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/post/${post.id}`);

  const comments = commentsRegion(page);
  const box = comments.getByLabel("Add a comment");
  await expect(box).toHaveAttribute("rows", "4");
  await comments.getByRole("button", { name: "Post Comment" }).click();
  await expect(comments.getByText("Please write a comment before posting.")).toBeVisible();

  const text = `Rates <b>${reader.lastName}</b> & more`;
  await box.fill(text);
  await comments.getByRole("button", { name: "Post Comment" }).click();
  const waiting = comments.getByRole("list", { name: "Your comments awaiting approval" });
  await expect(waiting.getByText(text, { exact: true })).toBeVisible();
  await expect(waiting).toContainText("Your comment will be published once an admin approves it.");
  await expect(box).toHaveValue("");
  await page.reload();
  await expect(
    commentsRegion(page).getByRole("list", { name: "Your comments awaiting approval" }).getByText(text, { exact: true }),
  ).toBeVisible();

  // The admin approves it in the moderation queue.
  const adminContext = await browser.newContext();
  await signInBrowser(adminContext, baseURL, await adminToken(request));
  const admin = await adminContext.newPage();
  await admin.goto("/admin/comments");
  await expect(admin.getByRole("heading", { name: "Comment Moderation" })).toBeVisible();
  const item = admin.getByRole("listitem").filter({ hasText: text });
  await expect(item).toContainText(post.title);
  await item.getByRole("button", { name: /^Approve/ }).click();
  await expect(item).toHaveCount(0);
  await admin.getByRole("link", { name: /^Approved \(\d+\)$/ }).click();
  await expect(admin.getByRole("listitem").filter({ hasText: text })).toBeVisible();
  await adminContext.close();

  // A visitor now reads it, as text.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/post/${post.id}`);
  const published = commentsRegion(visitor).getByRole("list", { name: "Published comments" });
  await expect(published.getByText(text, { exact: true })).toBeVisible();
  await expect(published.locator("b")).toHaveCount(0);
  await expect(commentsRegion(visitor).getByRole("link", { name: "Login to Comment" })).toBeVisible();
  await visitorContext.close();

  // The author sees it as their own: on the right, shaded.
  await page.reload();
  const own = commentsRegion(page).getByRole("list", { name: "Published comments" }).getByRole("listitem").filter({ hasText: text });
  await expect(own).toHaveAttribute("data-own", "true");
  expect(await own.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe("rgb(238, 243, 251)");
  const [box1, region] = [await own.boundingBox(), await commentsRegion(page).boundingBox()];
  expect(Math.round((box1?.x ?? 0) + (box1?.width ?? 0))).toBe(Math.round((region?.x ?? 0) + (region?.width ?? 0)));
});

test("readers see 'Admin' for the admin's comments; readers cannot open the moderation page", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const post = await article(request, 1);
  const token = await adminToken(request);
  const text = `From the desk ${Date.now()}`;
  const created = await request.post("/api/comments", { data: { text, post_id: post.id }, headers: { authorization: `Bearer ${token}` } });
  expect(await created.json()).toMatchObject({ author: "Admin", approved: true });
  await page.goto(`/post/${post.id}`);
  const item = commentsRegion(page).getByRole("listitem").filter({ hasText: text });
  await expect(item).toContainText("Admin");

  const { token: readerToken } = await newSignedInReader(request);
  const context = await browser.newContext();
  await signInBrowser(context, baseURL, readerToken);
  const reader = await context.newPage();
  await reader.goto("/admin/comments");
  await expect(reader).toHaveURL(/\/$/);
  await context.close();
});

test("a visitor's Save stays in this browser and fills /bookmarks", async ({ page, request }) => {
  const post = await article(request, 2);
  await page.goto("/bookmarks");
  await expect(page.getByRole("heading", { name: "Saved Articles" })).toBeVisible();
  await expect(page.getByText("No saved articles yet")).toBeVisible();

  await page.goto(`/post/${post.id}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
  await page.goto("/bookmarks");
  await expect(page.getByRole("link", { name: post.title })).toHaveAttribute("href", `/post/${post.id}`);
  await expect(page.getByText("saved in this browser only")).toBeVisible();
});

test("a reader's likes and saves live in the account: merged from the browser, shown on another device", async ({
  page,
  browser,
  request,
  baseURL,
  context,
}) => {
  const [savedAsVisitor, liked] = [await article(request, 3), await article(request, 4)];
  // As a visitor, this browser saves an article.
  await page.goto(`/post/${savedAsVisitor.id}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();

  // Signed in, the browser's save moves into the account.
  const { token } = await newSignedInReader(request);
  await signInBrowser(context, baseURL, token);
  await page.goto("/bookmarks");
  await expect(page.getByRole("link", { name: savedAsVisitor.title })).toBeVisible();
  await expect.poll(() => page.evaluate((id) => localStorage.getItem(`saved-post-${id}`), savedAsVisitor.id)).toBeNull();

  // Like and Save on an article are stored in the account.
  await page.goto(`/post/${liked.id}`);
  const like = page.getByRole("button", { name: /^Like/ });
  const count = Number((await like.textContent())?.replace(/\D/g, ""));
  await like.click();
  await expect(like).toHaveText(`Like ${count + 1}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();

  // Another device of the same reader sees both.
  const other = await browser.newContext();
  await signInBrowser(other, baseURL, token);
  const device = await other.newPage();
  await device.goto(`/post/${liked.id}`);
  await expect(device.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
  await expect(device.getByRole("button", { name: /^Like/ })).toHaveText(`Like ${count + 1}`);
  await expect(device.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await device.getByRole("button", { name: /^Like/ }).click();
  await expect(device.getByRole("button", { name: /^Like/ })).toHaveText(`Like ${count}`);
  await device.goto("/bookmarks");
  await expect(device.getByRole("link", { name: liked.title })).toBeVisible();
  await expect(device.getByRole("link", { name: savedAsVisitor.title })).toBeVisible();
  await other.close();

  await page.reload();
  await expect(page.getByRole("button", { name: /^Like/ })).toHaveText(`Like ${count}`);
  await expect(page.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "false");
});

import type { Page } from "@playwright/test";
import { expect, newSignedInReader, signInBrowser, test } from "../support/accounts";
import { postsToComment } from "../support/posts";

// The article page is the same bytes for everyone; the reader's own parts are filled in by the
// browser. These tests hold the session's answer back to look at the page before it arrives.

/** Holds GET /api/session until the returned function is called. */
async function holdSession(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/session", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sums layout shifts from the first paint on (CLS as Lighthouse counts it, without input). */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

test("a signed-in reader sees an empty corner until the session answers — never Sign In — then the bell; nothing moves", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await newSignedInReader(request);
  await signInBrowser(context, baseURL, token);
  const [post] = await postsToComment(request);
  const shifts = await watchLayoutShifts(page);
  const release = await holdSession(page);

  await page.goto(`/post/${post?.id}`);
  const header = page.getByRole("banner");
  await expect(header.getByTestId("account-pending")).toBeAttached();
  await expect(header.getByTestId("account-pending")).toBeEmpty();
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Login to Comment" })).toHaveCount(0);

  release();
  await expect(header.getByRole("button", { name: "Notifications (3 new)" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Add a comment" })).toBeVisible();
  expect(await shifts()).toBe(0);
});

test("a visitor gets Sign In and Sign Up once the session answers, 'Login to Comment', and the page reports its view once", async ({
  page,
  request,
}) => {
  const [post] = await postsToComment(request);
  const shifts = await watchLayoutShifts(page);
  const views: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().endsWith(`/api/posts/${post?.id}/view`)) views.push(sent.url());
  });
  const release = await holdSession(page);

  await page.goto(`/post/${post?.id}`);
  const header = page.getByRole("banner");
  await expect(header.getByTestId("account-pending")).toBeAttached();
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  release();
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/sign-in");
  await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/sign-up");
  await expect(page.getByRole("link", { name: "Login to Comment" })).toHaveAttribute("href", `/sign-in?callbackUrl=/post/${post?.id}`);
  await expect.poll(() => views.length).toBe(1);
  await page.waitForTimeout(500);
  expect(views).toHaveLength(1);
  expect(await shifts()).toBe(0);
});

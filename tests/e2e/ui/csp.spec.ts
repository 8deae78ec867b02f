import type { Page } from "@playwright/test";
import { adminToken, expect, newSignedInReader, signInBrowser, test } from "../support/accounts";

// The pages still work under the Content-Security-Policy that server/main.ts sends: no
// violation is reported (by the browser's securitypolicyviolation event or its console) on an
// article, the sign-in page with the ALTCHA widget solving its proof of work in workers, the
// settings and the moderation page — and no page can be framed.

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the policy is the same at every viewport");
});

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test("an article, sign-in with ALTCHA, settings and moderation run without a CSP violation", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const violations = await watchViolations(page);
  const [post] = (await (await request.get("/api/posts?limit=1")).json()) as { id: number }[];
  await page.goto(`/post/${post!.id}`);
  await page.getByRole("button", { name: "Fact Check Assistant" }).click();
  await expect(page.getByRole("button", { name: "Clear Chat" })).toBeVisible();

  await page.goto("/sign-in");
  await page.getByText("I'm not a robot").click();
  await expect(page.getByText("Verified")).toBeVisible();

  const { token } = await newSignedInReader(request);
  await signInBrowser(context, baseURL, token);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Two-factor authentication" })).toBeVisible();

  await context.clearCookies();
  await signInBrowser(context, baseURL, await adminToken(request));
  await page.goto("/admin/comments");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("no page of the site can be framed by another site", async ({ page, request, baseURL }) => {
  const [post] = (await (await request.get("/api/posts?limit=1")).json()) as { id: number }[];
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors|X-Frame-Options|Refused to display/i.test(message.text())) blocked.push(message.text());
  });
  // A page of another origin (about:blank) trying to frame the article and the sign-in page.
  const origin = new URL(baseURL!).origin;
  await page.setContent(`<iframe id="a" src="${origin}/post/${post!.id}"></iframe><iframe id="b" src="${origin}/sign-in"></iframe>`);
  await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const framedText = await page
    .frameLocator("#a")
    .locator("body")
    .textContent({ timeout: 2_000 })
    .catch(() => "");
  expect(framedText ?? "").not.toContain("Fact Check Assistant");
});

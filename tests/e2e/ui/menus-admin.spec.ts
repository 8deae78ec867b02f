import type { Page } from "@playwright/test";
import { seedStaff } from "@/lib/db/seed/staff";
import type { HeaderMenuInput } from "@/lib/menus/schemas";
import { bearer, expect, seedStaffToken, signInBrowser, signInByApi, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { DEMO_STAFF_PASSWORD } from "../support/services";

// /admin/menus (issue 24): an editor reorders the header menu with the buttons, sees it in the
// preview, saves, and finds it on the site: the inline menu on a desktop, the drawer on a phone.

let original: HeaderMenuInput[] = [];
test.beforeEach(async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  original = ((await (await request.get("/api/admin/menus/header", { headers: bearer(editor) })).json()) as { items: HeaderMenuInput[] })
    .items;
});
test.afterEach(async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const put = await request.put("/api/admin/menus/header", { headers: bearer(editor), data: { items: original } });
  expect(put.status()).toBe(200);
});

/** The header's top-level names as a reader of this page size sees them. */
async function siteMenu(page: Page, isMobile: boolean): Promise<string[]> {
  await page.goto("/");
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog").getByRole("navigation", { name: "Site menu" });
    return menu.locator(":scope > ul > li").allInnerTexts();
  }
  return page.getByRole("navigation", { name: "Main" }).locator(":scope > ul > li").allInnerTexts();
}
const clean = (names: string[]) => names.map((name) => name.split("\n")[0]!.trim());

test("an editor moves About above Trending with the buttons, saves, and readers see it at this width", async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  const editor = seedStaff.find((member) => member.role === "editor")!;
  await signInBrowser(context, baseURL, await signInByApi(request, { email: editor.email, password: DEMO_STAFF_PASSWORD }));
  const before = original.map((item) => item.name);
  expect(before.indexOf("About")).toBe(before.indexOf("Trending") + 1);
  const after = [...before];
  after.splice(before.indexOf("Trending"), 2, "About", "Trending");

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Newsroom" }).getByRole("link", { name: "Menus" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Menus" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const list = page.getByRole("list", { name: "Header menu" });
  const order = () =>
    list
      .locator(":scope > li > div [data-action=edit]")
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")?.replace(/^Edit /, "")));
  expect(await order()).toEqual(before);
  const up = page.getByRole("button", { name: "Move About up" });
  await up.click();
  // The focus stays on the button of the item that moved, so a keyboard user can keep moving it.
  await expect(page.getByRole("button", { name: "Move About up" })).toBeFocused();
  expect(await order()).toEqual(after);

  // Both previews show the new order before anything is saved.
  for (const preview of ["Phone preview", "Desktop preview"]) {
    const text = await page.getByRole("region", { name: preview }).innerText();
    expect(text.indexOf("About"), preview).toBeLessThan(text.indexOf("Trending"));
  }
  await page.getByRole("region", { name: "Desktop preview" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("admin-menus.png"), fullPage: true });

  await page.getByRole("button", { name: "Save Header menu" }).click();
  await expect(page.getByText("Header menu saved: every page shows it now.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await expect(async () => expect(clean(await siteMenu(page, isMobile))).toEqual(after)).toPass({ timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath("site-menu.png") });
});

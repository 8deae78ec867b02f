import { seedStaff } from "@/lib/db/seed/staff";
import type { AuditPage } from "@/lib/newsroom/types";
import { adminToken, bearer, expect, signInBrowser, signInByApi, test } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { DEMO_STAFF_PASSWORD } from "../support/services";

// /admin/tags: an editor creates, renames (the old address redirects) and merges tags; each change is audited.
test.skip(({ isMobile }) => isMobile, "the back office's journeys run at desktop size");

test("an editor creates a tag, renames it to a new address and merges it into another; the old address redirects and the audit log has it all", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const editor = seedStaff.find((member) => member.role === "editor")!;
  await signInBrowser(context, baseURL, await signInByApi(request, { email: editor.email, password: DEMO_STAFF_PASSWORD }));
  const unique = Date.now().toString(36);

  await page.goto("/admin/tags");
  await expect(page.getByRole("table", { name: "Tags" }).getByRole("cell", { name: "GDP", exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  for (const name of [`Soft landing ${unique}`, `Rate cuts ${unique}`]) {
    await page.getByRole("button", { name: "New tag" }).click();
    const dialog = page.getByRole("dialog", { name: "New tag" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
  }

  await page.getByRole("button", { name: `Edit Soft landing ${unique}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit Soft landing ${unique}` });
  await edit.getByLabel("Name").fill(`Hard landing ${unique}`);
  await edit.getByLabel("Address").fill(`hard-landing-${unique}`);
  await edit.getByLabel("Description").fill("When growth stops suddenly.");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Hard landing ${unique} was saved.`)).toBeVisible();
  await expect(page.getByRole("link", { name: `/tag/hard-landing-${unique}` })).toBeVisible();
  const moved = await request.get(`/tag/soft-landing-${unique}`, { maxRedirects: 0 });
  expect([moved.status(), moved.headers().location]).toEqual([308, `/tag/hard-landing-${unique}`]);

  await page.getByRole("button", { name: `Merge Hard landing ${unique}` }).click();
  const merge = page.getByRole("dialog", { name: `Merge Hard landing ${unique}` });
  await merge.getByLabel("Merge into").click();
  await page.getByRole("option", { name: `Rate cuts ${unique}` }).click();
  await merge.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText(`Hard landing ${unique} was merged into Rate cuts ${unique}`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Edit Hard landing ${unique}` })).toHaveCount(0);
  const merged = await request.get(`/tag/hard-landing-${unique}`, { maxRedirects: 0 });
  expect([merged.status(), merged.headers().location]).toEqual([308, `/tag/rate-cuts-${unique}`]);

  const audit = (await (await request.get("/api/admin/audit", { headers: bearer(await adminToken(request)) })).json()) as AuditPage;
  const mine = audit.entries.filter((entry) =>
    String(entry.details.name ?? (entry.details.after as { name?: string })?.name).endsWith(unique),
  );
  expect(mine.map((entry) => entry.action).sort()).toEqual(["tag_created", "tag_created", "tag_edited", "tag_merged"]);
});

import { devices, type APIRequestContext, type Browser } from "@playwright/test";
import sharp from "sharp";
import { seedStaff } from "@/lib/db/seed/staff";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import type { MediaItem } from "@/lib/media/types";
import type { AdminPost } from "@/lib/newsroom/types";
import { bearer, expect, signInByApi, test } from "../support/accounts";

// An article illustrated from the media library, read on a phone and on a HiDPI laptop: each
// downloads one copy of the featured image, sized for its screen, never the original.

test.describe.configure({ timeout: 180_000 });

/** A landscape photo of 3000 × 2000 pixels with grain, weighing what a camera's JPEG does. */
async function photo(): Promise<Buffer> {
  const grain = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 24 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#3a6ea5" } })
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const editor = seedStaff.find((account) => account.role === "editor")!;
const admin = seedStaff.find((account) => account.role === "admin")!;

async function publishedArticleWithPhoto(request: APIRequestContext): Promise<{ postId: number; item: MediaItem; originalBytes: number }> {
  const token = bearer(await signInByApi(request, { email: editor.email, password: DEMO_STAFF_PASSWORD }));
  const upload = await request.post("/api/admin/media", {
    headers: token,
    multipart: { file: { name: "harbour.jpg", mimeType: "image/jpeg", buffer: await photo() }, alt: "Container cranes at dusk" },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const item = (await upload.json()) as MediaItem;
  const created = await request.post("/api/admin/posts", {
    headers: token,
    data: {
      title: `Ports reopen ${Date.now()}`,
      description: "<p>Freight moves again.</p>",
      category_id: 2,
      featured_image_name: item.name,
      featured_image_alt: item.alt,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as AdminPost;
  expect((await request.post(`/api/admin/posts/${post.id}/publish`, { headers: token, data: {} })).status()).toBe(200);
  return { postId: post.id, item, originalBytes: item.size };
}

/** Opens the article in a fresh context of this device and answers the featured-image requests it made. */
async function imageRequests(browser: Browser, device: (typeof devices)[string], url: string, item: MediaItem) {
  const context = await browser.newContext({ ...device });
  const page = await context.newPage();
  const stem = item.name.replace(/\.\w+$/, "");
  const fetched: { url: string; bytes: number }[] = [];
  page.on("requestfinished", (request) => {
    if (!request.url().includes(stem)) return;
    void request.sizes().then((sizes) => fetched.push({ url: request.url(), bytes: sizes.responseBodySize }));
  });
  await page.goto(url);
  const hero = page.locator("figure img").first();
  await expect(hero).toHaveJSProperty("complete", true);
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const chosen = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  await context.close();
  return { chosen, fetched };
}

test("a phone downloads a phone-sized copy of the featured image; a HiDPI laptop a larger one; neither the original; a broken copy gives way to a stock image", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "one run makes both devices itself");
  const { postId, item, originalBytes } = await publishedArticleWithPhoto(request);
  try {
    const url = `${baseURL}/post/${postId}`;
    const phone = await imageRequests(browser, devices["Pixel 7"], url, item);
    const laptop = await imageRequests(browser, devices["Desktop Chrome HiDPI"], url, item);

    const widthOf = (address: string) => Number(/-(\d+)\.(?:avif|webp)$/.exec(address)?.[1]);
    // One copy each (the preload and the <picture> agree), AVIF, and never the original.
    for (const seen of [phone, laptop]) {
      expect(seen.fetched).toHaveLength(1);
      expect(seen.fetched[0]?.url).toBe(seen.chosen);
      expect(seen.chosen).toMatch(/\.avif$/);
      expect(seen.chosen).not.toContain(item.name);
    }
    // The Pixel 7 is 412 CSS px wide at 2.625 device pixels each: 1,082 pixels across.
    expect(widthOf(phone.chosen)).toBeLessThanOrEqual(1280);
    expect(widthOf(laptop.chosen)).toBeGreaterThan(widthOf(phone.chosen));
    const phoneBytes = phone.fetched[0]!.bytes;
    const laptopBytes = laptop.fetched[0]!.bytes;
    expect(phoneBytes).toBeLessThan(laptopBytes);
    expect(phoneBytes * 5).toBeLessThan(originalBytes);

    // A copy that fails to load gives way to a stock image: the srcsets no longer win over it.
    const broken = await browser.newContext({ ...devices["Pixel 7"] });
    const page = await broken.newPage();
    await page.route(new RegExp(item.name.replace(/\.\w+$/, "")), (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(url);
    const hero = page.locator("figure img").first();
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain("/images/stock/");
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await broken.close();

    console.log(
      `[media] featured image: original ${originalBytes} B; phone ${widthOf(phone.chosen)}w ${phoneBytes} B; HiDPI laptop ${widthOf(laptop.chosen)}w ${laptopBytes} B`,
    );
  } finally {
    // Leave the reading lists as the seed made them: later specs count its articles.
    const adminToken = bearer(await signInByApi(request, { email: admin.email, password: DEMO_STAFF_PASSWORD }));
    await request.delete(`/api/admin/posts/${postId}`, { headers: adminToken, data: { password: DEMO_STAFF_PASSWORD } });
  }
});

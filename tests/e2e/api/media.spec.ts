import http from "node:http";
import sharp from "sharp";
import type { MediaItem, MediaPage } from "@/lib/media/types";
import { cameraJpeg, exifHasGps, pixel, pngImage } from "@/tests/support/media-fixtures";
import type { APIRequestContext } from "@playwright/test";
import { seedStaff } from "@/lib/db/seed/staff";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { bearer, expect, newSignedInReader, signInByApi, test } from "../support/accounts";

// The media library's API against the production build: what is stored and served, and what is refused.

test.describe.configure({ timeout: 120_000 });

const tokens = new Map<string, Promise<string>>();
/** A demo staff member's token (lib/db/seed/staff.ts), signed in once per file with the mailed second factor. */
function staffToken(request: APIRequestContext, role: "contributor" | "editor"): Promise<string> {
  const account = seedStaff.find((candidate) => candidate.role === role)!;
  if (!tokens.has(role)) tokens.set(role, signInByApi(request, { email: account.email, password: DEMO_STAFF_PASSWORD }));
  return tokens.get(role)!;
}

const MB = 1024 * 1024;

async function served(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return { headers: response.headers(), body: await response.body() };
}

test("a camera JPEG: 201, stored upright without EXIF or GPS, WebP and AVIF copies at each width, all served", async ({ request }) => {
  const admin = bearer(await staffToken(request, "editor"));
  const upload = await cameraJpeg(2400, 1200);
  expect(exifHasGps((await sharp(upload).metadata()).exif)).toBe(true);

  const response = await request.post("/api/admin/media", {
    headers: admin,
    multipart: {
      file: { name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: upload },
      alt: "  A red field above a blue one  ",
      caption: "Taken on a test phone",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const item = (await response.json()) as MediaItem;
  expect(item).toMatchObject({
    width: 1200,
    height: 2400,
    contentType: "image/jpeg",
    alt: "A red field above a blue one",
    caption: "Taken on a test phone",
  });
  expect(item.name).toMatch(/^media-[a-f0-9]{16}\.jpg$/);
  expect(item.url).toBe(`/api/uploads/${item.name}`);
  expect(item.variants.map((variant) => `${variant.format}@${variant.width}`).sort()).toEqual(
    ["avif@320", "avif@640", "avif@960", "avif@1200", "webp@320", "webp@640", "webp@960", "webp@1200"].sort(),
  );

  const original = await served(request, item.url);
  expect(original.headers["content-type"]).toBe("image/jpeg");
  expect(original.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const metadata = await sharp(original.body).metadata();
  expect(metadata).toMatchObject({ format: "jpeg", width: 1200, height: 2400 });
  expect(metadata.orientation).toBeUndefined();
  expect(metadata.exif).toBeUndefined();
  expect(original.body.includes("TestCam")).toBe(false);
  // Orientation 6 turns the red left half to the top.
  expect((await pixel(original.body, 600, 5))[0]).toBeGreaterThan(200);
  expect((await pixel(original.body, 600, 2395))[2]).toBeGreaterThan(200);

  for (const variant of item.variants) {
    expect(variant.url).toBe(`/api/uploads/${variant.name}`);
    const file = await served(request, variant.url);
    expect(file.headers["content-type"]).toBe(`image/${variant.format}`);
    const decoded = await sharp(file.body).metadata();
    expect(decoded.format).toBe(variant.format === "avif" ? "heif" : "webp");
    expect([decoded.width, decoded.height]).toEqual([variant.width, variant.width * 2]);
    expect(decoded.exif).toBeUndefined();
    expect(file.body.length).toBe(variant.size);
  }

  // Newest first in the library; alt text and caption can be edited.
  const page = (await (await request.get("/api/admin/media?limit=1", { headers: admin })).json()) as MediaPage;
  expect(page.items[0]?.name).toBe(item.name);
  const edited = await request.patch(`/api/admin/media/${item.name}`, { headers: admin, data: { alt: "Red over blue", caption: "" } });
  expect(edited.status()).toBe(200);
  expect(await edited.json()).toMatchObject({ name: item.name, alt: "Red over blue", caption: null });
  const blank = await request.patch(`/api/admin/media/${item.name}`, { headers: admin, data: { alt: "  " } });
  expect(blank.status()).toBe(400);
  expect(await blank.json()).toMatchObject({ code: "invalid_media_update", errors: { alt: "Describe the image: alt text is required." } });
  const missing = await request.patch("/api/admin/media/media-0000000000000000.jpg", { headers: admin, data: { alt: "x" } });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: "media_not_found" });
});

test("the library pages newest first with a cursor; contributors upload too", async ({ request }) => {
  const admin = bearer(await staffToken(request, "contributor"));
  const names: string[] = [];
  for (const alt of ["first", "second", "third"]) {
    const response = await request.post("/api/admin/media", {
      headers: admin,
      multipart: { file: { name: "a.png", mimeType: "image/png", buffer: await pngImage(330, 200) }, alt },
    });
    expect(response.status()).toBe(201);
    names.push(((await response.json()) as MediaItem).name);
  }
  const first = (await (await request.get("/api/admin/media?limit=2", { headers: admin })).json()) as MediaPage;
  expect(first.items.map((item) => item.name)).toEqual([names[2], names[1]]);
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = (await (await request.get(`/api/admin/media?limit=2&cursor=${first.nextCursor}`, { headers: admin })).json()) as MediaPage;
  expect(second.items[0]?.name).toBe(names[0]);
  const bad = await request.get("/api/admin/media?cursor=nope", { headers: admin });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ code: "invalid_media_query" });
});

test("the type comes from the bytes: a PNG named .jpg is a PNG; text named .jpg is a 415; no alt text is a 400", async ({ request }) => {
  const admin = bearer(await staffToken(request, "editor"));
  const png = await request.post("/api/admin/media", {
    headers: admin,
    multipart: { file: { name: "holiday.jpg", mimeType: "image/jpeg", buffer: await pngImage(400, 300) }, alt: "A chart" },
  });
  expect(png.status(), await png.text()).toBe(201);
  const item = (await png.json()) as MediaItem;
  expect(item).toMatchObject({ contentType: "image/png", width: 400, height: 300 });
  expect(item.name).toMatch(/\.png$/);
  expect((await served(request, item.url)).headers["content-type"]).toBe("image/png");

  const text = await request.post("/api/admin/media", {
    headers: admin,
    multipart: { file: { name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not an image at all\n".repeat(50)) }, alt: "x" },
  });
  expect(text.status()).toBe(415);
  expect(await text.json()).toEqual({ message: "Upload a JPEG, PNG, WebP or AVIF image.", code: "media_type_unsupported" });

  const noAlt = await request.post("/api/admin/media", {
    headers: admin,
    multipart: { file: { name: "a.png", mimeType: "image/png", buffer: await pngImage(100, 50) } },
  });
  expect(noAlt.status()).toBe(400);
  expect(await noAlt.json()).toMatchObject({ code: "invalid_media_upload", errors: { alt: "Describe the image: alt text is required." } });

  const noFile = await request.post("/api/admin/media", { headers: admin, multipart: { alt: "An image" } });
  expect(noFile.status()).toBe(400);
  expect(await noFile.json()).toMatchObject({ errors: { file: "Choose an image to upload." } });
});

/**
 * A chunked upload that sends just over 10 MB and then holds the rest back: the answer must come
 * while the body is still open, which a server that buffered the whole body could not give.
 */
function uploadThatNeverEnds(
  baseURL: string,
  token: string,
  address: string,
): Promise<{ status: number; body: string; sentBytes: number }> {
  const boundary = "media-e2e-boundary";
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    const request = http.request(`${baseURL}/api/admin/media`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "transfer-encoding": "chunked",
        "x-forwarded-for": address,
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer while the body was held open after ${sentBytes} bytes`));
    }, 30_000);
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body, sentBytes });
      });
    });
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    const send = (chunk: Buffer) => {
      sentBytes += chunk.length;
      return request.write(chunk);
    };
    send(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nBig\r\n`));
    send(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    );
    const chunk = Buffer.alloc(256 * 1024, 0xab);
    const pump = () => {
      while (sentBytes < 10.5 * MB) if (!send(chunk)) return void request.once("drain", pump);
      // …and the remaining bytes of the 11 MB file are never sent.
    };
    pump();
  });
}

test("11 MB is a 413 as soon as the cap passes: the server answers before the body has ended", async ({
  request,
  baseURL,
  clientAddress,
}) => {
  const token = await staffToken(request, "editor");
  const declared = await request.post("/api/admin/media", {
    headers: bearer(token),
    multipart: { file: { name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(11 * MB, 0xab) }, alt: "Big" },
  });
  expect(declared.status()).toBe(413);
  expect(await declared.json()).toEqual({ message: "The image must be at most 10 MB.", code: "media_too_large" });

  const streamed = await uploadThatNeverEnds(baseURL ?? "", token, clientAddress);
  expect(streamed.status, streamed.body).toBe(413);
  expect(JSON.parse(streamed.body)).toEqual({ message: "The image must be at most 10 MB.", code: "media_too_large" });
  expect(streamed.sentBytes).toBeLessThan(11 * MB);
});

test("staff only: visitors 401 and readers 403 (staff_only), before the body is read", async ({ request }) => {
  const file = { name: "a.png", mimeType: "image/png", buffer: await pngImage(100, 50) };
  const visitor = await request.post("/api/admin/media", { multipart: { file, alt: "x" } });
  expect(visitor.status()).toBe(401);
  expect(await visitor.json()).toEqual({ message: "Please sign in to continue.", code: "sign_in_required" });
  expect((await request.get("/api/admin/media")).status()).toBe(401);
  expect((await request.patch("/api/admin/media/a.png", { data: { alt: "x" } })).status()).toBe(401);

  const { token } = await newSignedInReader(request);
  const reader = await request.post("/api/admin/media", { headers: bearer(token), multipart: { file, alt: "x" } });
  expect(reader.status()).toBe(403);
  expect(await reader.json()).toMatchObject({ code: "staff_only" });
  expect((await request.get("/api/admin/media", { headers: bearer(token) })).status()).toBe(403);
  // A reader's 11 MB is refused for who they are, not for its size.
  const big = await request.post("/api/admin/media", {
    headers: bearer(token),
    multipart: { file: { ...file, buffer: Buffer.alloc(11 * MB) }, alt: "x" },
  });
  expect(big.status()).toBe(403);
});

/** @jest-environment node */
import sharp from "sharp";
import { UnsupportedMediaTypeError } from "@/lib/errors";
import { processUpload } from "@/lib/media/processing";
import { cameraJpeg, exifHasGps, gifImage, pixel, pngImage } from "@/tests/support/media-fixtures";

jest.setTimeout(60_000);

test("a camera JPEG: the original turned upright without EXIF or GPS; WebP and AVIF copies at each width", async () => {
  const upload = await cameraJpeg(2400, 1200);
  const before = await sharp(upload).metadata();
  expect(before.orientation).toBe(6);
  expect(exifHasGps(before.exif)).toBe(true);

  const { original, variants } = await processUpload(upload);
  expect(original).toMatchObject({ type: "jpg", width: 1200, height: 2400 });
  const after = await sharp(original.bytes).metadata();
  expect(after).toMatchObject({ format: "jpeg", width: 1200, height: 2400 });
  expect(after.orientation).toBeUndefined();
  expect(after.exif).toBeUndefined();
  expect(after.xmp).toBeUndefined();
  expect(original.bytes.includes("TestCam")).toBe(false);
  // Orientation 6 is a quarter turn clockwise: the red left half ends on top.
  expect((await pixel(original.bytes, 600, 5))[0]).toBeGreaterThan(200);
  expect((await pixel(original.bytes, 600, 2395))[2]).toBeGreaterThan(200);

  expect(variants.map((variant) => `${variant.format}@${variant.width}`).sort()).toEqual(
    ["avif@1200", "avif@320", "avif@640", "avif@960", "webp@1200", "webp@320", "webp@640", "webp@960"].sort(),
  );
  for (const variant of variants) {
    const metadata = await sharp(variant.bytes).metadata();
    expect(metadata.format).toBe(variant.format === "avif" ? "heif" : "webp");
    expect(metadata).toMatchObject({ width: variant.width, height: variant.width * 2 });
    expect(metadata.exif).toBeUndefined();
    expect(variant.height).toBe(variant.width * 2);
  }
  const webp320 = variants.find((variant) => variant.format === "webp" && variant.width === 320);
  expect((await pixel(webp320!.bytes, 160, 3))[0]).toBeGreaterThan(200);
});

test("a small PNG keeps its type and width: no copy is wider than it", async () => {
  const { original, variants } = await processUpload(await pngImage(500, 250));
  expect(original).toMatchObject({ type: "png", width: 500, height: 250 });
  expect(Math.max(...variants.map((variant) => variant.width))).toBe(500);
  expect(variants.map((variant) => variant.width).sort((a, b) => a - b)).toEqual([320, 320, 500, 500]);
});

test.each([
  ["text", async () => Buffer.from("just some notes, named photo.jpg"), "media_type_unsupported"],
  ["an SVG", async () => Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "media_type_unsupported"],
  ["a GIF", () => gifImage(), "media_type_unsupported"],
  ["a truncated JPEG", async () => (await cameraJpeg(800, 400)).subarray(0, 600), "media_unreadable"],
  [
    "a PNG signature over junk",
    async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
    "media_unreadable",
  ],
])("%s is refused as unsupported (415)", async (_label, make, code) => {
  const error: unknown = await processUpload(await make()).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UnsupportedMediaTypeError);
  expect((error as UnsupportedMediaTypeError).code).toBe(code);
});

/** @jest-environment node */
import { sniffImageType } from "@/lib/storage/image-type";
import { avifImage, gifImage, pngImage, webpImage, cameraJpeg } from "@/tests/support/media-fixtures";

test("the type comes from the bytes of real files of each kind", async () => {
  expect(sniffImageType(await cameraJpeg(64, 32))).toBe("jpg");
  expect(sniffImageType(await pngImage(64, 32))).toBe("png");
  expect(sniffImageType(await webpImage(64, 32))).toBe("webp");
  expect(sniffImageType(await avifImage(64, 32))).toBe("avif");
  expect(sniffImageType(await gifImage())).toBe("gif");
});

test("anything else is no image: text, SVG, HTML, other ISO-BMFF brands, a few bytes", () => {
  const text = (value: string) => Uint8Array.from(Buffer.from(value, "latin1"));
  expect(sniffImageType(text("hello, world"))).toBeUndefined();
  expect(sniffImageType(text("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>"))).toBeUndefined();
  expect(sniffImageType(text("<html><body>"))).toBeUndefined();
  // An MP4 video and a HEIC photo are ISO-BMFF too, under other brands.
  expect(sniffImageType(text("\u0000\u0000\u0000\u0018ftypmp42\u0000\u0000\u0000\u0000isommp42"))).toBeUndefined();
  expect(sniffImageType(text("\u0000\u0000\u0000\u0018ftypheic\u0000\u0000\u0000\u0000mif1heic"))).toBeUndefined();
  // The AVIF brand among the compatible ones counts; outside the box it does not.
  expect(sniffImageType(text("\u0000\u0000\u0000\u0018ftypmif1\u0000\u0000\u0000\u0000mif1avif"))).toBe("avif");
  expect(sniffImageType(text("\u0000\u0000\u0000\u0010ftypmif1\u0000\u0000\u0000\u0000avif"))).toBeUndefined();
  expect(sniffImageType(text("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBeUndefined();
  expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  expect(sniffImageType(new Uint8Array())).toBeUndefined();
});

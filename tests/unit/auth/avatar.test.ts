/** @jest-environment node */
import { imageExtension } from "@/lib/auth/avatar";

test("the image type comes from the bytes, and SVG or HTML is refused", () => {
  const bytes = (...values: number[]) => Uint8Array.from([...values, ...new Array(16).fill(0)]);
  expect(imageExtension(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
  expect(imageExtension(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpg");
  expect(imageExtension(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe("gif");
  expect(imageExtension(Uint8Array.from(Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ")))).toBe("webp");
  expect(imageExtension(Uint8Array.from(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>")))).toBeUndefined();
  expect(imageExtension(Uint8Array.from(Buffer.from("<html>")))).toBeUndefined();
});

import { variantWidths } from "@/lib/media/rules";

test("variant widths follow the list and never upscale", () => {
  expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
  expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
  expect(variantWidths(1200)).toEqual([320, 640, 960, 1200]);
  expect(variantWidths(1000)).toEqual([320, 640, 960]);
  expect(variantWidths(700)).toEqual([320, 640]);
  expect(variantWidths(320)).toEqual([320]);
  expect(variantWidths(200)).toEqual([200]);
  for (const width of [1, 57, 321, 999, 1500, 2500]) expect(Math.max(...variantWidths(width))).toBeLessThanOrEqual(width);
});

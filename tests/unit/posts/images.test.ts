import { imageSources } from "@/lib/posts/images";

test("a media library image's copies become one srcset per format, narrowest first", () => {
  const variants = [
    { name: "media-a-640.webp", width: 640, format: "webp" as const },
    { name: "media-a-320.avif", width: 320, format: "avif" as const },
    { name: "media-a-320.webp", width: 320, format: "webp" as const },
    { name: "media-a-640.avif", width: 640, format: "avif" as const },
  ];
  expect(imageSources(variants)).toEqual({
    avif: "/api/uploads/media-a-320.avif 320w, /api/uploads/media-a-640.avif 640w",
    webp: "/api/uploads/media-a-320.webp 320w, /api/uploads/media-a-640.webp 640w",
  });
});

test("an image without copies (a demo SVG, a stock image) has no srcset", () => {
  expect(imageSources(null)).toBeNull();
  expect(imageSources([])).toBeNull();
});

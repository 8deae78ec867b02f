/**
 * @jest-environment node
 */
import { loadScriptsAfterFirstPaint } from "@/server/paint-first";

// The shape of what Next 16 writes for a reading page, cut down.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css?dpl=d1" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js?dpl=d1"/>',
  '<script src="/_next/static/chunks/react.js?dpl=d1" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js?dpl=d1" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js?dpl=d1" noModule=""></script>',
  "</head><body><main><p>The article.</p></main>",
  '<script src="/_next/static/chunks/entry.js?dpl=d1" async=""></script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/lazy.js\\" async=\\"\\"></script>"])</script>',
  "</body></html>",
].join("");

test("a page's framework scripts move into the loader at the end of its body, in their order", () => {
  const html = loadScriptsAfterFirstPaint(page);
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);
  expect(html).not.toContain('rel="preload" as="script"');
  const loader = html.match(/<script data-scripts="([^"]+)">([^<]+)<\/script><\/body><\/html>$/);
  expect(loader?.[1]?.split(" ")).toEqual([
    "/_next/static/chunks/react.js?dpl=d1",
    "/_next/static/chunks/turbopack-x.js?dpl=d1",
    "/_next/static/chunks/entry.js?dpl=d1",
  ]);
  expect(loader?.[2]).toContain("first-contentful-paint");
});

test("what is not a framework script stays as it was: styles, the noModule polyfill, the inline payload", () => {
  const html = loadScriptsAfterFirstPaint(page);
  expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css?dpl=d1" data-precedence="next"/>');
  expect(html).toContain('<script src="/_next/static/chunks/polyfills.js?dpl=d1" noModule=""></script>');
  expect(html).toContain("<main><p>The article.</p></main>");
  // A script tag quoted inside the RSC payload is data, not a tag.
  expect(html).toContain('<script src=\\"/_next/static/chunks/lazy.js\\" async=\\"\\"></script>');
  expect(html).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
});

test("the same page always comes out the same, and a page without scripts or a body is left alone", () => {
  expect(loadScriptsAfterFirstPaint(page)).toBe(loadScriptsAfterFirstPaint(page));
  const plain = "<!DOCTYPE html><html><body><p>No scripts.</p></body></html>";
  expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
  const fragment = '<script src="/_next/static/chunks/x.js" async=""></script>';
  expect(loadScriptsAfterFirstPaint(fragment)).toBe(fragment);
});

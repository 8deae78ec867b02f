// The site's web font, app/fonts/roboto-latin-wght-400-800.woff2, cut from @fontsource-variable/roboto's
// latin file: the same characters (fontsource's latin unicode-range) and the weights the site sets
// (400–800) instead of the whole 100–900 axis — 27 KB instead of 43 KB on a reader's first visit.
// Shared by the script that writes it (scripts/subset-font.ts) and the end-to-end test that checks
// the committed file is what it makes (tests/e2e/api/static-assets.spec.ts): tests/support is the
// one place scripts and tests share.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const SOURCE_FONT = path.join(ROOT, "node_modules", "@fontsource-variable", "roboto", "files", "roboto-latin-wght-normal.woff2");
export const SUBSET_FONT = path.join(ROOT, "app", "fonts", "roboto-latin-wght-400-800.woff2");

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join("");

/** fontsource's latin unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD. */
export const LATIN_CHARACTERS =
  range(0x0000, 0x00ff) +
  "\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329" +
  range(0x2000, 0x206f) +
  "\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd";

export function subsetRoboto(): Promise<Buffer> {
  return subsetFont(fs.readFileSync(SOURCE_FONT), LATIN_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 800 } },
  });
}

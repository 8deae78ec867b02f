import { DIFF_LIMITS, diffText, diffVersions } from "@/lib/newsroom/diff";
import { numberedSlug, slugify, SLUG_MAX_LENGTH, SLUG_PATTERN } from "@/lib/newsroom/slug";

test.each([
  ["Rates hold steady", "rates-hold-steady"],
  ["  Café prices: up 4.5% in 2026!  ", "cafe-prices-up-4-5-in-2026"],
  ["The ECB’s next move", "the-ecbs-next-move"],
  ["???", "article"],
  ["Ünïcödé — and “quotes”", "unicode-and-quotes"],
])("slugify(%j) → %s", (title, slug) => {
  expect(slugify(title)).toBe(slug);
  expect(slug).toMatch(SLUG_PATTERN);
});

test("a long title's slug is cut at a word boundary within the limit", () => {
  const slug = slugify("inflation ".repeat(40));
  expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
  expect(slug).toMatch(SLUG_PATTERN);
  expect(slug.endsWith("inflation")).toBe(true);
});

test("taken slugs are numbered, still within the limit and the pattern", () => {
  expect(numberedSlug("rates-hold", 1)).toBe("rates-hold");
  expect(numberedSlug("rates-hold", 2)).toBe("rates-hold-2");
  const long = numberedSlug("a".repeat(SLUG_MAX_LENGTH), 12);
  expect(long.length).toBe(SLUG_MAX_LENGTH);
  expect(long).toMatch(SLUG_PATTERN);
  expect(long.endsWith("-12")).toBe(true);
});

test("the diff names what was added and removed, word by word", async () => {
  const parts = (await diffText("Inflation rose to 3.1% in March", "Inflation rose to 3.4% in April"))!;
  expect(parts.filter((part) => part.kind === "removed").map((part) => part.text)).toEqual(["1", "March"]);
  expect(parts.filter((part) => part.kind === "added").map((part) => part.text)).toEqual(["4", "April"]);
  expect(parts.map((part) => (part.kind === "removed" ? "" : part.text)).join("")).toBe("Inflation rose to 3.4% in April");
});

test("bodies are compared as the text readers read, not their markup", async () => {
  const diff = (await diffVersions(
    { title: "Rates", description: "<p>The bank <strong>held</strong> rates.</p>" },
    { title: "Rates", description: "<p>The bank <em>held</em> rates again.</p>" },
  ))!;
  expect(diff.title.every((part) => part.kind === "same")).toBe(true);
  expect(diff.body.some((part) => part.text.includes("<"))).toBe(false);
  expect(diff.body.filter((part) => part.kind === "removed")).toEqual([]);
  expect(diff.body.filter((part) => part.kind === "added").map((part) => part.text.trim())).toEqual(["again"]);
});

test("a changed link address or image alt text shows in the diff, though the words are the same", async () => {
  const diff = (await diffVersions(
    { title: "Rates", description: '<p>See <a href="https://imf.org/a">the data</a>.</p><img src="/api/uploads/a.png" alt="A chart">' },
    {
      title: "Rates",
      description: '<p>See <a href="https://evil.example/a">the data</a>.</p><img src="/api/uploads/a.png" alt="A photo">',
    },
  ))!;
  const added = diff.body.filter((part) => part.kind === "added").map((part) => part.text);
  const removed = diff.body.filter((part) => part.kind === "removed").map((part) => part.text);
  expect(added.join("")).toContain("evil");
  expect(removed.join("")).toContain("imf");
  expect(added.join("")).toContain("photo");
  expect(removed.join("")).toContain("chart");
});

test("versions past the limits get no diff: longer than maxWords, or too different to compare in maxEditLength edits", async () => {
  const words = (count: number, seed: number) => Array.from({ length: count }, (_, i) => `w${(i * seed) % 9973}`).join(" ");
  const long = words(DIFF_LIMITS.maxWords + 1, 7);
  expect(await diffText(long, "short")).toBeUndefined();
  expect(await diffText("short", long)).toBeUndefined();
  const count = Math.floor(DIFF_LIMITS.maxEditLength * 0.75);
  expect(
    await diffVersions({ title: "A", description: `<p>${words(count, 7)}</p>` }, { title: "A", description: `<p>${words(count, 13)}</p>` }),
  ).toBeUndefined();
});

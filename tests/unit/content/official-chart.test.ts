import { getSchema } from "@tiptap/core";
import { generateHTML, generateJSON } from "@tiptap/html";
import { Node } from "@tiptap/pm/model";
import { BODY_EXTENSIONS } from "@/lib/content/body-schema";
import { parseChartParams, splitChartBlocks } from "@/lib/content/official-chart";
import { sanitizeHtml } from "@/lib/content/sanitize";

// lib/content/article-body.ts's steps with @tiptap/html's browser entry: its server entry (happy-dom) is ESM
// Jest cannot load (docs/decisions/0021). Same schema, same sanitizer.
const schema = getSchema(BODY_EXTENSIONS);
class InvalidBodyDocumentError extends Error {}
function bodyFromDocument(document: unknown) {
  let doc: Node;
  try {
    doc = Node.fromJSON(schema, document);
    doc.check();
  } catch (error) {
    throw new InvalidBodyDocumentError(String(error));
  }
  const json = doc.toJSON() as Record<string, unknown>;
  return { json, html: sanitizeHtml(generateHTML(json, BODY_EXTENSIONS)) };
}
const bodyFromHtml = (html: string) => bodyFromDocument(generateJSON(sanitizeHtml(html), BODY_EXTENSIONS));

const chart = (attrs: Record<string, unknown>) => ({
  type: "doc",
  content: [
    { type: "paragraph", content: [{ type: "text", text: "Before." }] },
    { type: "officialChart", attrs },
    { type: "paragraph", content: [{ type: "text", text: "After." }] },
  ],
});

test("a chart block is stored as a figure the sanitizer keeps, and reads back into the same document", () => {
  const body = bodyFromDocument(chart({ indicator: "inflation-cpi-pct", country: "brazil", from: 2000, to: 2024 }));
  expect(body.html).toContain(
    '<figure data-chart="inflation-cpi-pct/brazil" data-from="2000" data-to="2024"><a href="/data/inflation-cpi-pct/brazil">',
  );
  expect(bodyFromHtml(body.html).json).toEqual(body.json);
  expect(splitChartBlocks(body.html)).toEqual([
    { html: "<p>Before.</p>" },
    { chart: { indicator: "inflation-cpi-pct", country: "brazil", from: 2000, to: 2024 } },
    { html: "<p>After.</p>" },
  ]);
});

test("without a year range the figure has no year attributes", () => {
  const body = bodyFromDocument(chart({ indicator: "gdp-current-usd", country: "united-states" }));
  expect(body.html).toContain('<figure data-chart="gdp-current-usd/united-states"><a href="/data/gdp-current-usd/united-states">');
  expect(splitChartBlocks(body.html)[1]).toEqual({
    chart: { indicator: "gdp-current-usd", country: "united-states", from: null, to: null },
  });
});

test("a document with forged chart parameters is refused", () => {
  for (const attrs of [
    { indicator: '"><script>alert(1)</script>', country: "brazil" },
    { indicator: "inflation-cpi-pct", country: "brazil/../../x" },
    { indicator: "inflation-cpi-pct" },
    { indicator: "inflation-cpi-pct", country: "brazil", from: "2000" },
    { indicator: "inflation-cpi-pct", country: "brazil", from: 20000 },
  ]) {
    expect(() => bodyFromDocument(chart(attrs))).toThrow(InvalidBodyDocumentError);
  }
});

test("HTML with a forged chart figure keeps no markup from its attributes", () => {
  const forged = [
    '<figure data-chart="inflation-cpi-pct/brazil&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"></figure>',
    '<figure data-chart="x/y" data-from="2000" onclick="alert(1)"><script>alert(2)</script></figure>',
    '<figure data-chart="inflation-cpi-pct/brazil" data-from="1999" data-to="1990"></figure>',
  ].join("");
  const body = bodyFromHtml(`<p>Text.</p>${forged}`);
  expect(body.html).not.toMatch(/onerror|onclick|<script|<img/);
  // Only the well-formed one survives, as a block without the foreign attribute.
  expect(splitChartBlocks(body.html).filter((segment) => "chart" in segment)).toEqual([
    { chart: { indicator: "x", country: "y", from: 2000, to: null } },
  ]);
});

test("a figure the article page did not write stays HTML", () => {
  const html = '<p>a</p><figure data-chart="A B/c"><a href="/x">x</a></figure>';
  expect(splitChartBlocks(html)).toEqual([{ html }]);
  expect(splitChartBlocks("")).toEqual([]);
});

test("parameters: slugs and an ordered span of years", () => {
  expect(parseChartParams("inflation-cpi-pct/brazil", "2000", "")).toEqual({
    indicator: "inflation-cpi-pct",
    country: "brazil",
    from: 2000,
    to: null,
  });
  expect(parseChartParams("inflation-cpi-pct/brazil/x")).toBeNull();
  expect(parseChartParams("inflation-cpi-pct/Brazil")).toBeNull();
  expect(parseChartParams("inflation-cpi-pct/brazil", "2010", "2000")).toBeNull();
  expect(parseChartParams("inflation-cpi-pct/brazil", "20x0")).toBeNull();
  expect(parseChartParams(null)).toBeNull();
});

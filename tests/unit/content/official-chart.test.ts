import { getSchema } from "@tiptap/core";
import { generateHTML, generateJSON } from "@tiptap/html";
import { Node } from "@tiptap/pm/model";
import { BODY_EXTENSIONS } from "@/lib/content/body-schema";
import { CHART_TITLE_MAX, parseChartParams, splitChartBlocks } from "@/lib/content/official-chart";
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
  const body = bodyFromDocument(chart({ indicator: "inflation-cpi-pct", countries: ["brazil"], from: 2000, to: 2024 }));
  expect(body.html).toContain(
    '<figure data-chart="inflation-cpi-pct/brazil" data-from="2000" data-to="2024"><a href="/data/inflation-cpi-pct/brazil">',
  );
  expect(bodyFromHtml(body.html).json).toEqual(body.json);
  expect(splitChartBlocks(body.html)).toEqual([
    { html: "<p>Before.</p>" },
    { chart: { indicator: "inflation-cpi-pct", countries: ["brazil"], from: 2000, to: 2024, title: null } },
    { html: "<p>After.</p>" },
  ]);
});

test("several economies and a title round-trip; the figure links to the indicator page", () => {
  const attrs = {
    indicator: "inflation-cpi-pct",
    countries: ["brazil", "chile", "cote-d-ivoire"],
    from: 2010,
    to: null,
    title: 'Prices "south" & <west>',
  };
  const body = bodyFromDocument(chart(attrs));
  expect(body.html).toMatch(
    /<figure data-chart="inflation-cpi-pct\/brazil,chile,cote-d-ivoire" data-from="2010" data-title="Prices &quot;south&quot; &amp; (<|&lt;)west(>|&gt;)"><a href="\/data\/inflation-cpi-pct">/,
  );
  expect(body.json).toMatchObject({ content: [{}, { attrs }, {}] });
  expect(bodyFromHtml(body.html).json).toEqual(body.json);
  expect(splitChartBlocks(body.html)[1]).toEqual({ chart: attrs });
});

test("without a year range or a title the figure has neither attribute", () => {
  const body = bodyFromDocument(chart({ indicator: "gdp-current-usd", countries: ["united-states"] }));
  expect(body.html).toContain('<figure data-chart="gdp-current-usd/united-states"><a href="/data/gdp-current-usd/united-states">');
  expect(splitChartBlocks(body.html)[1]).toEqual({
    chart: { indicator: "gdp-current-usd", countries: ["united-states"], from: null, to: null, title: null },
  });
});

test("a document with forged chart parameters is refused", () => {
  const six = ["brazil", "chile", "peru", "mexico", "colombia", "ecuador"];
  for (const attrs of [
    { indicator: '"><script>alert(1)</script>', countries: ["brazil"] },
    { indicator: "inflation-cpi-pct", countries: ["brazil/../../x"] },
    { indicator: "inflation-cpi-pct", countries: ["brazil,chile"] },
    { indicator: "inflation-cpi-pct", countries: "brazil" },
    { indicator: "inflation-cpi-pct", countries: [] },
    { indicator: "inflation-cpi-pct", countries: six },
    { indicator: "inflation-cpi-pct", countries: ["brazil", "brazil"] },
    { indicator: "inflation-cpi-pct" },
    { indicator: "inflation-cpi-pct", country: "brazil" },
    { indicator: "inflation-cpi-pct", countries: ["brazil"], from: "2000" },
    { indicator: "inflation-cpi-pct", countries: ["brazil"], from: 20000 },
    { indicator: "inflation-cpi-pct", countries: ["brazil"], title: "x".repeat(CHART_TITLE_MAX + 1) },
    { indicator: "inflation-cpi-pct", countries: ["brazil"], title: "" },
    { indicator: "inflation-cpi-pct", countries: ["brazil"], title: "Line\u0007bell" },
    { indicator: "inflation-cpi-pct", countries: ["brazil"], title: { html: "<b>x</b>" } },
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
    { chart: { indicator: "x", countries: ["y"], from: 2000, to: null, title: null } },
  ]);
});

test("a forged title is text: it cannot close the attribute or add markup, and an overlong one loses the figure", () => {
  const title = '"><img src=x onerror=alert(1)>';
  const forged = [
    `<figure data-chart="inflation-cpi-pct/brazil,chile" data-title="${title.replaceAll('"', "&quot;")}"></figure>`,
    // The sanitizer drops an attribute that would close an element; the block stays, untitled.
    '<figure data-chart="inflation-cpi-pct/mexico" data-title="</title><script>alert(2)</script>"></figure>',
    `<figure data-chart="inflation-cpi-pct/peru" data-title="${"x".repeat(CHART_TITLE_MAX + 1)}"></figure>`,
    `<figure data-chart="inflation-cpi-pct/${["a", "b", "c", "d", "e", "f"].join(",")}"></figure>`,
  ].join("");
  const body = bodyFromHtml(`<p>Text.</p>${forged}`);
  // Only inside the attribute, escaped: no element or handler came out of it.
  const parsed = new DOMParser().parseFromString(body.html, "text/html");
  expect(parsed.querySelectorAll("img, script, [onerror]")).toHaveLength(0);
  expect(parsed.querySelectorAll("figure")).toHaveLength(2);
  expect(splitChartBlocks(body.html).filter((segment) => "chart" in segment)).toEqual([
    { chart: { indicator: "inflation-cpi-pct", countries: ["brazil", "chile"], from: null, to: null, title } },
    { chart: { indicator: "inflation-cpi-pct", countries: ["mexico"], from: null, to: null, title: null } },
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
    countries: ["brazil"],
    from: 2000,
    to: null,
    title: null,
  });
  expect(parseChartParams("inflation-cpi-pct/a,b,c,d,e", null, null, "  Five   economies ")).toMatchObject({
    countries: ["a", "b", "c", "d", "e"],
    title: "Five economies",
  });
  expect(parseChartParams("inflation-cpi-pct/a,b,c,d,e,f")).toBeNull();
  expect(parseChartParams("inflation-cpi-pct/a,,b")).toBeNull();
  expect(parseChartParams("inflation-cpi-pct/a,a")).toBeNull();
  expect(parseChartParams("inflation-cpi-pct/")).toBeNull();
  expect(parseChartParams("inflation-cpi-pct/brazil/x")).toBeNull();
  expect(parseChartParams("inflation-cpi-pct/Brazil")).toBeNull();
  expect(parseChartParams("inflation-cpi-pct/brazil", "2010", "2000")).toBeNull();
  expect(parseChartParams("inflation-cpi-pct/brazil", "20x0")).toBeNull();
  expect(parseChartParams(null)).toBeNull();
});

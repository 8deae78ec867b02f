import { Node } from "@tiptap/core";

// The editor's "Official data chart" block: one official series (indicator and economy, as the data pages
// address them) and an optional span of years. The body stores only these parameters, as
// `<figure data-chart="inflation-cpi-pct/brazil" data-from="2000" data-to="2024">` around a plain link to the
// data page; the article page draws the chart from them with the data pages' own component
// (components/data/ArticleChart.tsx), never from HTML in the body. Browser-safe: the editor imports it.

export interface ChartBlockParams {
  /** The indicator's address slug (`inflation-cpi-pct`). */
  indicator: string;
  /** The economy's address slug (`brazil`). */
  country: string;
  from: number | null;
  to: number | null;
}

export const CHART_NODE = "officialChart";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YEAR = /^\d{4}$/;
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

function year(text: string | null | undefined): number | null | undefined {
  if (text === null || text === undefined || text === "") return null;
  if (!YEAR.test(text)) return undefined;
  const value = Number(text);
  return value >= MIN_YEAR && value <= MAX_YEAR ? value : undefined;
}

/** The block's parameters from its attributes' text, or null when any is malformed. */
export function parseChartParams(chart: string | null | undefined, from?: string | null, to?: string | null): ChartBlockParams | null {
  const [indicator, country, ...rest] = (chart ?? "").split("/");
  if (rest.length > 0 || !indicator || !country || !SLUG.test(indicator) || !SLUG.test(country)) return null;
  const first = year(from);
  const last = year(to);
  if (first === undefined || last === undefined || (first !== null && last !== null && first > last)) return null;
  return { indicator, country, from: first, to: last };
}

const parseElement = (element: HTMLElement) =>
  parseChartParams(element.getAttribute("data-chart"), element.getAttribute("data-from"), element.getAttribute("data-to"));

function mustBeSlug(value: unknown): void {
  if (typeof value !== "string" || !SLUG.test(value)) throw new RangeError("A chart names its series by slugs.");
}

function mustBeYear(value: unknown): void {
  if (value !== null && !(Number.isInteger(value) && (value as number) >= MIN_YEAR && (value as number) <= MAX_YEAR)) {
    throw new RangeError("A chart's years are whole years or null.");
  }
}

/** The block's HTML attributes (the sanitizer keeps `data-*`); the same names the article page reads back. */
export function chartAttributes({ indicator, country, from, to }: ChartBlockParams): Record<string, string> {
  return {
    "data-chart": `${indicator}/${country}`,
    ...(from !== null ? { "data-from": String(from) } : {}),
    ...(to !== null ? { "data-to": String(to) } : {}),
  };
}

export const OfficialChart = Node.create({
  name: CHART_NODE,
  group: "block",
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    // Validated by the schema too (Node.check on every save), so a forged document is refused, not rendered.
    return {
      indicator: { default: null, rendered: false, validate: mustBeSlug, parseHTML: (element) => parseElement(element)?.indicator },
      country: { default: null, rendered: false, validate: mustBeSlug, parseHTML: (element) => parseElement(element)?.country },
      from: { default: null, rendered: false, validate: mustBeYear, parseHTML: (element) => parseElement(element)?.from },
      to: { default: null, rendered: false, validate: mustBeYear, parseHTML: (element) => parseElement(element)?.to },
    };
  },

  parseHTML() {
    return [{ tag: "figure[data-chart]", getAttrs: (element) => (parseElement(element) ? {} : false) }];
  },

  renderHTML({ node }) {
    const params = node.attrs as ChartBlockParams;
    const years = params.from !== null || params.to !== null ? ` (${params.from ?? "…"}–${params.to ?? "…"})` : "";
    // The link is what feeds and other readers of the HTML get; the article page replaces the figure. The
    // address is DATA_PATHS.series's (lib/data sits above lib/content in the layer order).
    return [
      "figure",
      chartAttributes(params),
      ["a", { href: `/data/${params.indicator}/${params.country}` }, `Official data: ${params.indicator}, ${params.country}${years}`],
    ];
  },
});

export type BodySegment = { html: string } | { chart: ChartBlockParams };

// The sanitized body's chart figures exactly as renderHTML above writes them (DOMPurify keeps the order of
// attributes); anything else stays HTML.
const FIGURE = /<figure data-chart="([^"]*)"(?: data-from="([^"]*)")?(?: data-to="([^"]*)")?>(?:(?!<\/figure>)[\s\S])*<\/figure>/g;

/** The published HTML cut at its chart blocks, for the article page to draw each chart between the pieces. */
export function splitChartBlocks(html: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of html.matchAll(FIGURE)) {
    const params = parseChartParams(match[1], match[2], match[3]);
    if (!params) continue;
    if (match.index > last) segments.push({ html: html.slice(last, match.index) });
    segments.push({ chart: params });
    last = match.index + match[0].length;
  }
  if (last < html.length) segments.push({ html: html.slice(last) });
  return segments;
}

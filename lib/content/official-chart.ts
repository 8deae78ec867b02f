import { Node } from "@tiptap/core";

// The editor's "Official data chart" block: one indicator, one to five economies (as the data pages address
// them), an optional span of years and an optional plain-text title. The body stores only these parameters, as
// `<figure data-chart="inflation-cpi-pct/brazil,chile" data-from="2000" data-to="2024" data-title="…">` around
// a plain link to the data page (one economy: `data-chart="inflation-cpi-pct/brazil"`, the first form); the
// article page draws the chart from them with the data pages' own component (components/data/ArticleChart.tsx),
// never from HTML in the body. Browser-safe: the editor imports it.

export interface ChartBlockParams {
  /** The indicator's address slug (`inflation-cpi-pct`). */
  indicator: string;
  /** The economies' address slugs (`brazil`), one to CHART_MAX_ECONOMIES, no repeats. */
  countries: string[];
  from: number | null;
  to: number | null;
  /** Plain text, at most CHART_TITLE_MAX characters; drawn as text, never as markup. */
  title: string | null;
}

export const CHART_NODE = "officialChart";
export const CHART_MAX_ECONOMIES = 5;
export const CHART_TITLE_MAX = 120;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YEAR = /^\d{4}$/;
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;
// Control characters would reach feeds and the SVG's <title> unseen.
const CONTROL = /[\u0000-\u001f\u007f]/;

function year(text: string | null | undefined): number | null | undefined {
  if (text === null || text === undefined || text === "") return null;
  if (!YEAR.test(text)) return undefined;
  const value = Number(text);
  return value >= MIN_YEAR && value <= MAX_YEAR ? value : undefined;
}

/** A title as stored: trimmed, single-spaced, without control characters; null when empty, undefined when too long. */
export function chartTitle(text: string | null | undefined): string | null | undefined {
  const title = (text ?? "").replace(/\s+/g, " ").trim();
  if (title === "") return null;
  return title.length <= CHART_TITLE_MAX && !CONTROL.test(title) ? title : undefined;
}

function economies(list: string): string[] | null {
  const countries = list.split(",");
  const valid =
    countries.length <= CHART_MAX_ECONOMIES &&
    countries.every((country) => SLUG.test(country)) &&
    new Set(countries).size === countries.length;
  return valid ? countries : null;
}

/** The block's parameters from its attributes' text, or null when any is malformed. */
export function parseChartParams(
  chart: string | null | undefined,
  from?: string | null,
  to?: string | null,
  title?: string | null,
): ChartBlockParams | null {
  const [indicator, list, ...rest] = (chart ?? "").split("/");
  const countries = economies(list ?? "");
  if (rest.length > 0 || !indicator || !SLUG.test(indicator) || !countries) return null;
  const first = year(from);
  const last = year(to);
  if (first === undefined || last === undefined || (first !== null && last !== null && first > last)) return null;
  const text = chartTitle(title);
  if (text === undefined) return null;
  return { indicator, countries, from: first, to: last, title: text };
}

const parseElement = (element: HTMLElement) =>
  parseChartParams(
    element.getAttribute("data-chart"),
    element.getAttribute("data-from"),
    element.getAttribute("data-to"),
    element.getAttribute("data-title"),
  );

function mustBeSlug(value: unknown): void {
  if (typeof value !== "string" || !SLUG.test(value)) throw new RangeError("A chart names its series by slugs.");
}

function mustBeEconomies(value: unknown): void {
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    !value.every((slug) => typeof slug === "string" && SLUG.test(slug)) ||
    !economies(value.join(","))
  ) {
    throw new RangeError(`A chart draws one to ${CHART_MAX_ECONOMIES} different economies, named by slugs.`);
  }
}

function mustBeYear(value: unknown): void {
  if (value !== null && !(Number.isInteger(value) && (value as number) >= MIN_YEAR && (value as number) <= MAX_YEAR)) {
    throw new RangeError("A chart's years are whole years or null.");
  }
}

function mustBeTitle(value: unknown): void {
  if (value !== null && (typeof value !== "string" || chartTitle(value) !== value)) {
    throw new RangeError(`A chart's title is plain text of at most ${CHART_TITLE_MAX} characters, or null.`);
  }
}

/** The block's HTML attributes (the sanitizer keeps `data-*`); the same names the article page reads back. */
export function chartAttributes({ indicator, countries, from, to, title }: ChartBlockParams): Record<string, string> {
  return {
    "data-chart": `${indicator}/${countries.join(",")}`,
    ...(from !== null ? { "data-from": String(from) } : {}),
    ...(to !== null ? { "data-to": String(to) } : {}),
    ...(title !== null ? { "data-title": title } : {}),
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
      countries: { default: null, rendered: false, validate: mustBeEconomies, parseHTML: (element) => parseElement(element)?.countries },
      from: { default: null, rendered: false, validate: mustBeYear, parseHTML: (element) => parseElement(element)?.from },
      to: { default: null, rendered: false, validate: mustBeYear, parseHTML: (element) => parseElement(element)?.to },
      title: { default: null, rendered: false, validate: mustBeTitle, parseHTML: (element) => parseElement(element)?.title },
    };
  },

  parseHTML() {
    return [{ tag: "figure[data-chart]", getAttrs: (element) => (parseElement(element) ? {} : false) }];
  },

  renderHTML({ node }) {
    const params = node.attrs as ChartBlockParams;
    const years = params.from !== null || params.to !== null ? ` (${params.from ?? "…"}–${params.to ?? "…"})` : "";
    // The link is what feeds and other readers of the HTML get; the article page replaces the figure. The
    // address is DATA_PATHS.series's for one economy, DATA_PATHS.indicator's for several (lib/data sits above
    // lib/content in the layer order).
    const [only, ...others] = params.countries;
    const href = others.length === 0 ? `/data/${params.indicator}/${only}` : `/data/${params.indicator}`;
    const label = `Official data: ${params.title ? `${params.title}, ` : ""}${params.indicator}, ${params.countries.join(", ")}${years}`;
    return ["figure", chartAttributes(params), ["a", { href }, label]];
  },
});

export type BodySegment = { html: string } | { chart: ChartBlockParams };

// The sanitized body's chart figures exactly as renderHTML above writes them (DOMPurify keeps the order of
// attributes); anything else stays HTML.
const FIGURE =
  /<figure data-chart="([^"]*)"(?: data-from="([^"]*)")?(?: data-to="([^"]*)")?(?: data-title="([^"]*)")?>(?:(?!<\/figure>)[\s\S])*<\/figure>/g;

// The serializer's escapes in an attribute's value; the title is then drawn as text, so nothing is markup.
const ENTITIES: Record<string, string> = { "&quot;": '"', "&lt;": "<", "&gt;": ">", "&nbsp;": "\u00a0", "&amp;": "&" };
const attributeText = (value: string) => value.replace(/&(?:quot|lt|gt|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);

/** The published HTML cut at its chart blocks, for the article page to draw each chart between the pieces. */
export function splitChartBlocks(html: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of html.matchAll(FIGURE)) {
    const params = parseChartParams(match[1], match[2], match[3], match[4] === undefined ? null : attributeText(match[4]));
    if (!params) continue;
    if (match.index > last) segments.push({ html: html.slice(last, match.index) });
    segments.push({ chart: params });
    last = match.index + match[0].length;
  }
  if (last < html.length) segments.push({ html: html.slice(last) });
  return segments;
}

/**
 * Grounding: every number the engine writes (explanation, summary, notes, consistency checks, citations) must be
 * in the claim or question, or be a rounding of a snapshot value, or come from the snapshot's own metadata
 * (indicator names, publishers, vintages). A number that is none of these was made up.
 */
import type { FactCheckResponse } from "../engine";
import type { OfficialData } from "../official-data";

const NUMBER_TOKEN = /[−-]?\d[\d,]*(?:\.\d+)?(?:\s?(trillion|billion|million))?/g;
const SCALE: Record<string, number> = { trillion: 1e12, billion: 1e9, million: 1e6 };

function inputNumbers(text: string): Set<string> {
  return new Set((text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, "")));
}

/** Every snapshot value for the given places, for matching printed roundings. */
function snapshotValues(data: OfficialData, countries: string[]): number[] {
  const values: number[] = [];
  for (const byCountry of data.series.values()) {
    for (const code of countries) for (const v of byCountry.get(code)?.values() ?? []) values.push(v);
  }
  return values;
}

/** Text the snapshot itself supplies: names with digits in them, publishers, vintages and source addresses. */
function metadataStrings(data: OfficialData): string[] {
  const strings = new Set<string>();
  for (const c of data.countries.values()) if (/\d/.test(c.name)) strings.add(c.name);
  for (const m of data.indicators.values())
    for (const s of [m.name, m.publisherName, m.sourceUrl, m.dataVintage, m.accessed, m.code]) if (/\d/.test(s)) strings.add(s);
  // Longest first, so a name is removed before a vintage inside it.
  return [...strings].sort((a, b) => b.length - a.length);
}

/** Numbers in `text` that come neither from `input` nor (as a rounding) from the snapshot for `countries`. */
export function strayNumbers(data: OfficialData, text: string, input: string, countries: string[]): string[] {
  let scrubbed = text;
  for (const s of metadataStrings(data)) scrubbed = scrubbed.split(s).join(" ");
  const allowed = inputNumbers(input);
  const values = snapshotValues(data, countries);
  const stray: string[] = [];
  for (const m of scrubbed.matchAll(NUMBER_TOKEN)) {
    const digits = (m[0].replace(/\s?(trillion|billion|million)$/, "").match(/\d[\d,]*(?:\.\d+)?/)?.[0] ?? "").replace(/,/g, "");
    if (!digits || allowed.has(digits)) continue;
    const n = Number(digits);
    if (Number.isInteger(n) && n >= 1990 && n <= 2030 && digits.length === 4) continue;
    const decimals = digits.includes(".") ? digits.length - digits.indexOf(".") - 1 : 0;
    const scale = m[1] ? (SCALE[m[1]] ?? 1) : 1;
    const half = 0.5 * 10 ** -decimals * scale + 1e-9 * scale;
    if (values.some((v) => Math.abs(Math.abs(v) - n * scale) <= half)) continue;
    stray.push(m[0]);
  }
  return stray;
}

/** Everything in an answer that a reader sees, citations included. */
export function answerText(response: FactCheckResponse): string {
  const c = response.check;
  const claimNotes = c.claims.flatMap((claim) => [claim.explanation, ...claim.comparability_notes, claim.related_indicators_consistency]);
  const citations = [...c.citations, ...c.claims.flatMap((claim) => claim.citations)].map(
    (x) => `${x.title} ${x.url} ${x.publisher} ${x.accessed}`,
  );
  return [c.explanation, response.response, c.comparability_notes, c.related_indicators_consistency, ...claimNotes, ...citations].join(
    "\n",
  );
}

/**
 * The places an answer's numbers may come from: every claim's, every place a citation names (a comparison or a
 * ranking cites the other economies' rows), plus the euro area (currency conversions).
 */
export function answerCountries(data: OfficialData, response: FactCheckResponse, extra: (string | null)[] = []): string[] {
  const titles = response.check.citations.map((c) => c.title);
  const cited = [...data.countries.values()].filter((c) => titles.some((t) => t.includes(`, ${c.name}, `))).map((c) => c.code);
  return [...new Set([...response.check.claims.map((c) => c.country), ...cited, ...extra, "EMU"].filter((c): c is string => Boolean(c)))];
}

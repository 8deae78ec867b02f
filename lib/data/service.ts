/**
 * The official data pages' reads over the fact-checker's snapshot (lib/factcheck/official-data.ts parses and
 * validates it; this slice only arranges it for readers). Everything here is computed from files that change
 * only with a deployment, so the pages built from it are cached like articles.
 */
import { formatOfficial } from "@/lib/factcheck/format";
import { isAggregate } from "@/lib/factcheck/location-codes";
import { MEASURES, type ValueKind } from "@/lib/factcheck/measures";
import { getOfficialData, latestActualYear, type IndicatorMeta, type OfficialData } from "@/lib/factcheck/official-data";
import { NotFoundError } from "@/lib/errors";
import { INDICATOR_GROUPS, INDICATOR_PRESENTATION, type IndicatorGroupId } from "./catalogue";
import { DATA_ERRORS } from "./messages";
import { countryUrlSlug, DATA_PATHS, indicatorUrlSlug, ISO3_PARAM } from "./slugs";
import type { ChartChoices, DataPoint, EconomyRef, IndicatorView, RankedRow, RankingSort, SeriesView } from "./types";

/** Charts and tables start here: the snapshot drops earlier years. */
export const FIRST_YEAR = 1990;
/** Economies shown beside each indicator on /data. */
const HEADLINE_CODES = ["WLD", "USA", "CHN", "EMU"];
/** The "largest economies" are ranked by this file's latest values. */
const SIZE_INDICATOR = "gdp_current_usd";
/** Indicators shown as small charts on a country's page, in this order. */
const COUNTRY_KEY_INDICATORS = [
  "gdp_growth_pct",
  "inflation_cpi_pct",
  "unemployment_pct",
  "government_debt_pct_gdp",
  "current_account_pct_gdp",
  "gdp_per_capita_usd",
  "population",
  "imf_gdp_growth_pct",
];

interface Lookup {
  views: Map<string, IndicatorView>;
  kinds: Map<string, ValueKind>;
  economies: Map<string, EconomyRef>;
  bySlug: Map<string, EconomyRef>;
}

const lookups = new WeakMap<OfficialData, Lookup>();

function kindOf(fileSlug: string): ValueKind {
  const measure = Object.values(MEASURES).find((m) => m.slugs.includes(fileSlug));
  if (!measure) throw new Error(`[data] no measure lists the indicator file "${fileSlug}"`);
  return measure.kind;
}

function viewOf(meta: IndicatorMeta): IndicatorView {
  const presentation = INDICATOR_PRESENTATION[meta.slug];
  if (!presentation) throw new Error(`[data] the indicator file "${meta.slug}" has no entry in lib/data/catalogue.ts`);
  const slug = indicatorUrlSlug(meta.slug);
  return {
    fileSlug: meta.slug,
    slug,
    path: DATA_PATHS.indicator(slug),
    group: presentation.group,
    title: presentation.title,
    name: meta.name,
    unit: meta.unit,
    definition: presentation.definition,
    code: meta.code,
    publisher: meta.publisher,
    publisherName: meta.publisherName,
    sourceUrl: meta.sourceUrl,
    release: meta.dataVintage,
    accessed: meta.accessed,
    latestYear: meta.latestYear,
    hasProjections: meta.publisher === "IMF",
  };
}

function lookup(data: OfficialData): Lookup {
  const known = lookups.get(data);
  if (known) return known;
  const views = new Map<string, IndicatorView>();
  const kinds = new Map<string, ValueKind>();
  for (const meta of data.indicators.values()) {
    const view = viewOf(meta);
    views.set(view.slug, view);
    kinds.set(meta.slug, kindOf(meta.slug));
  }
  const economies = new Map<string, EconomyRef>();
  const bySlug = new Map<string, EconomyRef>();
  for (const country of data.countries.values()) {
    const economy = { code: country.code, name: country.name, slug: countryUrlSlug(country.name), aggregate: isAggregate(country.code) };
    if (bySlug.has(economy.slug)) throw new Error(`[data] two economies share the address "${economy.slug}"`);
    economies.set(economy.code, economy);
    bySlug.set(economy.slug, economy);
  }
  const built = { views, kinds, economies, bySlug };
  lookups.set(data, built);
  return built;
}

/** A value rounded for display, with its unit ("4.4%", "US$2.17 trillion", "211.1 million"). */
export function formatValue(fileSlug: string, value: number, data: OfficialData = getOfficialData()): string {
  const kind = lookup(data).kinds.get(fileSlug) ?? kindOf(fileSlug);
  return formatOfficial(kind, value, 0, fileSlug === "gdp_per_capita_ppp_usd");
}

export function listIndicators(data: OfficialData = getOfficialData()): IndicatorView[] {
  return [...lookup(data).views.values()];
}

export function getIndicator(slug: string, data: OfficialData = getOfficialData()): IndicatorView | null {
  return lookup(data).views.get(slug) ?? null;
}

export function listEconomies(data: OfficialData = getOfficialData()): EconomyRef[] {
  return [...lookup(data).economies.values()];
}

/** The editor's chart block choices, each list by name. */
export function chartChoices(data: OfficialData = getOfficialData()): ChartChoices {
  return {
    indicators: listIndicators(data)
      .map(({ slug, title }) => ({ slug, title }))
      .sort((a, b) => a.title.localeCompare(b.title, "en")),
    economies: listEconomies(data)
      .map(({ slug, name }) => ({ slug, name }))
      .sort((a, b) => a.name.localeCompare(b.name, "en")),
  };
}

export type EconomyMatch = { economy: EconomyRef } | { redirectTo: string } | null;

/** The economy an address names; a lower-case ISO3 code answers where its name's address is. */
export function findEconomy(param: string, data: OfficialData = getOfficialData()): EconomyMatch {
  const { bySlug, economies } = lookup(data);
  const economy = bySlug.get(param);
  if (economy) return { economy };
  if (ISO3_PARAM.test(param)) {
    const byCode = economies.get(param.toUpperCase());
    if (byCode) return { redirectTo: byCode.slug };
  }
  return null;
}

function pointsOf(data: OfficialData, view: IndicatorView, code: string): { points: DataPoint[]; latestActual: number | undefined } {
  const values = data.series.get(view.fileSlug)?.get(code);
  const texts = data.sourceText.get(view.fileSlug)?.get(code);
  if (!values || !texts) return { points: [], latestActual: undefined };
  const latestActual = latestActualYear(data, view.fileSlug, code);
  const points = [...values]
    .sort((a, b) => a[0] - b[0])
    .map(([year, value]) => ({
      year,
      value,
      text: texts.get(year) ?? String(value),
      projected: latestActual !== undefined && year > latestActual,
      display: formatValue(view.fileSlug, value, data),
    }));
  return { points, latestActual };
}

/** The latest outturn of one economy (a table needs only it: the rest of the series is not formatted). */
function latestActualPoint(data: OfficialData, view: IndicatorView, code: string): DataPoint | undefined {
  const values = data.series.get(view.fileSlug)?.get(code);
  const last = latestActualYear(data, view.fileSlug, code);
  if (!values || last === undefined) return undefined;
  for (let year = last; year >= FIRST_YEAR; year--) {
    const value = values.get(year);
    if (value === undefined) continue;
    const text = data.sourceText.get(view.fileSlug)?.get(code)?.get(year) ?? String(value);
    return { year, value, text, projected: false, display: formatValue(view.fileSlug, value, data) };
  }
  return undefined;
}

/** "Inflation in Brazil was 4.4% in 2024, down from 4.6% in 2023; the IMF projects 3.0% for 2030." */
export function summarize(view: IndicatorView, economy: EconomyRef, points: DataPoint[], latestActual: number | undefined): string {
  const noun = INDICATOR_PRESENTATION[view.fileSlug]?.noun ?? view.title;
  const actual = points.filter((p) => !p.projected && (latestActual === undefined || p.year <= latestActual));
  const last = actual.at(-1);
  if (!last) return `${noun} in ${economy.name} has no published value in this release.`;
  const before = actual.find((p) => p.year === last.year - 1);
  let sentence = `${noun} in ${economy.name} was ${last.display} in ${last.year}`;
  if (before) {
    const direction = before.display === last.display ? "unchanged from" : last.value > before.value ? "up from" : "down from";
    sentence += `, ${direction} ${before.display} in ${before.year}`;
  }
  const projection = points.at(-1);
  if (projection?.projected) sentence += `; the IMF projects ${projection.display} for ${projection.year}`;
  return `${sentence}.`;
}

export function getSeries(indicatorSlug: string, economy: EconomyRef, data: OfficialData = getOfficialData()): SeriesView | null {
  const view = getIndicator(indicatorSlug, data);
  if (!view) return null;
  const { points, latestActual } = pointsOf(data, view, economy.code);
  if (points.length === 0) return null;
  return {
    indicator: view,
    economy,
    points,
    latestActualYear: latestActual,
    summary: summarize(view, economy, points, latestActual),
    path: DATA_PATHS.series(view.slug, economy.slug),
    csvPath: DATA_PATHS.csv(view.slug, economy.slug),
  };
}

/** A series that must exist (the CSV download); a missing one is the catalogue's "not found". */
export function requireSeries(indicatorSlug: string, economy: EconomyRef | null, data: OfficialData = getOfficialData()): SeriesView {
  const series = economy ? getSeries(indicatorSlug, economy, data) : null;
  if (!series) throw new NotFoundError(DATA_ERRORS.seriesNotFound);
  return series;
}

/** The download: `year,value,projected`, the values exactly as the source file writes them. */
export function seriesCsv(series: SeriesView): string {
  const rows = series.points.map((p) => `${p.year},${p.text},${p.projected}`);
  return `year,value,projected\n${rows.join("\n")}\n`;
}

/** Each economy's latest actual value; economies ranked highest first, aggregates apart and unranked. */
export function getRanking(
  indicatorSlug: string,
  sort: RankingSort,
  data: OfficialData = getOfficialData(),
): { economies: RankedRow[]; aggregates: RankedRow[] } | null {
  const view = getIndicator(indicatorSlug, data);
  if (!view) return null;
  const rows: { economy: EconomyRef; point: DataPoint }[] = [];
  for (const economy of lookup(data).economies.values()) {
    const point = latestActualPoint(data, view, economy.code);
    if (point) rows.push({ economy, point });
  }
  const byName = (a: { economy: EconomyRef }, b: { economy: EconomyRef }) => a.economy.name.localeCompare(b.economy.name, "en");
  const ranked = rows
    .filter((r) => !r.economy.aggregate)
    .sort((a, b) => b.point.value - a.point.value || byName(a, b))
    .map((row, i) => ({ ...row, rank: i + 1 }));
  const aggregates = rows.filter((r) => r.economy.aggregate).sort(byName).map((row) => ({ ...row, rank: null }));
  return { economies: sort === "name" ? [...ranked].sort(byName) : ranked, aggregates };
}

/** The economies (not aggregates) with the largest latest GDP that have values for the indicator. */
export function largestEconomies(indicatorSlug: string, count: number, data: OfficialData = getOfficialData()): SeriesView[] {
  const sizes = data.series.get(SIZE_INDICATOR);
  const latest = (code: string) => {
    const years = sizes?.get(code);
    return years ? (years.get(Math.max(...years.keys())) ?? 0) : 0;
  };
  return listEconomies(data)
    .filter((e) => !e.aggregate)
    .sort((a, b) => latest(b.code) - latest(a.code))
    .map((e) => getSeries(indicatorSlug, e, data))
    .filter((s): s is SeriesView => s !== null)
    .slice(0, count);
}

export interface IndicatorGroupView {
  id: IndicatorGroupId;
  title: string;
  indicators: { indicator: IndicatorView; headlines: { economy: EconomyRef; point: DataPoint }[] }[];
}

/** /data: the indicators by group, each with a few headline economies' latest actual values. */
export function getIndicatorGroups(data: OfficialData = getOfficialData()): IndicatorGroupView[] {
  const { economies } = lookup(data);
  return INDICATOR_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    indicators: listIndicators(data)
      .filter((view) => view.group === group.id)
      .map((indicator) => ({
        indicator,
        headlines: HEADLINE_CODES.flatMap((code) => {
          const economy = economies.get(code);
          const point = economy && latestActualPoint(data, indicator, code);
          return economy && point ? [{ economy, point }] : [];
        }),
      })),
  }));
}

/** A country's key indicators (those it has values for), for its overview page. */
export function getCountryOverview(economy: EconomyRef, data: OfficialData = getOfficialData()): SeriesView[] {
  return COUNTRY_KEY_INDICATORS.map((fileSlug) => getSeries(indicatorUrlSlug(fileSlug), economy, data)).filter(
    (s): s is SeriesView => s !== null,
  );
}

/** Every data page's address, for the sitemap. */
export function listDataPaths(data: OfficialData = getOfficialData()): string[] {
  const paths: string[] = [DATA_PATHS.index];
  const withData = new Set<string>();
  for (const view of listIndicators(data)) {
    paths.push(view.path);
    for (const code of data.series.get(view.fileSlug)?.keys() ?? []) {
      const economy = lookup(data).economies.get(code);
      if (!economy) continue;
      withData.add(economy.code);
      paths.push(DATA_PATHS.series(view.slug, economy.slug));
    }
  }
  for (const economy of listEconomies(data)) if (withData.has(economy.code)) paths.push(DATA_PATHS.country(economy.slug));
  return paths;
}

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** An axis label: short, with the unit's sign ("4%", "3,000%", "$20T", "1.4B"). */
export function formatTick(fileSlug: string, value: number, data: OfficialData = getOfficialData()): string {
  const kind = lookup(data).kinds.get(fileSlug) ?? kindOf(fileSlug);
  const sign = value < 0 ? "−" : "";
  const abs = Math.abs(value);
  if (kind === "rate" || kind === "ratio") return `${sign}${plain.format(abs)}%`;
  if (kind === "money") return `${sign}$${compact.format(abs)}`;
  return `${sign}${compact.format(abs)}`;
}

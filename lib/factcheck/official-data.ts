import fs from "node:fs";
import path from "node:path";
import { csvLines, parseCsvLine } from "./csv";

export type Publisher = "WDI" | "IMF";

export interface IndicatorMeta {
  slug: string;
  code: string;
  name: string;
  unit: string;
  publisher: Publisher;
  /** Citation publisher, e.g. "World Bank, World Development Indicators". */
  publisherName: string;
  sourceUrl: string;
  latestYear: number;
  dataVintage: string;
  /** The snapshot date inside data_vintage; citations use it so output never depends on "now". */
  accessed: string;
  /** File values times this give plain units (the IMF GDP file is in US$ billions). */
  scale: number;
}

export interface CountryRecord {
  code: string;
  name: string;
  aliases: string[];
}

export interface ImfLatestActual {
  year: number;
  /** As written in the file, e.g. "2024" or "FY2024/25". */
  label: string;
  fiscal: boolean;
}

export interface OfficialData {
  dir: string;
  indicators: ReadonlyMap<string, IndicatorMeta>;
  countries: ReadonlyMap<string, CountryRecord>;
  /** slug → country code → year → value (already multiplied by the indicator's scale). */
  series: ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<number, number>>>;
  /** slug → country code → year → the value exactly as written in the file (the data pages' CSV repeats it). */
  sourceText: ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<number, string>>>;
  /** slug → country code → last year with a value. */
  lastYear: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** `${slug}|${country}` → IMF latest actual year; later IMF years are estimates or projections. */
  imfLatestActual: ReadonlyMap<string, ImfLatestActual>;
  /** slug → the most common latest actual year, used for IMF country groups (which have no entry). */
  imfTypicalActualYear: ReadonlyMap<string, number>;
  loadMs: number;
}

const INDICATOR_HEADER = "slug,indicator_code,name,unit,source_publisher,source_dataset,source_url,license,latest_year,data_vintage,rows";
const COUNTRY_HEADER = "country_code,country_name,aliases";
const SERIES_HEADER = "country_code,country_name,year,value";
const LATEST_ACTUAL_HEADER = "slug,indicator_code,country_code,latest_actual_year";
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
const YEAR = /^\d{4}$/;

class DataFileError extends Error {
  constructor(file: string, line: number | null, message: string) {
    super(`[factcheck] malformed official data file ${file}${line === null ? "" : ` (line ${line})`}: ${message}`);
    this.name = "DataFileError";
  }
}

function readLines(dir: string, file: string, header: string): string[] {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) throw new DataFileError(file, null, "file is missing");
  const lines = csvLines(fs.readFileSync(full, "utf8"));
  if (lines[0] !== header) throw new DataFileError(file, 1, `expected header "${header}", found "${lines[0] ?? ""}"`);
  return lines.slice(1);
}

function fields(file: string, line: string, lineNo: number, count: number): string[] {
  let parts: string[];
  try {
    parts = parseCsvLine(line);
  } catch (error) {
    throw new DataFileError(file, lineNo, (error as Error).message);
  }
  if (parts.length !== count) throw new DataFileError(file, lineNo, `expected ${count} fields, found ${parts.length}`);
  return parts;
}

function parseYear(file: string, lineNo: number, text: string): number {
  if (!YEAR.test(text)) throw new DataFileError(file, lineNo, `bad year "${text}"`);
  const year = Number(text);
  if (year < 1960 || year > 2100) throw new DataFileError(file, lineNo, `year out of range: ${text}`);
  return year;
}

function citationPublisher(file: string, lineNo: number, sourcePublisher: string): { publisher: Publisher; name: string } {
  if (/^World Bank \(World Development Indicators\)$/.test(sourcePublisher)) {
    return { publisher: "WDI", name: "World Bank, World Development Indicators" };
  }
  const imf = /^International Monetary Fund \((World Economic Outlook), ([A-Za-z]+ \d{4})\)$/.exec(sourcePublisher);
  if (imf) return { publisher: "IMF", name: `International Monetary Fund, ${imf[1]} (${imf[2]})` };
  throw new DataFileError(file, lineNo, `unknown source_publisher "${sourcePublisher}"`);
}

function loadCountries(dir: string): Map<string, CountryRecord> {
  const file = "countries.csv";
  const countries = new Map<string, CountryRecord>();
  readLines(dir, file, COUNTRY_HEADER).forEach((line, i) => {
    const [code = "", name = "", aliases = ""] = fields(file, line, i + 2, 3);
    if (!/^[A-Z][A-Z0-9]{2,4}$/.test(code)) throw new DataFileError(file, i + 2, `bad country code "${code}"`);
    if (!name) throw new DataFileError(file, i + 2, "empty country name");
    if (countries.has(code)) throw new DataFileError(file, i + 2, `duplicate country code ${code}`);
    const list = aliases
      .split(";")
      .map((a) => a.trim())
      .filter(Boolean);
    countries.set(code, { code, name, aliases: list });
  });
  return countries;
}

function loadIndicators(dir: string): Map<string, IndicatorMeta & { rows: number }> {
  const file = "indicators.csv";
  const indicators = new Map<string, IndicatorMeta & { rows: number }>();
  readLines(dir, file, INDICATOR_HEADER).forEach((line, i) => {
    const lineNo = i + 2;
    const [slug = "", code = "", name = "", unit = "", sourcePublisher = "", , sourceUrl = "", , latest = "", vintage = "", rows = ""] =
      fields(file, line, lineNo, 11);
    if (!/^[a-z0-9_]+$/.test(slug)) throw new DataFileError(file, lineNo, `bad slug "${slug}"`);
    if (!/^https:\/\//.test(sourceUrl)) throw new DataFileError(file, lineNo, `bad source_url "${sourceUrl}"`);
    if (!/^\d+$/.test(rows)) throw new DataFileError(file, lineNo, `bad rows "${rows}"`);
    const accessed = /\d{4}-\d{2}-\d{2}/.exec(vintage)?.[0];
    if (!accessed) throw new DataFileError(file, lineNo, `data_vintage has no date: "${vintage}"`);
    const { publisher, name: publisherName } = citationPublisher(file, lineNo, sourcePublisher);
    indicators.set(slug, {
      slug,
      code: code.replace(/^IMF WEO /, ""),
      name,
      unit,
      publisher,
      publisherName,
      sourceUrl,
      latestYear: parseYear(file, lineNo, latest),
      dataVintage: vintage,
      accessed,
      // The only scaled file; its unit column says so, and a new scaled file should fail loudly here.
      scale: /^billions of/.test(unit) ? 1e9 : 1,
      rows: Number(rows),
    });
  });
  if (indicators.size === 0) throw new DataFileError(file, null, "no indicators listed");
  return indicators;
}

function loadSeries(dir: string, meta: IndicatorMeta & { rows: number }, countries: ReadonlyMap<string, CountryRecord>) {
  const file = `${meta.slug}.csv`;
  const byCountry = new Map<string, Map<number, number>>();
  const textByCountry = new Map<string, Map<number, string>>();
  const lastYear = new Map<string, number>();
  const lines = readLines(dir, file, SERIES_HEADER);
  if (lines.length !== meta.rows) throw new DataFileError(file, null, `indicators.csv says ${meta.rows} rows, file has ${lines.length}`);
  lines.forEach((line, i) => {
    const lineNo = i + 2;
    const [code = "", , yearText = "", valueText = ""] = fields(file, line, lineNo, 4);
    if (!countries.has(code)) throw new DataFileError(file, lineNo, `unknown country code "${code}"`);
    const year = parseYear(file, lineNo, yearText);
    if (!PLAIN_DECIMAL.test(valueText)) throw new DataFileError(file, lineNo, `value is not a plain decimal: "${valueText}"`);
    let years = byCountry.get(code);
    if (!years) {
      years = new Map();
      byCountry.set(code, years);
    }
    if (years.has(year)) throw new DataFileError(file, lineNo, `duplicate ${code} ${year}`);
    years.set(year, Number(valueText) * meta.scale);
    const texts = textByCountry.get(code) ?? new Map<number, string>();
    textByCountry.set(code, texts.set(year, valueText));
    if (year > (lastYear.get(code) ?? 0)) lastYear.set(code, year);
  });
  const maxYear = Math.max(...lastYear.values());
  if (maxYear !== meta.latestYear)
    throw new DataFileError(file, null, `indicators.csv says latest_year ${meta.latestYear}, file ends in ${maxYear}`);
  return { byCountry, textByCountry, lastYear };
}

function loadLatestActual(dir: string, indicators: ReadonlyMap<string, IndicatorMeta>, countries: ReadonlyMap<string, CountryRecord>) {
  const file = "imf_weo_latest_actual.csv";
  const latest = new Map<string, ImfLatestActual>();
  readLines(dir, file, LATEST_ACTUAL_HEADER).forEach((line, i) => {
    const lineNo = i + 2;
    const [slug = "", , code = "", label = ""] = fields(file, line, lineNo, 4);
    if (indicators.get(slug)?.publisher !== "IMF") throw new DataFileError(file, lineNo, `"${slug}" is not an IMF indicator file`);
    if (!countries.has(code)) throw new DataFileError(file, lineNo, `unknown country code "${code}"`);
    const match = /^(FY)?(\d{4})(\/\d{2})?$/.exec(label);
    if (!match?.[2]) throw new DataFileError(file, lineNo, `bad latest_actual_year "${label}"`);
    latest.set(`${slug}|${code}`, { year: Number(match[2]), label, fiscal: Boolean(match[1]) });
  });
  return latest;
}

function typicalActualYears(latest: ReadonlyMap<string, ImfLatestActual>): Map<string, number> {
  const counts = new Map<string, Map<number, number>>();
  for (const [key, actual] of latest) {
    const slug = key.slice(0, key.indexOf("|"));
    const bySlug = counts.get(slug) ?? new Map<number, number>();
    bySlug.set(actual.year, (bySlug.get(actual.year) ?? 0) + 1);
    counts.set(slug, bySlug);
  }
  const typical = new Map<string, number>();
  for (const [slug, bySlug] of counts) {
    const [best] = [...bySlug].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
    if (best) typical.set(slug, best[0]);
  }
  return typical;
}

/** Reads and validates every file of a snapshot folder; throws naming the file on any defect. */
export function loadOfficialData(dir: string): OfficialData {
  const started = performance.now();
  const countries = loadCountries(dir);
  const indicatorRows = loadIndicators(dir);
  const series = new Map<string, ReadonlyMap<string, ReadonlyMap<number, number>>>();
  const sourceText = new Map<string, ReadonlyMap<string, ReadonlyMap<number, string>>>();
  const lastYear = new Map<string, ReadonlyMap<string, number>>();
  const indicators = new Map<string, IndicatorMeta>();
  for (const [slug, meta] of indicatorRows) {
    const loaded = loadSeries(dir, meta, countries);
    series.set(slug, loaded.byCountry);
    sourceText.set(slug, loaded.textByCountry);
    lastYear.set(slug, loaded.lastYear);
    const { rows: _rows, ...plain } = meta;
    indicators.set(slug, plain);
  }
  const imfLatestActual = loadLatestActual(dir, indicators, countries);
  const imfTypicalActualYear = typicalActualYears(imfLatestActual);
  return {
    dir,
    indicators,
    countries,
    series,
    sourceText,
    lastYear,
    imfLatestActual,
    imfTypicalActualYear,
    loadMs: performance.now() - started,
  };
}

// Kept on globalThis: Next bundles each route (and instrumentation.ts) separately, and the server warms the
// snapshot at start so that the first reader does not wait for it.
const GLOBAL_KEY = Symbol.for("basis-point.official-data");
type GlobalWithData = typeof globalThis & { [GLOBAL_KEY]?: OfficialData };

/** The project's snapshot, loaded once per process on first use. */
export function getOfficialData(): OfficialData {
  const holder = globalThis as GlobalWithData;
  holder[GLOBAL_KEY] ??= loadOfficialData(path.join(process.cwd(), "data/official"));
  return holder[GLOBAL_KEY];
}

export function valueAt(data: OfficialData, slug: string, country: string, year: number): number | undefined {
  return data.series.get(slug)?.get(country)?.get(year);
}

export function lastYearOf(data: OfficialData, slug: string, country: string): number | undefined {
  return data.lastYear.get(slug)?.get(country);
}

export function indicatorMeta(data: OfficialData, slug: string): IndicatorMeta {
  const meta = data.indicators.get(slug);
  if (!meta) throw new Error(`[factcheck] indicator "${slug}" is not in ${data.dir}/indicators.csv`);
  return meta;
}

/** Latest year that is an outturn: for IMF series, the IMF's latest actual year; WDI values are all outturns. */
export function latestActualYear(data: OfficialData, slug: string, country: string): number | undefined {
  const last = lastYearOf(data, slug, country);
  if (last === undefined) return undefined;
  if (indicatorMeta(data, slug).publisher === "WDI") return last;
  // IMF country groups have no entry (their values are IMF aggregates): use the year most members have.
  const actual = data.imfLatestActual.get(`${slug}|${country}`)?.year ?? data.imfTypicalActualYear.get(slug);
  return actual === undefined ? undefined : Math.min(actual, last);
}

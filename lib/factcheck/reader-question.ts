/**
 * The claims readers make in their own questions beyond a single figure: comparisons between economies, changes
 * over a period (from/to, up/down, doubled/halved, cumulative growth), bounds and ranges, and rankings among the
 * economies the snapshot covers. Each is checked only when the data decides it (every source agrees, by more
 * than the indicator's tolerance band); otherwise it is unclear, with the figures used cited. A year after the
 * latest actual one is an IMF projection: a claim that holds there needs context, never supported.
 *
 * The explanation prints snapshot rows and the reader's own figures only (never a computed difference, ratio
 * or sum), like the rest of the engine (README "The coverage guarantee", grounding).
 */
import { chooseCue, findCues, isShareOfGdp, measureFor, unitClass, type CueHit } from "./cues";
import { currencyLabel } from "./currencies";
import { fxObservation, observe, type Observation } from "./evaluate";
import { formatOfficial } from "./format";
import { MEASURES, TOLERANCE, type MeasureId } from "./measures";
import { isAggregate } from "./location-codes";
import { latestActualYear, type OfficialData } from "./official-data";
import { findPeriods, isSubAnnual } from "./periods";
import { displayName, findPlaces, namesOneCountry } from "./places";
import { findQuantities, type Quantity } from "./quantities";
import { findRegion, regionMembers, spansInto } from "./regions";
import type { Verdict } from "./types";

export type ReaderShape = "comparison" | "change" | "bound" | "range" | "ranking";

export interface ShapedAnswer {
  shape: ReaderShape;
  verdict: Verdict;
  /** The reader's own words for what is claimed ("faster than China", "from 14% to 8%"). */
  quoted: string;
  measure: MeasureId | null;
  country: string | null;
  year: number | null;
  yearInferred: boolean;
  /** The snapshot rows the answer rests on (cited, and listed as `official`). */
  observations: Observation[];
  sentences: string[];
}

interface Parsed {
  text: string;
  publicationYear: number;
  places: string[];
  unknownPlace: string | null;
  years: number[];
  subAnnual: boolean;
  quantities: Quantity[];
  hits: CueHit[];
}

// ---------- vocabulary ----------

const HIGHER =
  /\b(?:faster|quicker|stronger|higher|larger|bigger|greater|more|richer|wealthier|outpac\w*|outgr[eo]w\w*|outstrip\w*|outsiz\w*|outperform\w*|overt(?:ook|ake|aken|aking)|surpass\w*|ahead of|above|exceed\w*|beat|tops?|topped)\b/i;
const LOWER = /\b(?:slower|weaker|lower|smaller|less|fewer|poorer|behind|below|under|trail\w*|lag\w*)\b/i;
/** "grew more slowly", "less quickly": lower, whatever "more" says. */
const SLOWLY = /\bmore slowly\b|\bless (?:quickly|rapidly|fast)\b/i;
const COMPARATIVE = new RegExp(`${HIGHER.source}|${LOWER.source}|\\bthan\\b|\\bvs\\.?|\\bversus\\b`, "i");
const SUPERLATIVE =
  /\b(largest|biggest|smallest|richest|wealthiest|poorest|fastest[- ]growing|slowest[- ]growing|fastest|slowest|highest|lowest|most populous|least populous|most populated)\b/i;
/** A ranking among a loosely named group rather than a region: "major economies", "emerging markets". */
const QUALIFIED_GROUP =
  /\b(?:major|advanced|emerging|developed|developing|industriali[sz]ed|rich|large|big|high-income|low-income|middle-income)\s+(?:economy|economies|country|countries|nations?|markets?)\b/i;
const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const ORDINAL = /\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(\d{1,2})(?:st|nd|rd|th))[- ]/i;
const LOWER_BOUND =
  /\b(?:more than|over|above|exceed(?:s|ed|ing)?|top(?:s|ped)?|surpass(?:es|ed)?|at least|greater than|higher than|beyond|north of|in excess of|upwards of|pass(?:es|ed)?|break(?:s)?|broke)\s+(?:the\s+)?$/i;
const UPPER_BOUND = /\b(?:less than|under|below|fewer than|lower than|at most|short of|south of|beneath)\s+(?:the\s+)?$/i;
/** "no more than 30%", "not under 2 million": a negation before a bound word turns the bound round. */
const NEGATION_BEFORE = /\b(?:no|not|never)\s+$/i;
const CHANGE_BEFORE_BOUND =
  /\b(?:r[io]se|rises|risen|fell|falls|fallen|gr[eo]w|grows|grown|increas\w*|decreas\w*|declin\w*|climb\w*|dropp?\w*|jump\w*|slipp?\w*|expand\w*|shr[aiu]nk\w*|contract\w*|up|down)\s+(?:by\s+)?(?:\w+\s+)?$/i;
/** Words of a rise, and of a rate picking up ("inflation accelerated", "growth picked up"). */
const UP =
  /\b(?:r[io]se|rises|risen|rising|increas\w*|go(?:ne)? up|went up|up|climb\w*|jump\w*|gr[eo]w|grown|grows|higher|accelerat\w*|quicken\w*)\b/i;
/** Words of a fall, and of a rate slowing ("inflation cooled", "growth decelerated"). */
const DOWN =
  /\b(?:f[ae]ll|falls|fallen|falling|drop\w*|declin\w*|decreas\w*|go(?:ne)? down|went down|down|shr[aiu]nk\w*|lower|eased?|slow(?:ed|s|ing)?|cool(?:ed|s|ing)?|decelerat\w*|moderat(?:ed|es|ing))\b/i;
/**
 * A change by a factor: doubled, tripled, halved, "twofold", "twice its 2010 level", "half what it was", "fell by half"
 * (with "more than", "less than" or "nearly" inside: "fell by more than half").
 */
const MULTIPLIER =
  /\b(doubl(?:e|ed|es|ing)|tripl(?:e|ed|es|ing)|trebl(?:e|ed|es|ing)|quadrupl(?:e|ed|es|ing)|halv(?:e|ed|es|ing)|(?:two|three|four|[234])[- ]?fold|twice (?:the size|as (?:big|large|high|much)|its|the|what|that)|half (?:its|the|what|that|as)|(?:(?:cut|slash(?:ed)?|reduced?)(?:\s+(?:its|their|the)?\s*[\w-]+(?:\s+rate)?)?|f[ae]ll(?:en|s)?|falling|drop(?:s|ped|ping)?|declin(?:e|ed|es|ing)|decreas(?:e|ed|es|ing)|shr[aiu]nk|shrinks?|c[oa]me down|go(?:ne)? down|went down)\s+(?:in|by)\s+((?:more than|over|less than|almost|nearly)\s+)?half)\b/i;
/** A bound before the multiplier: "more than doubled", "at least tripled", "nearly halved". */
const MULTIPLIER_BOUND_BEFORE = /\b(more than|over|at least|less than|not quite|nearly|almost|close to)\s+$/i;
const CUMULATIVE = /\b(?:cumulative(?:ly)?|in total|altogether|all told|combined|overall|in all)\b/i;
/** Words of growth and of pace: an economy that "outpaces" or grows "quicker" than another is compared on growth. */
const GROWTH_WORDS =
  /\b(?:out)?gr[eo]w\w*|\bexpan\w*|\bfaster\b|\bslower\b|\bfastest\b|\bslowest\b|\boutpac\w*|\bquick(?:er|est)\b|\bmore (?:quickly|rapidly)\b/i;
/** Verbs of a change in a level: with a percentage and a period, the change over the whole period. */
const CHANGE_VERB =
  /\b(?:r[io]se|rises|risen|rising|increas\w*|climb\w*|jump\w*|gr[eo]w\w*|expand\w*|f[ae]ll\w*|drop\w*|declin\w*|decreas\w*|shr[aiu]nk\w*|contract\w*|(?:go|gone|went|come|came) (?:up|down)|gain\w*)\b/i;
/** "Did France's economy grow between 2011 and 2013?": the economy grew (a level), not its growth rate rising. */
const ECONOMY_VERB = /\b(?:gr[eo]w\w*|expand\w*|shr[aiu]nk\w*|contract\w*)\b/i;

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;

function countOf(word: string): number {
  return NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
}

/** "2013-19": a span of years (2023-24 is a fiscal year, left to periods.ts). */
const SHORT_SPAN = /\b((?:19|20)\d{2})\s?[-–]\s?(\d{2})\b(?![\d%])/g;
/** "the five years to 2019", "the decade to 2020": back from the year named. */
const YEARS_TO = new RegExp(
  `\\b(?:${COUNT}\\s+years?|(?:a|the)\\s+decade)\\s+(?:to|through|until|till|up to|ending(?:\\s+in)?)\\s+((?:19|20)\\d{2})\\b`,
  "gi",
);
/** "six years later": on from the first year named. */
const YEARS_LATER = new RegExp(`\\b${COUNT}\\s+years\\s+(?:later|after(?:wards)?|on)\\b`, "i");
/** "in six years from 2013": on from the year named. */
const YEARS_FROM = new RegExp(`\\b(?:in|within|over)\\s+${COUNT}\\s+years\\s+(?:from|after|since)\\s+((?:19|20)\\d{2})\\b`, "gi");
/** "higher in 2013 than in 2019", "bigger in 2018 than it was in 2010": the first year named against the second. */
const YEARS_COMPARED =
  /\b((?:19|20)\d{2})\b(?:\s+[\w'’-]+){0,3}?\s+than\s+(?:it\s+(?:was|had been|did)\s+|they\s+were\s+)?(?:in\s+)?((?:19|20)\d{2})\b/i;
/** "twice its 2010 level", "double what it was in 2010": the year a multiple is of. */
const REFERENCE_YEAR =
  /\b(?:its|the|their)\s+((?:19|20)\d{2})\s+(?:level|size|figure|value|rate|total|reading)\b|\bwhat it was in\s+((?:19|20)\d{2})\b/i;
/** "more than twice", "three times", "half": one economy's figure as a multiple of another's. */
const MULTIPLE = new RegExp(
  `\\b(?:(more than|over|at least|upwards of|less than|under|nearly|almost|about|roughly|around)\\s+)?(twice|double|triple|half|${COUNT}\\s+times)\\b`,
  "i",
);

// ---------- data ----------

/** A measure's rows for a place and year, one per source file that has it (WDI first, then the IMF). */
function rows(data: OfficialData, measure: MeasureId, code: string, year: number): Observation[] {
  return MEASURES[measure].slugs.map((slug) => observe(data, slug, code, year)).filter((o): o is Observation => o !== null);
}

/** The latest year every place has an outturn for (WDI's last year, the IMF's latest actual). */
function latestCommonYear(data: OfficialData, measure: MeasureId, codes: string[]): number | null {
  const per = codes.map((code) => {
    const years = MEASURES[measure].slugs.map((slug) => latestActualYear(data, slug, code)).filter((y): y is number => y !== undefined);
    return years.length > 0 ? Math.max(...years) : null;
  });
  if (per.some((y) => y === null)) return null;
  return Math.min(...(per as number[]));
}

/**
 * "Since 2010": up to the latest year every source holding the measure has an outturn for, so a WDI year the IMF
 * still projects does not turn the change into a projection.
 */
function latestOutturnInEverySource(data: OfficialData, measure: MeasureId, code: string): number | null {
  const years = MEASURES[measure].slugs.map((slug) => latestActualYear(data, slug, code)).filter((y): y is number => y !== undefined);
  return years.length > 0 ? Math.min(...years) : null;
}

/** "Spain's", "the United States'". */
function possessive(name: string): string {
  return /s$/.test(name) ? `${name}'` : `${name}'s`;
}

/** "the unemployment rate" → "unemployment rate", to follow a possessive. */
function labelOf(measure: MeasureId): string {
  return MEASURES[measure].label.replace(/^the /, "");
}

function isProjectionRow(o: Observation): boolean {
  return o.estimate;
}

/** The tolerance band in the measure's units around a value: what the data cannot tell apart. */
function band(measure: MeasureId, value: number): number {
  const cls = TOLERANCE[MEASURES[measure].tolerance];
  return cls.mode === "absolute" ? cls.band : cls.band * Math.abs(value);
}

function show(data: OfficialData, measure: MeasureId, o: Observation, decimals = 1): string {
  const source = data.indicators.get(o.slug)?.publisher === "IMF" ? "IMF WEO" : "World Bank WDI";
  const projection = o.estimate ? ", an IMF projection" : "";
  return `${formatOfficial(MEASURES[measure].kind, o.value, decimals, measure === "gdp_per_capita_ppp")} in ${displayName(data, o.country)} (${source}, ${o.year}${projection})`;
}

function releaseOf(data: OfficialData, rows: Observation[]): string {
  const imf = rows.find((o) => o.estimate);
  const name = imf ? (data.indicators.get(imf.slug)?.publisherName ?? "") : "";
  return /\(([^)]*)\)/.exec(name)?.[1] ?? "IMF World Economic Outlook";
}

// ---------- parsing ----------

/**
 * Years a period written as a span adds to the years named: "2013-19" (both), "the five years to 2019" (2014),
 * "the decade to 2020" (2010), "six years later" (six after the first year named), "in six years from 2013" (2019).
 */
function spanYears(text: string, named: number[]): number[] {
  const extra: number[] = [];
  for (const m of text.matchAll(SHORT_SPAN)) {
    const first = Number(m[1]);
    const second = Math.floor(first / 100) * 100 + Number(m[2]);
    if (second > first + 1) extra.push(first, second);
  }
  for (const m of text.matchAll(YEARS_TO)) extra.push(Number(m[2]) - (m[1] ? countOf(m[1]) : 10));
  for (const m of text.matchAll(YEARS_FROM)) extra.push(Number(m[2]) + countOf(m[1] ?? ""));
  const later = YEARS_LATER.exec(text);
  if (later && named[0] !== undefined) extra.push(named[0] + countOf(later[1] ?? ""));
  return extra;
}

/**
 * Over a period, "cumulative growth" is what a change compounds, not a series the snapshot lacks: its cue is left
 * out. Without a period it stays a figure the snapshot cannot check.
 */
function shapeCues(text: string, period: boolean): CueHit[] {
  return findCues(period ? text.replace(/\bcumulative(?:ly)?\b/gi, (w) => " ".repeat(w.length)) : text);
}

function parse(data: OfficialData, text: string, publicationYear: number): Parsed {
  const mentions = findPlaces(data, text, true);
  const places: string[] = [];
  for (const m of mentions) if (m.code && namesOneCountry(m) && !places.includes(m.code)) places.push(m.code);
  const periods = findPeriods(text, publicationYear);
  const named = periods.filter((p) => !isSubAnnual(p.kind) && p.year !== null).map((p) => p.year as number);
  const years = [...new Set([...named, ...spanYears(text, named)])];
  return {
    text,
    publicationYear,
    places,
    unknownPlace: mentions.find((m) => m.outside !== null)?.outside ?? null,
    years,
    subAnnual: periods.some((p) => isSubAnnual(p.kind)),
    quantities: findQuantities(text).filter((q) => !(q.unit === "number" && q.value >= 1950 && q.value <= 2100 && q.decimals === 0)),
    hits: shapeCues(text, years.length >= 2 || periods.some((p) => p.kind === "since")),
  };
}

/** What the question is about when no figure pins the unit: the first specific cue, else a generic one. */
function measureWithoutFigure(p: Parsed): { measure: MeasureId | null; missing: string | null } {
  const t = p.text;
  const specific = p.hits.find((h) => !h.generic) ?? p.hits[0];
  const growthy = GROWTH_WORDS.test(t);
  const ppp = /\bppp\b|purchasing[- ]power/i.test(t);
  if (!specific) {
    if (/\b(?:richer|poorer|richest|poorest|wealthier|wealthiest)\b/i.test(t)) return { measure: "gdp_per_capita", missing: null };
    if (/\bpopul(?:ous|ated)\b|\bpeople\b/i.test(t)) return { measure: "population", missing: null };
    if (growthy) return { measure: "gdp_growth", missing: null };
    return { measure: null, missing: null };
  }
  const near = (family: CueHit["family"]) => p.hits.some((h) => h.family === family);
  switch (specific.family) {
    case "unsupported":
      return { measure: null, missing: specific.missing ?? "an indicator the snapshot does not hold" };
    case "inflation":
      return { measure: near("deflator") ? "deflator" : "inflation", missing: null };
    case "deflator":
      return { measure: "deflator", missing: null };
    case "unemployment":
      return { measure: "unemployment", missing: null };
    case "population":
      return { measure: /\bpopulation growth\b/i.test(t) ? "population_growth" : "population", missing: null };
    case "per_capita":
    case "gni":
      if (growthy && !/\brich|poor|wealth/i.test(t)) return { measure: "gdp_per_capita_growth", missing: null };
      return { measure: ppp ? "gdp_per_capita_ppp" : specific.family === "gni" ? "gni_per_capita" : "gdp_per_capita", missing: null };
    case "gdp":
    case "growth":
      if (near("per_capita"))
        return { measure: growthy ? "gdp_per_capita_growth" : ppp ? "gdp_per_capita_ppp" : "gdp_per_capita", missing: null };
      if (/\b(?:richer|poorer|richest|poorest|wealthier|wealthiest)\b/i.test(t)) return { measure: "gdp_per_capita", missing: null };
      return { measure: growthy || specific.family === "growth" ? "gdp_growth" : "gdp_level", missing: null };
    case "debt":
      return { measure: /\bcentral[- ]government\b|\bfederal debt\b/i.test(t) ? "central_debt" : "debt", missing: null };
    case "fiscal_balance":
      return { measure: near("current_account") ? "current_account_pct" : "net_lending", missing: null };
    case "current_account":
      return { measure: "current_account_pct", missing: null };
    case "exports":
      return { measure: "exports_pct", missing: null };
    case "imports":
      return { measure: "imports_pct", missing: null };
    case "reserves":
      return { measure: "reserves", missing: null };
    case "fdi":
      return { measure: "fdi", missing: null };
    case "tax":
      return { measure: "tax_revenue", missing: null };
    case "revenue":
      return { measure: "revenue", missing: null };
    case "expenditure":
      return { measure: "expenditure", missing: null };
  }
}

function measureWithFigure(p: Parsed, q: Quantity): { measure: MeasureId | null; missing: string | null } {
  const unit = unitClass(q);
  const share = isShareOfGdp(p.text, q);
  const cue = chooseCue(p.text, q, unit, share, p.hits);
  if (!cue) return measureWithoutFigure(p);
  const choice = measureFor(cue, unit, share, p.text, p.hits);
  if (choice.measure === "gdp_level" && /\bper (?:capita|person|head)\b/i.test(p.text)) return { measure: "gdp_per_capita", missing: null };
  return { measure: choice.measure, missing: choice.missing };
}

/** A figure's value in the measure's units; a local currency is converted at that year's official rate. */
interface Converted {
  value: number;
  lo: number;
  hi: number;
  rounding: number;
  note: string | null;
  fx: Observation | null;
  failed: string | null;
}

function inMeasureUnits(data: OfficialData, measure: MeasureId, q: Quantity, year: number): Converted {
  const base = { value: q.value, lo: q.lo, hi: q.hi, rounding: q.rounding, note: null, fx: null, failed: null };
  if (MEASURES[measure].kind !== "money" || !q.currency || q.currency === "USD") return base;
  const fx = fxObservation(data, q.currency, year);
  if (!fx) {
    return {
      ...base,
      failed: `The snapshot has no ${year} official exchange rate for ${currencyLabel(q.currency)}, so ${q.raw} cannot be compared with its US-dollar figures without a conversion we cannot source.`,
    };
  }
  const rate = fx.value;
  return {
    value: q.value / rate,
    lo: q.lo / rate,
    hi: q.hi / rate,
    rounding: q.rounding / rate,
    note: `The snapshot is in US dollars: ${q.raw} was converted at the ${year} official annual average exchange rate of ${formatOfficial("fx", rate, 4)} ${currencyLabel(q.currency)} per US dollar (World Bank WDI).`,
    fx,
    failed: null,
  };
}

// ---------- the verdict of a set of per-source outcomes ----------

type Decision = "holds" | "fails" | "undecided";

/** Every source must agree; a claim that holds only on IMF projections needs context. */
function decide(outcomes: Decision[], projected: boolean): Verdict {
  if (outcomes.length === 0) return "unclear";
  if (outcomes.every((o) => o === "holds")) return projected ? "needs_context" : "supported";
  if (outcomes.every((o) => o === "fails")) return "not_supported";
  return "unclear";
}

function closing(verdict: Verdict, projected: boolean, release: string): string {
  switch (verdict) {
    case "supported":
      return "The data decides it: supported.";
    case "not_supported":
      return "The data decides it: not supported.";
    case "needs_context":
      return projected
        ? `That year is after the latest actual year in the data, so these are the IMF's projections (${release}), not outcomes: it holds on the projection and needs that context.`
        : "It needs context.";
    default:
      return "The sources disagree, or the gap is within the indicator's tolerance for revisions and definitions, so the data does not decide it: unclear.";
  }
}

// ---------- shapes ----------

/** Yearly growth rates that compound into growth over a period. */
const COMPOUNDING: ReadonlySet<MeasureId> = new Set<MeasureId>(["gdp_growth", "gdp_per_capita_growth", "population_growth"]);

/** A growth rate's rows for each year after y1 up to y2, compounded; null when a year is missing. */
function compoundedPath(
  data: OfficialData,
  slug: string,
  code: string,
  y1: number,
  y2: number,
): { rows: Observation[]; total: number } | null {
  const path: Observation[] = [];
  for (let y = y1 + 1; y <= y2; y++) {
    const o = observe(data, slug, code, y);
    if (!o) return null;
    path.push(o);
  }
  return { rows: path, total: path.reduce((acc, o) => acc * (1 + o.value / 100), 1) * 100 - 100 };
}

/** What compounding yearly rates cannot tell apart: half a point, or 5 % of the total. */
function compoundedBand(total: number): number {
  return Math.max(0.5, Math.abs(total) * 0.05);
}

/**
 * "Did India grow faster than China between 2015 and 2020?": each economy's growth compounded over the period,
 * never the last year alone. A level compared over several years is not one comparison: unclear.
 */
function periodComparison(
  data: OfficialData,
  p: Parsed,
  measure: MeasureId,
  base: { shape: "comparison"; quoted: string; country: string; observations: Observation[] },
  lowerIsClaimed: boolean,
): ShapedAnswer {
  const y1 = Math.min(...p.years);
  const y2 = Math.max(...p.years);
  const [first, ...others] = p.places as [string, ...string[]];
  const names = p.places.map((c) => displayName(data, c)).join(" and ");
  if (!COMPOUNDING.has(measure))
    return {
      ...base,
      verdict: "unclear",
      measure,
      year: y2,
      yearInferred: false,
      sentences: [
        `We read a comparison of ${labelOf(measure)} between ${names} over ${y1}–${y2}, not in one year, so the data cannot decide it as one comparison; ask about one year.`,
      ],
    };
  const observations: Observation[] = [];
  const outcomes: Decision[] = [];
  let projected = false;
  for (const other of others) {
    for (const slug of MEASURES[measure].slugs) {
      const a = compoundedPath(data, slug, first, y1, y2);
      const b = compoundedPath(data, slug, other, y1, y2);
      if (!a || !b) continue;
      observations.push(...a.rows, ...b.rows);
      projected ||= [...a.rows, ...b.rows].some(isProjectionRow);
      const gap = a.total - b.total;
      if (Math.abs(gap) <= compoundedBand(a.total) + compoundedBand(b.total)) outcomes.push("undecided");
      else outcomes.push(gap > 0 !== lowerIsClaimed ? "holds" : "fails");
    }
  }
  if (observations.length === 0)
    return {
      ...base,
      verdict: "unclear",
      measure,
      year: y2,
      yearInferred: false,
      sentences: [`The snapshot does not have ${labelOf(measure)} for all of ${names} in every year from ${y1} to ${y2}.`],
    };
  const verdict = decide(outcomes, projected);
  return {
    ...base,
    verdict,
    measure,
    year: y2,
    yearInferred: false,
    observations,
    sentences: [
      `You asked whether ${possessive(displayName(data, first))} ${labelOf(measure)} added up to ${lowerIsClaimed ? "less" : "more"} than ${others.map((c) => `${possessive(displayName(data, c))}`).join(" and ")} over ${y1}–${y2} ("${base.quoted}").`,
      `Official: ${observations.map((o) => show(data, measure, o)).join("; ")}, compounded year by year.`,
      closing(verdict, projected, releaseOf(data, observations)),
    ],
  };
}

/** The first economy's row against each other economy's, source by source, in one year, each pair judged. */
function pairsInYear(
  data: OfficialData,
  measure: MeasureId,
  places: string[],
  year: number,
  judge: (a: Observation, b: Observation) => Decision,
): { observations: Observation[]; outcomes: Decision[]; projected: boolean } {
  const [first, ...others] = places as [string, ...string[]];
  const observations: Observation[] = [];
  const outcomes: Decision[] = [];
  let projected = false;
  for (const other of others) {
    for (const slug of MEASURES[measure].slugs) {
      const a = observe(data, slug, first, year);
      const b = observe(data, slug, other, year);
      if (!a || !b) continue;
      observations.push(a, b);
      projected ||= isProjectionRow(a) || isProjectionRow(b);
      outcomes.push(judge(a, b));
    }
  }
  return { observations, outcomes, projected };
}

/**
 * "Was the US economy more than five times the size of Germany's?": the ratio of the two in every source against the
 * multiple — past it (or short of it, for "less than") by more than 5 %, or within 10 % of it for a plain "twice as
 * big"; anything between is unclear. The ratio itself is never printed (grounding).
 */
function multipleJudge(m: RegExpExecArray): (a: Observation, b: Observation) => Decision {
  const word = (m[2] ?? "").toLowerCase();
  const factor = m[3] ? countOf(m[3]) : word === "half" ? 0.5 : word === "triple" ? 3 : 2;
  const bound = (m[1] ?? "").toLowerCase();
  const sense = /more|over|least|upwards/.test(bound)
    ? "more"
    : /less|under/.test(bound)
      ? "less"
      : /nearly|almost/.test(bound)
        ? "nearly"
        : "about";
  return (a, b) => {
    if (a.value <= 0 || b.value <= 0) return "undecided";
    const rel = a.value / b.value / factor;
    if (sense === "more") return rel > 1.05 ? "holds" : rel < 0.95 ? "fails" : "undecided";
    if (sense === "less") return rel < 0.95 ? "holds" : rel > 1.05 ? "fails" : "undecided";
    if (sense === "nearly") return rel >= 0.85 && rel <= 1.02 ? "holds" : rel < 0.7 || rel > 1.2 ? "fails" : "undecided";
    return Math.abs(rel - 1) <= 0.1 ? "holds" : Math.abs(rel - 1) > 0.25 ? "fails" : "undecided";
  };
}

function comparison(data: OfficialData, p: Parsed): ShapedAnswer | null {
  const multiple = MULTIPLE.exec(p.text);
  if (p.places.length < 2 || !(COMPARATIVE.test(p.text) || multiple) || SUPERLATIVE.test(p.text)) return null;
  // "from 2% to 3%" with two places is not a comparison; neither is a figure for each ("India 8% vs China 5%").
  // The number of "ten times" is the multiple, not a figure.
  if (p.quantities.some((q) => !/^\s*times\b/i.test(p.text.slice(q.end)))) return null;
  const lowerIsClaimed = SLOWLY.test(p.text) || (LOWER.test(p.text) && !HIGHER.test(p.text));
  const { measure, missing } = measureWithoutFigure(p);
  const [first, ...others] = p.places as [string, ...string[]];
  const quoted = multiple ? multiple[0].trim() : ((SLOWLY.exec(p.text) ?? COMPARATIVE.exec(p.text))?.[0] ?? "than").trim();
  const base = { shape: "comparison" as const, quoted, country: first, observations: [] as Observation[] };
  if (!measure)
    return {
      ...base,
      verdict: "unclear",
      measure: null,
      year: p.years[0] ?? null,
      yearInferred: false,
      sentences: [
        `We read a comparison between ${p.places.map((c) => displayName(data, c)).join(" and ")}, but ${missing ? `it is about ${missing}` : "not what it compares"}, so the data cannot decide it.`,
      ],
    };
  if (p.years.length >= 2 && multiple)
    return {
      ...base,
      verdict: "unclear",
      measure,
      year: Math.max(...p.years),
      yearInferred: false,
      sentences: [
        `We read "${quoted}" over several years, not in one year, so the data cannot decide it as one comparison; ask about one year.`,
      ],
    };
  if (p.years.length >= 2) return periodComparison(data, p, measure, base, lowerIsClaimed);
  const year = p.years.at(-1) ?? latestCommonYear(data, measure, p.places);
  const yearInferred = p.years.length === 0;
  if (year === null)
    return {
      ...base,
      verdict: "unclear",
      measure,
      year: null,
      yearInferred,
      sentences: [`The snapshot has no common year of ${labelOf(measure)} for these economies.`],
    };
  const judge = multiple
    ? multipleJudge(multiple)
    : (a: Observation, b: Observation): Decision => {
        const gap = a.value - b.value;
        if (Math.abs(gap) <= band(measure, Math.max(Math.abs(a.value), Math.abs(b.value)))) return "undecided";
        return gap > 0 !== lowerIsClaimed ? "holds" : "fails";
      };
  const { observations, outcomes, projected } = pairsInYear(data, measure, p.places, year, judge);
  if (observations.length === 0)
    return {
      ...base,
      verdict: "unclear",
      measure,
      year,
      yearInferred,
      sentences: [`The snapshot has no ${year} ${labelOf(measure)} for all of ${p.places.map((c) => displayName(data, c)).join(", ")}.`],
    };
  const verdict = decide(outcomes, projected);
  const asked = multiple
    ? `${possessive(displayName(data, first))} ${labelOf(measure)} was ${quoted} ${others.map((c) => possessive(displayName(data, c))).join(" and ")}`
    : `${displayName(data, first)} had ${lowerIsClaimed ? "lower" : "higher"} ${labelOf(measure)} than ${others.map((c) => displayName(data, c)).join(" and ")}`;
  return {
    ...base,
    verdict,
    measure,
    year,
    yearInferred,
    observations,
    sentences: [
      `You asked whether ${asked} in ${year}${yearInferred ? " (no year given: the latest year with outturns for all)" : ""}${multiple ? "" : ` ("${quoted}")`}.`,
      `Official: ${observations.map((o) => show(data, measure, o)).join("; ")}.`,
      closing(verdict, projected, releaseOf(data, observations)),
    ],
  };
}

const ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

function ordinalWord(rank: number): string {
  return ORDINAL_WORDS[rank - 1] ?? "below tenth";
}

function ranking(data: OfficialData, p: Parsed): ShapedAnswer | null {
  const sup = SUPERLATIVE.exec(p.text);
  if (!sup || p.places.length === 0) return null;
  const word = (sup[1] ?? "").toLowerCase();
  const region =
    findRegion(p.text.replace(/\bSouth Africa\b/gi, "").replace(/\bCentral African Republic\b/gi, "")) ?? findRegion("world's");
  if (!region) return null;
  const ordinal = ORDINAL.exec(p.text.slice(Math.max(0, (sup.index ?? 0) - 14), (sup.index ?? 0) + 1));
  const claimedRank = ordinal ? (ORDINALS[(ordinal[1] ?? "").toLowerCase()] ?? Number(ordinal[2])) : 1;
  const lowest = /smallest|poorest|lowest|slowest|least/.test(word);
  const found = measureWithoutFigure(p);
  // "the fastest-growing major economy", "the largest emerging market": a group no list here defines.
  const group = QUALIFIED_GROUP.exec(p.text);
  const missing = group && !region.members ? `a ranking among "${group[0]}", a group the data does not define` : found.missing;
  let measure = found.measure;
  if (/largest|biggest|smallest/.test(word) && (!measure || measure === "gdp_growth"))
    measure = /\bpopul/i.test(p.text) ? "population" : "gdp_level";
  if (/richest|wealthiest|poorest/.test(word)) measure = /\bppp\b/i.test(p.text) ? "gdp_per_capita_ppp" : "gdp_per_capita";
  if (/growing|fastest|slowest/.test(word)) measure = measure === "gdp_per_capita_growth" ? measure : "gdp_growth";
  if (/populous|populated/.test(word)) measure = "population";
  if (group && !region.members) measure = null;
  // "Which country has the highest inflation in the EU?" names no economy to rank: not a claim of this shape.
  const singles = p.places.filter((c) => !isAggregate(c));
  if (singles.length === 0) return null;
  const country = singles.find((c) => regionMembers(data, region).includes(c)) ?? singles[0] ?? null;
  const quoted = `${ordinal ? `${ordinal[0]}` : ""}${sup[0]}`;
  const base = { shape: "ranking" as const, quoted, country, observations: [] as Observation[] };
  if (!measure || !country)
    return {
      ...base,
      verdict: "unclear",
      measure: null,
      year: p.years[0] ?? null,
      yearInferred: false,
      sentences: [
        `We read a ranking ("${quoted}"), but ${missing ? `it is about ${missing}` : "not what it ranks by"}, so the data cannot decide it.`,
      ],
    };
  const members = regionMembers(data, region);
  if (!members.includes(country) && spansInto(country, region))
    return {
      ...base,
      verdict: "unclear",
      measure,
      year: p.years[0] ?? null,
      yearInferred: false,
      sentences: [
        `${displayName(data, country)} spans two continents: some lists count it among the economies of ${region.label} and some do not, so the data cannot rank it there: unclear.`,
      ],
    };
  if (!members.includes(country))
    return {
      ...base,
      verdict: "not_supported",
      measure,
      year: p.years[0] ?? null,
      yearInferred: false,
      sentences: [
        `${displayName(data, country)} is not one of the economies of ${region.label}, so it cannot rank among them: not supported.`,
      ],
    };
  const slug = MEASURES[measure].slugs[0] ?? "";
  const yearInferred = p.years.length === 0;
  const year = p.years.at(-1) ?? latestCommonYear(data, measure, [country]);
  if (year === null)
    return {
      ...base,
      verdict: "unclear",
      measure,
      year: null,
      yearInferred,
      sentences: [`The snapshot has no ${labelOf(measure)} for ${displayName(data, country)}.`],
    };
  const ranked = members
    .map((code) => observe(data, slug, code, year))
    .filter((o): o is Observation => o !== null)
    .sort((a, b) => (lowest ? a.value - b.value : b.value - a.value));
  const position = ranked.findIndex((o) => o.country === country);
  const own = ranked[position];
  const coverage = ranked.length / members.length;
  const label = labelOf(measure);
  // Counts and ranks in words: every figure the answer writes is a snapshot row or the reader's own.
  const scope = `the economies of ${region.label} with ${year} data (single economies, aggregates excluded)`;
  if (!own || coverage < 0.8)
    return {
      ...base,
      verdict: "unclear",
      measure,
      year,
      yearInferred,
      observations: own ? [own] : [],
      sentences: [
        `The snapshot has ${year} ${label} for fewer than four in five economies of ${region.label}, too few to rank ${displayName(data, country)}: unclear.`,
      ],
    };
  const actualRank = position + 1;
  const atClaimed = ranked[claimedRank - 1];
  const neighbours = [ranked[position - 1], ranked[position + 1], atClaimed].filter((o): o is Observation => o !== undefined && o !== own);
  const close = (o: Observation) => Math.abs(o.value - own.value) <= band(measure, Math.max(Math.abs(o.value), Math.abs(own.value)));
  const projected = ranked.slice(0, Math.max(actualRank, claimedRank) + 1).some(isProjectionRow);
  let verdict: Verdict;
  if (actualRank === claimedRank) verdict = neighbours.some(close) ? "unclear" : projected ? "needs_context" : "supported";
  else verdict = atClaimed && close(atClaimed) ? "unclear" : "not_supported";
  const shown = [...new Map([own, ...ranked.slice(0, Math.max(claimedRank, 3)), ...neighbours].map((o) => [o.country, o])).values()].sort(
    (a, b) => (lowest ? a.value - b.value : b.value - a.value),
  );
  const order = lowest ? "lowest" : "highest";
  return {
    ...base,
    verdict,
    measure,
    year,
    yearInferred,
    observations: shown,
    sentences: [
      `You asked whether ${displayName(data, country)} ranks ${ordinalWord(claimedRank)} (${quoted}) in ${region.label} by ${label} in ${year}${yearInferred ? " (no year given: the latest with data)" : ""}.`,
      `Ranked ${order} first among ${scope}: ${shown.map((o) => show(data, measure, o)).join("; ")}. ${displayName(data, country)} ranks ${ordinalWord(actualRank)}.`,
      closing(verdict, projected, releaseOf(data, shown)),
    ],
  };
}

/** "between 2% and 4%": two figures that are the ends of one range. */
function asRange(p: Parsed): Quantity | null {
  const [a, b] = p.quantities;
  if (p.quantities.length !== 2 || !a || !b || a.unit !== b.unit || a.currency !== b.currency) return null;
  if (!/^\s*(?:and|to|-|–)\s*$/i.test(p.text.slice(a.end, b.start)) || !/\bbetween\s+(?:\S+\s+)?$/i.test(p.text.slice(0, a.start)))
    return null;
  return {
    ...a,
    raw: `${a.raw} and ${b.raw}`,
    end: b.end,
    lo: Math.min(a.value, b.value),
    hi: Math.max(a.value, b.value),
    rounding: Math.max(a.rounding, b.rounding),
  };
}

/**
 * Which way a bound points, from the words just before the figure: "more than" is a lower bound, "no more than"
 * an upper one. Null when no bound word is there.
 */
function boundDirection(before: string): "lower" | "upper" | null {
  const sense = (pattern: RegExp, plain: "lower" | "upper"): "lower" | "upper" | null => {
    const m = pattern.exec(before);
    if (!m) return null;
    if (!NEGATION_BEFORE.test(before.slice(0, m.index))) return plain;
    return plain === "lower" ? "upper" : "lower";
  };
  return sense(LOWER_BOUND, "lower") ?? sense(UPPER_BOUND, "upper");
}

function boundOrRange(data: OfficialData, p: Parsed): ShapedAnswer | null {
  if (p.places.length !== 1) return null;
  const q = asRange(p) ?? (p.quantities.length === 1 ? (p.quantities[0] as Quantity) : null);
  if (!q) return null;
  const before = p.text.slice(0, q.start);
  // "rose by more than 0.5 points", "grew over 5%": a hedged change or rate, which the single-figure pipeline reads.
  if (q.lo === q.hi && (q.unit === "pp" || CHANGE_BEFORE_BOUND.test(before))) return null;
  const direction = boundDirection(before);
  const lower = direction === "lower";
  const upper = direction === "upper";
  const range = q.lo !== q.hi;
  if (!lower && !upper && !range) return null;
  const { measure, missing } = measureWithFigure(p, q);
  const country = p.places[0] as string;
  const shape = range ? ("range" as const) : ("bound" as const);
  const base = { shape, quoted: q.raw, country, observations: [] as Observation[] };
  if (!measure)
    return {
      ...base,
      verdict: "unclear",
      measure: null,
      year: p.years[0] ?? null,
      yearInferred: false,
      sentences: [`We could not find ${missing ?? "what the figure measures"} in the official data, so we cannot check ${q.raw}.`],
    };
  const yearInferred = p.years.length === 0;
  const year = p.years.at(-1) ?? latestCommonYear(data, measure, [country]);
  if (year === null)
    return {
      ...base,
      verdict: "unclear",
      measure,
      year: null,
      yearInferred,
      sentences: [`The snapshot has no ${labelOf(measure)} for ${displayName(data, country)}.`],
    };
  const found = rows(data, measure, country, year);
  const figure = inMeasureUnits(data, measure, q, year);
  if (figure.failed)
    return { ...base, verdict: "needs_context", measure, year, yearInferred, observations: found, sentences: [figure.failed] };
  if (found.length === 0)
    return {
      ...base,
      verdict: "unclear",
      measure,
      year,
      yearInferred,
      sentences: [`The snapshot has no ${year} ${labelOf(measure)} for ${displayName(data, country)}.`],
    };
  const outcomes = found.map((o): Decision => {
    const b = band(measure, o.value) + figure.rounding / 10;
    if (range) {
      if (o.value >= figure.lo && o.value <= figure.hi) return "holds";
      return o.value < figure.lo - b || o.value > figure.hi + b ? "fails" : "undecided";
    }
    const threshold = figure.value;
    if (lower) return o.value > threshold + figure.rounding / 10 ? "holds" : o.value < threshold - b ? "fails" : "undecided";
    return o.value < threshold - figure.rounding / 10 ? "holds" : o.value > threshold + b ? "fails" : "undecided";
  });
  const projected = found.some(isProjectionRow);
  const verdict = decide(outcomes, projected);
  const claim = range ? `between ${q.raw}` : `${lower ? "above" : "below"} ${q.raw}`;
  return {
    ...base,
    verdict,
    measure,
    year,
    yearInferred,
    observations: [...found, ...(figure.fx ? [figure.fx] : [])],
    sentences: [
      `You asked whether ${possessive(displayName(data, country))} ${labelOf(measure)} was ${claim} in ${year}${yearInferred ? " (no year given: the latest outturn)" : ""}; we read "${q.raw}" as a ${range ? "range" : "bound"}, not a point value.`,
      ...(figure.note ? [figure.note] : []),
      `Official: ${found.map((o) => show(data, measure, o)).join("; ")}.`,
      closing(verdict, projected, releaseOf(data, found)),
    ],
  };
}

interface Multiplier {
  /** The reader's words ("more than doubled", "fell by half"). */
  raw: string;
  factor: number;
  /** "more than doubled", "less than halved", "nearly tripled"; null for the plain word. */
  bound: "more" | "less" | "nearly" | null;
}

function readMultiplier(t: string): Multiplier | null {
  const m = MULTIPLIER.exec(t);
  if (!m) return null;
  const word = (m[1] ?? "").toLowerCase();
  const factor = /^(?:tri|tre|three|3)/.test(word) ? 3 : /^(?:quad|four|4)/.test(word) ? 4 : /half|^halv/.test(word) ? 0.5 : 2;
  const before = MULTIPLIER_BOUND_BEFORE.exec(t.slice(0, m.index))?.[1]?.toLowerCase() ?? "";
  const words = (m[2] ?? "").trim().toLowerCase() || before;
  const bound = /more|over|least/.test(words)
    ? "more"
    : /less|quite/.test(words)
      ? "less"
      : /nearly|almost|close/.test(words)
        ? "nearly"
        : null;
  return { raw: `${before ? `${before} ` : ""}${m[0]}`, factor, bound };
}

/** A ratio against the factor (turned round for halving): how a multiplier claim fares in one source. */
function multiplierDecision(rel: number, bound: Multiplier["bound"]): Decision {
  switch (bound) {
    case "more":
      return rel > 1.05 ? "holds" : rel < 0.95 ? "fails" : "undecided";
    case "less":
      return rel < 0.95 ? "holds" : rel > 1.05 ? "fails" : "undecided";
    case "nearly":
      return rel >= 0.8 && rel <= 1.03 ? "holds" : rel < 0.65 || rel > 1.3 ? "fails" : "undecided";
    default:
      // "Doubled" holds from just under twice to a little over it; far from it either way it does not.
      return rel >= 0.93 && rel <= 1.3 ? "holds" : rel < 0.75 || rel > 1.6 ? "fails" : "undecided";
  }
}

/** Rates whose yearly values compound into a change over a period (real growth, consumer prices). */
const COMPOUNDED_OVER_A_PERIOD: ReadonlySet<MeasureId> = new Set<MeasureId>([...COMPOUNDING, "inflation", "deflator"]);

function compoundedSubject(measure: MeasureId, name: string): string {
  if (measure === "gdp_growth") return `${possessive(name)} economy`;
  if (measure === "inflation") return `consumer prices in ${name}`;
  if (measure === "deflator") return `the GDP deflator in ${name}`;
  return `${possessive(name)} ${labelOf(measure).replace(/ growth$/, "")}`;
}

type ChangeKind = "multiplier" | "fromTo" | "points" | "cumulative" | "direction";

/** The years a change runs between, oldest first unless the wording orders them ("higher in 2013 than in 2019"). */
interface ChangePeriod {
  from: number | null;
  to: number | null;
  /** The reader gave the comparison's order: "from" is the year compared against, and may be the later one. */
  ordered: boolean;
}

/** "lower now than in 2013", "is it lower than it was in 2013": a year against the latest outturn. */
const THAN_YEAR = /\bthan\s+(?:it\s+(?:was|had been|did)\s+|they\s+were\s+)?(?:back\s+)?(?:in\s+)?((?:19|20)\d{2})\b/i;
const NOW = /\b(?:now|today|currently|nowadays|at present|these days)\b/i;

/** The year a present-tense comparison is against ("Is unemployment lower now than in 2013?"), else null. */
function againstNow(p: Parsed): number | null {
  if (p.years.length !== 1 || !(NOW.test(p.text) || /^\W*(?:is|are|has|have)\b/i.test(p.text))) return null;
  const m = THAN_YEAR.exec(p.text);
  return m ? Number(m[1]) : null;
}

/** A multiple of a growth rate is a multiple of the level that grows ("has the economy grown twofold"). */
const LEVEL_OF: Partial<Record<MeasureId, MeasureId>> = {
  gdp_growth: "gdp_level",
  gdp_per_capita_growth: "gdp_per_capita",
  population_growth: "population",
};

function changePeriod(p: Parsed, kind: ChangeKind, since: number | null): ChangePeriod {
  const t = p.text;
  const years = [...p.years].sort((a, b) => a - b);
  const now = kind === "direction" ? againstNow(p) : null;
  if (now !== null) return { from: now, to: null, ordered: true };
  const compared = kind === "direction" && (HIGHER.test(t) || LOWER.test(t)) ? YEARS_COMPARED.exec(t) : null;
  if (compared) return { from: Number(compared[2]), to: Number(compared[1]), ordered: true };
  const reference = kind === "multiplier" ? REFERENCE_YEAR.exec(t) : null;
  if (reference && years.length === 2) {
    const from = Number(reference[1] ?? reference[2]);
    return { from, to: years.find((y) => y !== from) ?? null, ordered: true };
  }
  return { from: years[0] ?? since, to: years.length >= 2 ? (years.at(-1) as number) : null, ordered: false };
}

function change(data: OfficialData, p: Parsed): ShapedAnswer | null {
  if (p.places.length !== 1) return null;
  const t = p.text;
  const sinceMatch = /\bsince\s+(\d{4})\b/i.exec(t);
  // "Since 2010" and "lower now than in 2013" both run to the latest outturn.
  const since = sinceMatch ? Number(sinceMatch[1]) : againstNow(p);
  const periodGiven = p.years.length >= 2 || since !== null;
  const multiplier = readMultiplier(t);
  const [q0] = p.quantities;
  const one = p.quantities.length === 1 && q0 ? q0 : null;
  // "fell to 14%", "from 24%", "stood at 9%": a level in the period, not the size of the change.
  const level = one !== null && /\b(?:to|from|at)\s+(?:about\s+|around\s+|roughly\s+)?$/i.test(t.slice(0, one.start));
  const kind: ChangeKind | null = multiplier
    ? "multiplier"
    : p.quantities.length === 2 && /\bfrom\b[^?]*\bto\b/i.test(t)
      ? "fromTo"
      : one && periodGiven && one.unit === "pp" && (UP.test(t) || DOWN.test(t))
        ? "points"
        : one && periodGiven && one.unit === "percent" && !level && (CUMULATIVE.test(t) || GROWTH_WORDS.test(t) || CHANGE_VERB.test(t))
          ? "cumulative"
          : p.quantities.length === 0 && periodGiven && (UP.test(t) || DOWN.test(t) || HIGHER.test(t) || LOWER.test(t))
            ? "direction"
            : null;
  if (!kind) return null;
  const q = kind === "points" || kind === "cumulative" ? one : null;
  // "grew by more than 20% between 2019 and 2023", "fell by more than 3 points": a bound on the change, not a point value.
  const bound = q ? boundDirection(t.slice(0, q.start)) : null;
  const found = q ? measureWithFigure(p, q) : measureWithoutFigure(p);
  // "Did Greece's economy shrink between 2009 and 2013?": the economy in real terms, as when it grows.
  const realEconomy =
    kind === "direction" && found.measure === "gdp_level" && /\beconomy\b/i.test(t) && /\b(?:shr[aiu]nk|contract)\w*/i.test(t);
  const measure =
    (kind === "multiplier" && found.measure ? LEVEL_OF[found.measure] : undefined) ?? (realEconomy ? "gdp_growth" : found.measure);
  const { missing } = found;
  const country = p.places[0] as string;
  const quoted =
    multiplier?.raw ??
    (kind === "fromTo"
      ? p.quantities.map((x) => x.raw).join(" to ")
      : (q?.raw ?? (UP.exec(t) ?? DOWN.exec(t) ?? HIGHER.exec(t) ?? LOWER.exec(t))?.[0] ?? ""));
  const base = { shape: "change" as const, quoted, country, observations: [] as Observation[], yearInferred: false };
  const period = changePeriod(p, kind, since);
  const { from } = period;
  let to = period.to;
  if (!measure)
    return {
      ...base,
      verdict: "unclear",
      measure: null,
      year: to,
      sentences: [`We could not find ${missing ?? "what changed"} in the official data, so we cannot check the change ("${quoted}").`],
    };
  // "Since 2010" runs to the latest outturn; so does a multiple of one year ("twice as big as in 2010").
  if (to === null && from !== null && (since !== null || kind === "multiplier")) {
    to = latestOutturnInEverySource(data, measure, country);
    base.yearInferred = true;
  }
  if (from === null || to === null || from === to || (!period.ordered && from > to))
    return {
      ...base,
      verdict: "unclear",
      measure,
      year: to,
      sentences: [`We read a change ("${quoted}") but not the two years it runs between, so the data cannot decide it.`],
    };
  const [y1, y2] = [from, to];
  const label = labelOf(measure);
  const kindOfValue = MEASURES[measure].kind;
  const name = displayName(data, country);
  const lowerClaimed = SLOWLY.test(t) || (LOWER.test(t) && !HIGHER.test(t));
  const up = period.ordered && kind === "direction" ? !lowerClaimed : UP.test(t) && !DOWN.test(t);
  const down = period.ordered && kind === "direction" ? lowerClaimed : DOWN.test(t) && !UP.test(t);
  // Growth over a period compounds yearly rates; a level's change is the ratio of its two years.
  const compounds = kind === "cumulative" && COMPOUNDED_OVER_A_PERIOD.has(measure);
  // "Did France's economy grow between 2011 and 2013?": the economy grew over the period (compounded), not its growth rate.
  const economyGrew = kind === "direction" && !period.ordered && COMPOUNDING.has(measure) && ECONOMY_VERB.test(t) && !/\bgrowth\b/i.test(t);
  if (kind === "cumulative" && !compounds && kindOfValue !== "money" && kindOfValue !== "count")
    return {
      ...base,
      verdict: "unclear",
      measure,
      year: y2,
      sentences: [
        `We read a change of ${quoted} in ${possessive(name)} ${label} between ${y1} and ${y2}; for a rate that can mean points or a share of the rate, so the data cannot decide it. Ask in points ("fell 3 points") or from one level to another.`,
      ],
    };
  if ((kind === "points" || (kind === "direction" && !economyGrew)) && !up && !down) return null;
  const outcomes: Decision[] = [];
  const observations: Observation[] = [];
  let projected = false;
  let asked = "";
  for (const slug of MEASURES[measure].slugs) {
    const a = observe(data, slug, country, y1);
    const b = observe(data, slug, country, y2);
    if (!a || !b) continue;
    const path = compounds || economyGrew ? compoundedPath(data, slug, country, y1, y2) : null;
    if ((compounds || economyGrew) && !path) continue;
    observations.push(...(path ? path.rows : [a, b]));
    projected ||= [a, b, ...(path?.rows ?? [])].some(isProjectionRow);
    const tol = band(measure, Math.max(Math.abs(a.value), Math.abs(b.value)));
    if (kind === "multiplier" && multiplier) {
      const { factor } = multiplier;
      const verb = factor === 3 ? "tripled" : factor === 4 ? "quadrupled" : factor === 0.5 ? "halved" : "doubled";
      const hedge =
        multiplier.bound === "more"
          ? "more than "
          : multiplier.bound === "less"
            ? "less than "
            : multiplier.bound === "nearly"
              ? "nearly "
              : "";
      asked = `${possessive(name)} ${label} ${hedge}${verb} ${period.ordered ? `from ${y1} to ${y2}` : `between ${y1} and ${y2}`}`;
      if (a.value <= 0 || b.value <= 0) {
        outcomes.push("undecided");
        continue;
      }
      const ratio = b.value / a.value;
      outcomes.push(multiplierDecision(factor >= 1 ? ratio / factor : factor / ratio, multiplier.bound));
    } else if (kind === "fromTo") {
      const [qa, qb] = p.quantities as [Quantity, Quantity];
      asked = `${possessive(name)} ${label} went from ${qa.raw} in ${y1} to ${qb.raw} in ${y2}`;
      const fa = inMeasureUnits(data, measure, qa, y1);
      const fb = inMeasureUnits(data, measure, qb, y2);
      const fits = (f: Converted, o: Observation): Decision => {
        const tolerance = band(measure, o.value) + f.rounding;
        const d = Math.abs(o.value - f.value);
        return d <= tolerance ? "holds" : d > 2 * tolerance + (kindOfValue === "rate" ? 0.5 : 0) ? "fails" : "undecided";
      };
      const pair = [fits(fa, a), fits(fb, b)];
      outcomes.push(pair.every((x) => x === "holds") ? "holds" : pair.includes("fails") ? "fails" : "undecided");
    } else if (kind === "points" && q) {
      const claimed = bound === "lower" ? `by more than ${q.raw}` : bound === "upper" ? `by less than ${q.raw}` : `by ${q.raw}`;
      asked = `${possessive(name)} ${label} ${up ? "rose" : "fell"} ${claimed} between ${y1} and ${y2}`;
      const d = (b.value - a.value) * (up ? 1 : -1);
      if (bound === "lower") outcomes.push(d > q.value + tol ? "holds" : d < q.value - tol ? "fails" : "undecided");
      else if (bound === "upper")
        outcomes.push(d < q.value - tol && d > -tol ? "holds" : d > q.value + tol || d < -tol ? "fails" : "undecided");
      else {
        const off = Math.abs(d - q.value);
        const tolerance = tol + q.rounding;
        // The other way by more than the band is wrong whatever the size.
        outcomes.push(off <= tolerance ? "holds" : off > 3 * tolerance || d < -tol ? "fails" : "undecided");
      }
    } else if (kind === "cumulative" && q) {
      const claimed = bound === "lower" ? `by more than ${q.raw}` : bound === "upper" ? `by less than ${q.raw}` : q.raw;
      const subject = compounds ? compoundedSubject(measure, name) : `${possessive(name)} ${label}`;
      asked = `${subject} ${DOWN.test(t) && !UP.test(t) ? "fell" : compounds && measure !== "inflation" ? "grew" : "rose"} ${claimed} in all between ${y1} and ${y2}`;
      const total = path ? path.total : (b.value / a.value - 1) * 100;
      const growth = DOWN.test(t) && !UP.test(t) ? -total : total;
      const tolerance = compoundedBand(growth) + q.rounding;
      if (bound) {
        // Clear of the band on the claimed side holds, clear on the other side fails; within it the data cannot say.
        const held = bound === "lower" ? growth - q.value : q.value - growth;
        outcomes.push(held > tolerance ? "holds" : held < -tolerance ? "fails" : "undecided");
      } else {
        const d = Math.abs(growth - q.value);
        outcomes.push(d <= tolerance ? "holds" : d > 3 * tolerance ? "fails" : "undecided");
      }
    } else if (economyGrew && path) {
      asked = `${compoundedSubject(measure, name)} ${up ? "grew" : "shrank"} between ${y1} and ${y2}`;
      const held = up ? path.total : -path.total;
      const margin = compoundedBand(path.total);
      outcomes.push(held > margin ? "holds" : held < -margin ? "fails" : "undecided");
    } else if (period.ordered) {
      asked = `${possessive(name)} ${label} was ${up ? "higher" : "lower"} in ${y2} than in ${y1}`;
      const gap = b.value - a.value;
      outcomes.push(Math.abs(gap) <= tol ? "undecided" : gap > 0 === up ? "holds" : "fails");
    } else {
      asked = `${possessive(name)} ${label} ${up ? "rose" : "fell"} between ${y1} and ${y2}`;
      const gap = b.value - a.value;
      outcomes.push(Math.abs(gap) <= tol ? "undecided" : gap > 0 === up ? "holds" : "fails");
    }
  }
  if (observations.length === 0)
    return {
      ...base,
      verdict: "unclear",
      measure,
      year: y2,
      sentences: [`The snapshot does not have ${label} for ${name} in every year from ${Math.min(y1, y2)} to ${Math.max(y1, y2)}.`],
    };
  const verdict = decide(outcomes, projected);
  const computed = compounds || economyGrew ? " compounded year by year" : "";
  return {
    ...base,
    verdict,
    measure,
    year: y2,
    observations,
    sentences: [
      `You asked whether ${asked}${base.yearInferred ? ` (${y2}: the latest outturn)` : ""}.`,
      `Official: ${observations.map((o) => show(data, measure, o)).join("; ")}${computed}.`,
      closing(verdict, projected, releaseOf(data, observations)),
    ],
  };
}

/** The yearly growth rate behind a level: "did the economy (GDP, the population) shrink in 2023" asks its sign. */
const GROWTH_OF: Partial<Record<MeasureId, MeasureId>> = {
  gdp_level: "gdp_growth",
  gdp_growth: "gdp_growth",
  gdp_per_capita: "gdp_per_capita_growth",
  gdp_per_capita_growth: "gdp_per_capita_growth",
  population: "population_growth",
  population_growth: "population_growth",
};
const GREW = /\b(?:gr[eo]w|grows|grown|growing|expand(?:ed|s|ing)?|positive|above zero)\b/i;
const SHRANK = /\b(?:shr[aiu]nk\w*|shrinks|contract(?:ed|s|ing)?|negative|below zero)\b/i;

/**
 * "Did Germany's economy shrink in 2023?", "Was Japan's growth negative in 2023?": the sign of one year's growth,
 * decided when every source is clear of zero by the indicator's band. Not a comparison ("grew faster than expected").
 */
function growthSign(data: OfficialData, p: Parsed): ShapedAnswer | null {
  const t = p.text;
  if (p.places.length !== 1 || p.quantities.length > 0 || p.years.length > 1 || /\bsince\b/i.test(t) || COMPARATIVE.test(t)) return null;
  const grew = GREW.test(t) && !SHRANK.test(t);
  const shrank = SHRANK.test(t) && !GREW.test(t);
  if (!grew && !shrank) return null;
  const named = measureWithoutFigure(p).measure;
  const measure = named ? GROWTH_OF[named] : undefined;
  if (!measure) return null;
  const country = p.places[0] as string;
  const yearInferred = p.years.length === 0;
  const year = p.years[0] ?? latestOutturnInEverySource(data, measure, country);
  const quoted = (shrank ? SHRANK : GREW).exec(t)?.[0] ?? "";
  const base = { shape: "change" as const, quoted, country, yearInferred, observations: [] as Observation[] };
  const found = year === null ? [] : rows(data, measure, country, year);
  if (year === null || found.length === 0)
    return {
      ...base,
      verdict: "unclear",
      measure,
      year,
      sentences: [`The snapshot has no ${year ?? ""} ${labelOf(measure)} for ${displayName(data, country)}.`.replace("  ", " ")],
    };
  const outcomes = found.map((o): Decision => {
    const held = grew ? o.value : -o.value;
    const b = band(measure, o.value);
    return held > b ? "holds" : held < -b ? "fails" : "undecided";
  });
  const projected = found.some(isProjectionRow);
  const verdict = decide(outcomes, projected);
  return {
    ...base,
    verdict,
    measure,
    year,
    observations: found,
    sentences: [
      `You asked whether ${compoundedSubject(measure, displayName(data, country))} ${grew ? "grew" : "shrank"} in ${year}${yearInferred ? " (no year given: the latest outturn)" : ""}: the sign of its ${labelOf(measure)}.`,
      `Official: ${found.map((o) => show(data, measure, o)).join("; ")}.`,
      closing(verdict, projected, releaseOf(data, found)),
    ],
  };
}

/** A reader's question in one of the shapes above, answered; null when it is none of them (a single figure, or no claim). */
export function answerShapedQuestion(data: OfficialData, question: string, publicationYear: number): ShapedAnswer | null {
  const p = parse(data, question, publicationYear);
  if (p.places.length === 0 || p.subAnnual) return null;
  // "Africa's largest economy": a continent is a ranking's scope, not a place without data.
  const ranked = ranking(data, p);
  if (ranked) return ranked;
  if (p.unknownPlace) return null;
  return comparison(data, p) ?? change(data, p) ?? growthSign(data, p) ?? boundOrRange(data, p);
}

/**
 * Accuracy of one claim: build the plausible readings (the stated indicator and year first, then definitional
 * alternatives and, for an undated figure, older years), look each up in every source that holds it, and
 * compare with tolerance. A claim is not_supported only when every reading with data fails.
 */
import { priceBaseYear, type Claim } from "./claims";
import { currencyHome, currencyLabel, LOCAL_DOLLARS } from "./currencies";
import { compareChange, compareFigure, type Outcome, type QuotedFigure } from "./compare";
import { MEASURES, TOLERANCE, type MeasureId } from "./measures";
import { indicatorMeta, latestActualYear, lastYearOf, valueAt, type OfficialData } from "./official-data";
import { displayName } from "./places";
import type { Verdict } from "./types";

export interface Observation {
  slug: string;
  country: string;
  year: number;
  value: number;
  /** An IMF value after the country's latest actual year: a staff estimate or projection. */
  estimate: boolean;
}

export type ReadingRole = "primary" | "alternative" | "stale";
export type Transform = "level" | "change_pp" | "change_rel";

export interface Evidence {
  /** The snapshot rows used; the first is the indicator itself, others are inputs (previous year, exchange rate). */
  observations: Observation[];
  /** The official value in the claim's own unit (may be computed; explanations print the rows instead). */
  official: number;
  outcome: Outcome;
}

export interface Reading {
  role: ReadingRole;
  measure: MeasureId;
  year: number;
  transform: Transform;
  /** Currency the figure is read in (ISO code) for money measures, else null. */
  currency: string | null;
  /** Why this reading was tried, for the explanation ("as GDP per capita"). */
  why: string;
  evidence: Evidence[];
  outcome: Outcome | "no_data";
}

export type AccuracyReason = "match" | "alternative" | "stale" | "near" | "mismatch" | "no_data" | "out_of_scope";

export interface Assessment {
  claim: Claim;
  verdict: Verdict;
  reason: AccuracyReason;
  /** Why the claim cannot be checked (for "out_of_scope" and "no_data"). */
  unclearReason: string | null;
  readings: Reading[];
  /** The reading that decided the verdict. */
  decisive: Reading | null;
  yearInferred: boolean;
  /** Annual values shown for context when a sub-annual claim cannot be checked. */
  context: Observation[];
  /** The quote is about a thousand times off: a million/billion slip. */
  scaleSlip: boolean;
}

const FX_SLUG = "exchange_rate_lcu_per_usd";
const OUTCOME_RANK: Record<Outcome | "no_data", number> = { pass: 3, near: 2, fail: 1, no_data: 0 };

export function observe(data: OfficialData, slug: string, country: string, year: number): Observation | null {
  const value = valueAt(data, slug, country, year);
  if (value === undefined) return null;
  const meta = indicatorMeta(data, slug);
  const actual = meta.publisher === "IMF" ? latestActualYear(data, slug, country) : undefined;
  return { slug, country, year, value, estimate: actual !== undefined && year > actual };
}

/** Local currency units per US dollar for a currency's home economy (the euro: the euro-area row). */
export function fxObservation(data: OfficialData, currency: string, year: number): Observation | null {
  const home = currencyHome(currency);
  return home ? observe(data, FX_SLUG, home, year) : null;
}

function quoted(claim: Claim): QuotedFigure {
  return { value: claim.signed.value, lo: claim.signed.lo, hi: claim.signed.hi, rounding: claim.quantity.rounding, hedge: claim.quantity.hedge };
}

function levelEvidence(data: OfficialData, claim: Claim, measure: MeasureId, country: string, year: number, currency: string | null): Evidence[] {
  const def = MEASURES[measure];
  const cls = TOLERANCE[def.tolerance];
  const figure = quoted(claim);
  if (measure === "total_tax_bracket") {
    const narrow = observe(data, "tax_revenue_pct_gdp", country, year);
    const broad = observe(data, "government_revenue_pct_gdp", country, year);
    if (!narrow || !broad || broad.value <= narrow.value) return [];
    const inside = figure.value >= narrow.value && figure.value <= broad.value;
    return [{ observations: [narrow, broad], official: figure.value, outcome: inside ? "pass" : "fail" }];
  }
  if (measure === "nominal_gdp_growth") {
    const real = observe(data, "gdp_growth_pct", country, year);
    const deflator = observe(data, "inflation_gdp_deflator_pct", country, year);
    if (!real || !deflator) return [];
    const official = ((1 + real.value / 100) * (1 + deflator.value / 100) - 1) * 100;
    return [{ observations: [real, deflator], official, outcome: compareFigure(figure, official, cls) }];
  }
  const evidence: Evidence[] = [];
  for (const slug of def.slugs) {
    const obs = observe(data, slug, country, year);
    if (!obs) continue;
    if (measure === "exchange_rate") {
      const official = claim.fx?.inverse ? 1 / obs.value : obs.value;
      evidence.push({ observations: [obs], official, outcome: compareFigure(figure, official, cls) });
    } else if (def.kind === "money" && currency && currency !== "USD") {
      const fx = fxObservation(data, currency, year);
      if (!fx) continue;
      const official = obs.value * fx.value;
      evidence.push({ observations: [obs, fx], official, outcome: compareFigure(figure, official, cls) });
    } else {
      evidence.push({ observations: [obs], official: obs.value, outcome: compareFigure(figure, obs.value, cls) });
    }
  }
  return evidence;
}

function changeEvidence(data: OfficialData, claim: Claim, measure: MeasureId, country: string, year: number, transform: Transform): Evidence[] {
  const def = MEASURES[measure];
  const evidence: Evidence[] = [];
  for (const slug of def.slugs) {
    const now = observe(data, slug, country, year);
    const before = observe(data, slug, country, year - 1);
    if (!now || !before || (transform === "change_rel" && before.value === 0)) continue;
    const official = transform === "change_pp" ? now.value - before.value : (now.value / before.value - 1) * 100;
    const outcome = compareChange(quoted(claim), official, claim.change?.direction ?? 0, TOLERANCE[def.tolerance]);
    evidence.push({ observations: [now, before], official, outcome });
  }
  return evidence;
}

function makeReading(
  data: OfficialData,
  claim: Claim,
  role: ReadingRole,
  measure: MeasureId,
  year: number,
  transform: Transform,
  currency: string | null,
  why: string,
): Reading {
  const country = claim.place.code ?? "";
  const evidence = transform === "level" ? levelEvidence(data, claim, measure, country, year, currency) : changeEvidence(data, claim, measure, country, year, transform);
  const outcome = evidence.reduce<Outcome | "no_data">((best, e) => (OUTCOME_RANK[e.outcome] > OUTCOME_RANK[best] ? e.outcome : best), "no_data");
  return { role, measure, year, transform, currency, why, evidence, outcome };
}

/** Years with data for any source of the measure. */
function yearsWithData(data: OfficialData, measure: MeasureId, country: string): number[] {
  const years = new Set<number>();
  for (const slug of MEASURES[measure].slugs) {
    for (const year of data.series.get(slug)?.get(country)?.keys() ?? []) years.add(year);
  }
  return [...years].sort((a, b) => a - b);
}

interface YearPlan {
  primary: number[];
  stale: number[];
  inferred: boolean;
}

/** Explicit years as written; a missing year means the latest year up to publication (and the one before). */
export function planYears(data: OfficialData, claim: Claim, measure: MeasureId, publicationYear: number): YearPlan {
  const shift = claim.period.previous ? 1 : 0;
  if (claim.period.year !== null) {
    const years = [claim.period.year - shift];
    if (claim.period.altYear !== null) years.push(claim.period.altYear - shift);
    return { primary: years, stale: [], inferred: false };
  }
  const country = claim.place.code ?? "";
  const available = yearsWithData(data, measure, country).filter((y) => y <= publicationYear);
  const latest = available[available.length - 1];
  if (latest === undefined) return { primary: [], stale: [], inferred: true };
  // Outturns before estimates: an undated figure is first read as the latest actual year.
  const outturn = latestOutturn(data, measure, country) ?? latest;
  // A projection for the year still under way is a reading only when the text speaks of one ("expected", "forecast").
  const forecast = /\b(?:expect|forecast|project|predict|will\b|estimat)/i.test(claim.sentence);
  const current = available.filter((y) => (y === publicationYear || y === publicationYear - 1) && (forecast || y <= outturn || y < publicationYear));
  const primary = current.length > 0 ? current.sort((a, b) => (a <= outturn) === (b <= outturn) ? b - a : a <= outturn ? -1 : 1) : [latest];
  const earliest = Math.min(...primary);
  const stale = available.filter((y) => y < earliest).slice(-6).reverse();
  return { primary, stale, inferred: true };
}

/** "Real GDP of $…", "in 2015 dollars": a constant-price level, which the snapshot does not hold. */
export function isConstantPriceLevel(claim: Claim): boolean {
  return priceBaseYear(claim.sentence) !== null || /\breal\b|\binflation-adjusted\b|\bconstant(?:-| )prices?\b/i.test(claim.excerpt);
}

function coverageProblem(data: OfficialData, claim: Claim, measure: MeasureId | null): string | null {
  if (claim.missing) return `The figure measures ${claim.missing}.`;
  if (!measure) return "We could not tell which indicator the figure measures.";
  if (claim.place.outside) return claim.place.outside;
  if (!claim.place.code) return "The text names no country or region for the figure.";
  if (claim.period.subAnnual) return `The figure refers to ${claim.period.subAnnual}, but the official snapshot holds annual figures only.`;
  const year = claim.period.year;
  if (year !== null && year < 1990) return `The figure refers to ${year}, before the snapshot starts (1990).`;
  const country = claim.place.code;
  const lastYears = MEASURES[measure].slugs.map((slug) => lastYearOf(data, slug, country)).filter((y): y is number => y !== undefined);
  if (lastYears.length === 0) return `The snapshot has no ${MEASURES[measure].label} series for ${displayName(data, country)}.`;
  if (year !== null && year > Math.max(...lastYears)) return `The figure refers to ${year}, later than the snapshot covers for this indicator.`;
  if (MEASURES[measure].kind === "money" && claim.quantity.currency && claim.quantity.currency !== "USD" && !currencyHome(claim.quantity.currency)) {
    return `The figure is in a currency (${claim.quantity.currency}) the snapshot has no exchange rate for.`;
  }
  if (measure === "gdp_per_capita_ppp" && claim.quantity.currency && claim.quantity.currency !== "USD") return "A PPP figure in a currency other than international dollars cannot be compared.";
  if (MEASURES[measure].kind === "money" && isConstantPriceLevel(claim)) {
    return "The text gives an inflation-adjusted (constant-price) level; the snapshot has current-price levels only.";
  }
  return null;
}

function readingsFor(data: OfficialData, claim: Claim, measure: MeasureId, plan: YearPlan): Reading[] {
  const def = MEASURES[measure];
  const currency = def.kind === "money" ? claim.quantity.currency ?? "USD" : def.kind === "fx" ? claim.fx?.currency ?? null : null;
  const readings: Reading[] = [];
  const change = claim.change;
  for (const year of plan.primary) {
    if (change) {
      const transform: Transform = change.unit === "pp" ? "change_pp" : "change_rel";
      readings.push(makeReading(data, claim, "primary", measure, year, transform, null, "as the change from the previous year"));
      if (change.unit === "percent") {
        readings.push(makeReading(data, claim, "alternative", measure, year, "change_pp", null, "as a change in percentage points rather than per cent"));
      }
      continue;
    }
    readings.push(makeReading(data, claim, "primary", measure, year, "level", currency, "as stated"));
    const local = claim.place.code ? LOCAL_DOLLARS[claim.place.code] : undefined;
    if (def.kind === "money" && claim.quantity.dollarAmbiguous && local) {
      readings.push(makeReading(data, claim, "alternative", measure, year, "level", local, `in ${currencyLabel(local)} rather than US dollars`));
    }
    for (const alt of def.alternatives) {
      const altDef = MEASURES[alt];
      if (altDef.kind !== def.kind) continue;
      readings.push(makeReading(data, claim, "alternative", alt, year, "level", altDef.kind === "money" ? currency : null, `as ${altDef.label}`));
    }
  }
  if (!change) {
    for (const year of plan.stale) readings.push(makeReading(data, claim, "stale", measure, year, "level", currency, `as the ${year} figure`));
  }
  return readings;
}

function best(readings: Reading[], role: ReadingRole | null, outcome: Outcome): Reading | null {
  return readings.find((r) => (role === null || r.role === role) && r.outcome === outcome) ?? null;
}

function isScaleSlip(claim: Claim, readings: Reading[]): boolean {
  return readings.some(
    (r) =>
      r.role === "primary" &&
      r.evidence.some((e) => {
        const ratio = Math.abs(claim.signed.value / e.official);
        return (ratio > 900 && ratio < 1100) || (ratio > 1 / 1100 && ratio < 1 / 900);
      }),
  );
}

function contextValues(data: OfficialData, claim: Claim, measure: MeasureId | null, publicationYear: number): Observation[] {
  if (!measure || !claim.place.code || claim.missing || claim.place.outside) return [];
  const year = claim.period.year ?? publicationYear - 1;
  return MEASURES[measure].slugs.map((slug) => observe(data, slug, claim.place.code ?? "", year)).filter((o): o is Observation => o !== null);
}

export function assessClaim(data: OfficialData, claim: Claim, publicationYear: number): Assessment {
  const measure = claim.measure;
  const base = { claim, readings: [] as Reading[], decisive: null, yearInferred: claim.period.year === null, context: [] as Observation[], scaleSlip: false };
  const problem = coverageProblem(data, claim, measure);
  if (problem || !measure) {
    const context = claim.period.subAnnual ? contextValues(data, claim, measure, publicationYear) : [];
    return { ...base, verdict: "unclear", reason: "out_of_scope", unclearReason: problem, context };
  }
  const plan = planYears(data, claim, measure, publicationYear);
  const readings = readingsFor(data, claim, measure, plan);
  const result = { ...base, readings, yearInferred: plan.inferred, scaleSlip: false, unclearReason: null };
  const primaryPass = best(readings, "primary", "pass");
  if (primaryPass) return { ...result, verdict: "supported", reason: "match", decisive: primaryPass };
  const altPass = best(readings, "alternative", "pass");
  if (altPass) return { ...result, verdict: "needs_context", reason: "alternative", decisive: altPass };
  const stalePass = best(readings, "stale", "pass");
  if (stalePass) return { ...result, verdict: "needs_context", reason: "stale", decisive: stalePass };
  const primaryNear = best(readings, "primary", "near");
  if (primaryNear) return { ...result, verdict: "needs_context", reason: "near", decisive: primaryNear };
  const primaryWithData = readings.find((r) => r.role === "primary" && r.outcome !== "no_data") ?? null;
  if (!readings.some((r) => r.outcome !== "no_data") || !primaryWithData) {
    const where = displayName(data, claim.place.code ?? "");
    const years = plan.primary.join(" or ");
    return {
      ...result,
      verdict: "unclear",
      reason: "no_data",
      unclearReason: `The snapshot has no ${MEASURES[measure].label} value for ${where}${years ? ` in ${years}` : ""}.`,
    };
  }
  return { ...result, verdict: "not_supported", reason: "mismatch", decisive: primaryWithData, scaleSlip: isScaleSlip(claim, readings) };
}

/** The latest outturn year (WDI last year, IMF latest actual) among the measure's sources for a country. */
export function latestOutturn(data: OfficialData, measure: MeasureId, country: string): number | null {
  const years = MEASURES[measure].slugs.map((slug) => latestActualYear(data, slug, country)).filter((y): y is number => y !== undefined);
  return years.length > 0 ? Math.max(...years) : null;
}

export function latestReading(data: OfficialData, claim: Claim, measure: MeasureId, year: number): Reading {
  const currency = MEASURES[measure].kind === "money" ? claim.quantity.currency ?? "USD" : null;
  return makeReading(data, claim, "primary", measure, year, "level", currency, `as the ${year} figure`);
}

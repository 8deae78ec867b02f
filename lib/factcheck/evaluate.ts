/**
 * Accuracy of one claim: build the plausible readings (the stated indicator and year first, then definitional
 * alternatives and, for an undated figure, older years), look each up in every source that holds it, and
 * compare with tolerance. A claim is not_supported only when every reading with data fails.
 *
 * The coverage guarantee lives in the types: an assessment is either checked — its indicator was recognised and
 * its figure compared with at least one snapshot row (a ComparedReading, which only `compared` makes) — and
 * then supported, needs_context or not_supported; or unchecked, and then unclear with a sentence saying what
 * the snapshot does not cover. No other verdict can be built.
 */
import { priceBaseYear, type Claim } from "./claims";
import { currencyHome, currencyLabel, LOCAL_DOLLARS } from "./currencies";
import { compareChange, compareFigure, type Outcome, type QuotedFigure } from "./compare";
import { MEASURES, TOLERANCE, type MeasureId, type Relation } from "./measures";
import { indicatorMeta, latestActualYear, lastYearOf, valueAt, type OfficialData } from "./official-data";
import { displayName } from "./places";

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
  observations: [Observation, ...Observation[]];
  /** The official value in the claim's own unit (may be computed; explanations print the rows instead). */
  official: number;
  outcome: Outcome;
}

export interface Reading {
  role: ReadingRole;
  /** For an alternative: a variant of the stated measure, another quantity, or the other reading of a change. */
  relation: Relation | null;
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

declare const COMPARED: unique symbol;

/** A reading whose figure was compared with at least one snapshot row. Only `compared` makes one. */
export type ComparedReading = Reading & { readonly [COMPARED]: true; evidence: [Evidence, ...Evidence[]]; outcome: Outcome };

export function compared(reading: Reading): ComparedReading | null {
  return reading.evidence.length > 0 && reading.outcome !== "no_data" ? (reading as ComparedReading) : null;
}

export type CheckedReason = "match" | "projection" | "alternative" | "stale" | "near" | "mismatch" | "other_quantity" | "one_reading";
export type UncheckedReason = "out_of_scope" | "no_data";

interface AssessmentBase {
  claim: Claim;
  readings: Reading[];
  yearInferred: boolean;
  /** Annual values shown for context when a sub-annual claim cannot be checked. */
  context: Observation[];
}

/** The figure's indicator was recognised and its value compared with the data: the only way to a verdict. */
export interface CheckedAssessment extends AssessmentBase {
  checked: true;
  verdict: "supported" | "needs_context" | "not_supported";
  reason: CheckedReason;
  measure: MeasureId;
  /** The reading that decided the verdict. */
  decisive: ComparedReading;
  /** A reading that matches although the verdict rests on another: a different quantity the figure equals. */
  alsoMatches: ComparedReading | null;
  /** The quote is about a thousand times off: a million/billion slip. */
  scaleSlip: boolean;
  unclearReason: null;
}

/** Nothing was compared: unclear, saying what the snapshot does not cover. */
export interface UncheckedAssessment extends AssessmentBase {
  checked: false;
  verdict: "unclear";
  reason: UncheckedReason;
  unclearReason: string;
  decisive: null;
  alsoMatches: null;
  scaleSlip: false;
}

export type Assessment = CheckedAssessment | UncheckedAssessment;

function unchecked(base: AssessmentBase, reason: UncheckedReason, why: string): UncheckedAssessment {
  const unclearReason = why.trim() || "The figure cannot be checked against the snapshot.";
  return { ...base, checked: false, verdict: "unclear", reason, unclearReason, decisive: null, alsoMatches: null, scaleSlip: false };
}

function checked(
  base: AssessmentBase,
  measure: MeasureId,
  verdict: CheckedAssessment["verdict"],
  reason: CheckedReason,
  decisive: ComparedReading,
  alsoMatches: ComparedReading | null = null,
  scaleSlip = false,
): CheckedAssessment {
  return { ...base, checked: true, verdict, reason, measure, decisive, alsoMatches, scaleSlip, unclearReason: null };
}

export const FX_SLUG = "exchange_rate_lcu_per_usd";
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
  return {
    value: claim.signed.value,
    lo: claim.signed.lo,
    hi: claim.signed.hi,
    rounding: claim.quantity.rounding,
    hedge: claim.quantity.hedge,
  };
}

function levelEvidence(
  data: OfficialData,
  claim: Claim,
  measure: MeasureId,
  country: string,
  year: number,
  currency: string | null,
): Evidence[] {
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

function changeEvidence(
  data: OfficialData,
  claim: Claim,
  measure: MeasureId,
  country: string,
  year: number,
  transform: Transform,
): Evidence[] {
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

interface ReadingSpec {
  role: ReadingRole;
  relation?: Relation;
  measure: MeasureId;
  year: number;
  transform: Transform;
  currency: string | null;
  why: string;
}

function makeReading(data: OfficialData, claim: Claim, spec: ReadingSpec): Reading {
  const country = claim.place.code ?? "";
  const { measure, year, transform, currency } = spec;
  const evidence =
    transform === "level"
      ? levelEvidence(data, claim, measure, country, year, currency)
      : changeEvidence(data, claim, measure, country, year, transform);
  const outcome = evidence.reduce<Outcome | "no_data">(
    (best, e) => (OUTCOME_RANK[e.outcome] > OUTCOME_RANK[best] ? e.outcome : best),
    "no_data",
  );
  return { role: spec.role, relation: spec.relation ?? null, measure, year, transform, currency, why: spec.why, evidence, outcome };
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

/**
 * Explicit years as written; a missing year means the latest year up to publication (and the one before).
 * Older years are tried as "out of date" readings — only the two before for rates that swing from year to
 * year (growth, inflation), where a match further back is more likely chance than a stale quote.
 */
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
  const current = available.filter(
    (y) => (y === publicationYear || y === publicationYear - 1) && (forecast || y <= outturn || y < publicationYear),
  );
  const primary = current.length > 0 ? current.sort((a, b) => (a <= outturn === b <= outturn ? b - a : a <= outturn ? -1 : 1)) : [latest];
  const earliest = Math.min(...primary);
  const volatile = MEASURES[measure].tolerance === "rate_growth" || MEASURES[measure].tolerance === "rate_cpi";
  const stale = available
    .filter((y) => y < earliest)
    .slice(volatile ? -2 : -6)
    .reverse();
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
  if (year !== null && year > Math.max(...lastYears))
    return `The figure refers to ${year}, later than the snapshot covers for this indicator.`;
  if (
    MEASURES[measure].kind === "money" &&
    claim.quantity.currency &&
    claim.quantity.currency !== "USD" &&
    !currencyHome(claim.quantity.currency)
  ) {
    return `The figure is in a currency (${claim.quantity.currency}) the snapshot has no exchange rate for.`;
  }
  if (measure === "gdp_per_capita_ppp" && claim.quantity.currency && claim.quantity.currency !== "USD")
    return "A PPP figure in a currency other than international dollars cannot be compared.";
  if (MEASURES[measure].kind === "money" && isConstantPriceLevel(claim)) {
    return "The text gives an inflation-adjusted (constant-price) level; the snapshot has current-price levels only.";
  }
  return null;
}

function readingsFor(data: OfficialData, claim: Claim, measure: MeasureId, plan: YearPlan): Reading[] {
  const def = MEASURES[measure];
  const currency = def.kind === "money" ? (claim.quantity.currency ?? "USD") : def.kind === "fx" ? (claim.fx?.currency ?? null) : null;
  const readings: Reading[] = [];
  const read = (spec: ReadingSpec) => readings.push(makeReading(data, claim, spec));
  const change = claim.change;
  for (const year of plan.primary) {
    if (change?.unit === "pp") {
      read({
        role: "primary",
        measure,
        year,
        transform: "change_pp",
        currency: null,
        why: "as the change from the previous year, in percentage points",
      });
      continue;
    }
    if (change) {
      // "Rose 10%": a relative change, or — as often meant — ten percentage points. Both are read; the verdict
      // rests on how many fit. "Inflation rose 3%" may also mean the rate itself.
      read({
        role: "primary",
        measure,
        year,
        transform: "change_rel",
        currency: null,
        why: "as a relative change (a share of the rate's level)",
      });
      read({
        role: "alternative",
        relation: "reading",
        measure,
        year,
        transform: "change_pp",
        currency: null,
        why: "as a change in percentage points",
      });
      if (change.alsoLevel)
        read({
          role: "alternative",
          relation: "variant",
          measure,
          year,
          transform: "level",
          currency: null,
          why: `as ${def.label} itself`,
        });
      continue;
    }
    read({ role: "primary", measure, year, transform: "level", currency, why: "as stated" });
    const local = claim.place.code ? LOCAL_DOLLARS[claim.place.code] : undefined;
    if (def.kind === "money" && claim.quantity.dollarAmbiguous && local) {
      read({
        role: "alternative",
        relation: "variant",
        measure,
        year,
        transform: "level",
        currency: local,
        why: `in ${currencyLabel(local)} rather than US dollars`,
      });
    }
    for (const alt of def.alternatives) {
      const altDef = MEASURES[alt.measure];
      if (altDef.kind !== def.kind) continue;
      read({
        role: "alternative",
        relation: alt.relation,
        measure: alt.measure,
        year,
        transform: "level",
        currency: altDef.kind === "money" ? currency : null,
        why: `as ${altDef.label}`,
      });
    }
  }
  if (!change) {
    for (const year of plan.stale) read({ role: "stale", measure, year, transform: "level", currency, why: `as the ${year} figure` });
  }
  return readings;
}

/** The first reading of this role (and relation) with this outcome, as compared. */
function find(readings: Reading[], role: ReadingRole, outcome: Outcome, relation: Relation | null = null): ComparedReading | null {
  for (const r of readings) {
    if (r.role !== role || r.outcome !== outcome || (relation !== null && r.relation !== relation)) continue;
    const c = compared(r);
    if (c) return c;
  }
  return null;
}

/** Every row the reading passes on is an IMF estimate or projection (no outturn agrees). */
export function isProjection(reading: ComparedReading): boolean {
  return reading.evidence.filter((e) => e.outcome === "pass").every((e) => e.observations[0].estimate);
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
  return MEASURES[measure].slugs
    .map((slug) => observe(data, slug, claim.place.code ?? "", year))
    .filter((o): o is Observation => o !== null);
}

/**
 * A change written in per cent ("unemployment rose 10%") has two readings, a relative change and a change in
 * points. Both fitting: supported. Exactly one: needs context, and the explanation gives both. Neither: the
 * rate itself ("inflation rose 3%" for a 3% rate) needs context; a change in the right direction but of the
 * wrong size needs context; anything else is not supported.
 */
function assessPercentChange(base: AssessmentBase, measure: MeasureId, readings: Reading[]): CheckedAssessment | null {
  const relative = find(readings, "primary", "pass");
  const points = find(readings, "alternative", "pass", "reading");
  if (relative && points) return checked(base, measure, "supported", "match", relative);
  if (relative ?? points) return checked(base, measure, "needs_context", "one_reading", (relative ?? points) as ComparedReading);
  const level = find(readings, "alternative", "pass", "variant");
  if (level) return checked(base, measure, "needs_context", "alternative", level);
  const near = find(readings, "primary", "near") ?? find(readings, "alternative", "near", "reading");
  if (near) return checked(base, measure, "needs_context", "near", near);
  const failed = find(readings, "primary", "fail") ?? find(readings, "alternative", "fail", "reading");
  return failed ? checked(base, measure, "not_supported", "mismatch", failed) : null;
}

export function assessClaim(data: OfficialData, claim: Claim, publicationYear: number): Assessment {
  const measure = claim.measure;
  const base: AssessmentBase = { claim, readings: [], yearInferred: claim.period.year === null, context: [] };
  const problem = coverageProblem(data, claim, measure);
  if (problem || !measure) {
    const context = claim.period.subAnnual ? contextValues(data, claim, measure, publicationYear) : [];
    return unchecked({ ...base, context }, "out_of_scope", problem ?? "We could not tell which indicator the figure measures.");
  }
  const plan = planYears(data, claim, measure, publicationYear);
  const readings = readingsFor(data, claim, measure, plan);
  const withReadings: AssessmentBase = { ...base, readings, yearInferred: plan.inferred };
  const noData = () => {
    const where = displayName(data, claim.place.code ?? "");
    const years = plan.primary.join(" or ");
    return unchecked(
      withReadings,
      "no_data",
      `The snapshot has no ${MEASURES[measure].label} value for ${where}${years ? ` in ${years}` : ""}.`,
    );
  };
  if (claim.change?.unit === "percent") return assessPercentChange(withReadings, measure, readings) ?? noData();
  const primaryPass = find(readings, "primary", "pass");
  // A year after the latest actual one is an IMF projection: matching it says what the IMF expects, not what happened.
  if (primaryPass && isProjection(primaryPass)) return checked(withReadings, measure, "needs_context", "projection", primaryPass);
  if (primaryPass) return checked(withReadings, measure, "supported", "match", primaryPass);
  const variantPass = find(readings, "alternative", "pass", "variant");
  if (variantPass) return checked(withReadings, measure, "needs_context", "alternative", variantPass);
  const stalePass = find(readings, "stale", "pass");
  if (stalePass) return checked(withReadings, measure, "needs_context", "stale", stalePass);
  const primaryNear = find(readings, "primary", "near");
  if (primaryNear) return checked(withReadings, measure, "needs_context", "near", primaryNear);
  const primaryFail = find(readings, "primary", "fail");
  if (!primaryFail) return noData();
  // The figure is another quantity's (GDP per capita quoted as GDP, nominal growth as real): wrong as stated.
  const otherQuantity = find(readings, "alternative", "pass", "other_quantity");
  if (otherQuantity) return checked(withReadings, measure, "not_supported", "other_quantity", primaryFail, otherQuantity);
  return checked(withReadings, measure, "not_supported", "mismatch", primaryFail, null, isScaleSlip(claim, readings));
}

/** The latest outturn year (WDI last year, IMF latest actual) among the measure's sources for a country. */
export function latestOutturn(data: OfficialData, measure: MeasureId, country: string): number | null {
  const years = MEASURES[measure].slugs.map((slug) => latestActualYear(data, slug, country)).filter((y): y is number => y !== undefined);
  return years.length > 0 ? Math.max(...years) : null;
}

export function latestReading(data: OfficialData, claim: Claim, measure: MeasureId, year: number): Reading {
  const currency = MEASURES[measure].kind === "money" ? (claim.quantity.currency ?? "USD") : null;
  return makeReading(data, claim, { role: "primary", measure, year, transform: "level", currency, why: `as the ${year} figure` });
}

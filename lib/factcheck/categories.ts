/**
 * Verdict mapping per question category, on top of the accuracy assessment. A figure that fails accuracy
 * fails every category, and one that cannot be checked is unclear in every category: the other questions
 * (is it the latest? comparable? well sourced? consistent?) only matter for a figure that matches the data.
 */
import { priceBaseYear, type Claim } from "./claims";
import { currencyLabel } from "./currencies";
import {
  latestOutturn,
  latestReading,
  observe,
  fxObservation,
  type Assessment,
  type CheckedAssessment,
  type Observation,
  type Reading,
  type UncheckedAssessment,
} from "./evaluate";
import { formatCount, formatFx, formatOfficial, formatPercent } from "./format";
import { MEASURES, type MeasureId } from "./measures";
import { isAggregate } from "./location-codes";
import { indicatorMeta, type OfficialData } from "./official-data";
import { displayName } from "./places";
import { bestSource, type SourceEntry, type SourceMention } from "./sources";
import type { CheckCategory, Normalization, Timeliness, Verdict } from "./types";

export interface ConsistencyCheck {
  check: string;
  status: "agrees" | "disagrees" | "note";
  detail: string;
}

interface ReportBase {
  category: CheckCategory;
  /** Sentences the category adds to the explanation. */
  findings: string[];
  normalization: Normalization;
  comparabilityNotes: string[];
  timeliness: Timeliness;
  consistency: ConsistencyCheck[];
  source: { cited: SourceEntry | null; unregistered: string[] };
}

/** A compared figure: any verdict the category's rule gives. */
export interface CheckedReport extends ReportBase {
  assessment: CheckedAssessment;
  verdict: Verdict;
}

/** Nothing was compared: unclear in every category. */
export interface UncheckedReport extends ReportBase {
  assessment: UncheckedAssessment;
  verdict: "unclear";
}

export type ClaimReport = CheckedReport | UncheckedReport;

const EURO_AREA = new Set([
  "AUT",
  "BEL",
  "HRV",
  "CYP",
  "EST",
  "FIN",
  "FRA",
  "DEU",
  "GRC",
  "IRL",
  "ITA",
  "LVA",
  "LTU",
  "LUX",
  "MLT",
  "NLD",
  "PRT",
  "SVK",
  "SVN",
  "ESP",
  "EMU",
]);
const EU_ONLY = new Set(["BGR", "CZE", "DNK", "HUN", "POL", "ROU", "SWE", "EUU"]);

function countryName(data: OfficialData, code: string | null): string {
  return code ? displayName(data, code) : "the place named";
}

function decisiveYear(a: Assessment): number | null {
  return a.decisive?.year ?? a.readings.find((r) => r.role === "primary")?.year ?? a.claim.period.year;
}

// ---------- normalization and comparability ----------

export function normalizationFor(claim: Claim, a: Assessment): Normalization {
  const measure = a.decisive?.measure ?? claim.measure;
  const base = measure
    ? MEASURES[measure].normalization
    : { unit: claim.quantity.unit, currency: null, price_base_year: null, population_adjustment: false };
  const transform = a.decisive?.transform;
  const currency = a.decisive?.currency ?? base.currency;
  const converted = currency && currency !== "USD" && base.currency === "USD";
  const unit =
    transform === "change_pp"
      ? "percentage points (change from previous year)"
      : transform === "change_rel"
        ? "percent change from previous year"
        : converted
          ? `${currencyLabel(currency)} at current prices (converted from US dollars at the annual average exchange rate)`
          : base.unit;
  return { unit, currency, price_base_year: priceBaseYear(claim.sentence), population_adjustment: base.population_adjustment };
}

function fxNote(data: OfficialData, reading: Reading | null): string | null {
  if (!reading?.currency || reading.currency === "USD" || MEASURES[reading.measure].kind !== "money") return null;
  const fx = fxObservation(data, reading.currency, reading.year);
  const name = currencyLabel(reading.currency);
  if (!fx) return null;
  return `The snapshot is in US dollars; the ${name} figure was compared at the ${reading.year} annual average exchange rate of ${formatFx(fx.value)} ${name} per US dollar (a market rate, not PPP).`;
}

export function comparabilityNotes(data: OfficialData, a: Assessment): string[] {
  const claim = a.claim;
  const measure = claim.measure;
  const code = claim.place.code ?? "";
  const notes: string[] = [];
  if (!measure) return notes;
  const fx = fxNote(data, a.decisive);
  if (fx) notes.push(fx);
  if (claim.quantity.dollarAmbiguous && code !== "USA" && MEASURES[measure].kind === "money") {
    notes.push(
      `"$" is ambiguous for ${countryName(data, code)}: it was read as US dollars first${a.decisive?.currency && a.decisive.currency !== "USD" ? ", and only the local-dollar reading matches" : ""}.`,
    );
  }
  if (a.decisive && a.decisive.measure !== measure)
    notes.push(`The figure matches ${MEASURES[a.decisive.measure].label}, not ${MEASURES[measure].label} as the text implies.`);
  if (a.decisive?.transform === "change_pp" && claim.change?.unit === "percent")
    notes.push("The change matches in percentage points, while the text says per cent.");
  switch (measure) {
    case "gdp_growth":
    case "gdp_per_capita_growth":
      notes.push("Growth is real (constant prices, local currency); nominal or US-dollar growth is not comparable.");
      if (isAggregate(code))
        notes.push(
          "For aggregates WDI weights countries at market exchange rates and the IMF at PPP, so world and regional growth differ between the two.",
        );
      break;
    case "nominal_gdp_growth":
      notes.push("Nominal growth is not published in the snapshot; it is checked through real growth and GDP-deflator inflation.");
      break;
    case "gdp_level":
    case "gdp_per_capita":
    case "gni_per_capita":
      notes.push(
        measure === "gni_per_capita"
          ? "GNI per capita uses the World Bank Atlas method (three-year average exchange rates)."
          : "Current US dollars at market exchange rates, not PPP and not inflation-adjusted.",
      );
      break;
    case "gdp_per_capita_ppp":
      notes.push("Purchasing-power parity, in current international dollars: not comparable with market-rate figures.");
      break;
    case "inflation":
      notes.push("Annual-average consumer-price inflation, not December-on-December or a single month's year-on-year rate.");
      if (EURO_AREA.has(code) || EU_ONLY.has(code))
        notes.push("For EU members WDI uses the national CPI and the IMF the harmonised index (HICP), so the two can differ.");
      if (code === "GBR") notes.push("WDI's UK series appears to be the CPIH rate; the IMF's is headline CPI.");
      if (isAggregate(code)) notes.push("WDI world and regional inflation is a median of members; the IMF aggregate is weighted.");
      break;
    case "unemployment":
      notes.push(
        "WDI carries the ILO modelled estimate (harmonised across countries); the IMF carries the national-definition rate. Either counts.",
      );
      break;
    case "debt":
    case "central_debt":
      notes.push(
        "General government gross debt (IMF) and central government debt (WDI) differ, and neither equals EU Maastricht debt or US debt held by the public.",
      );
      break;
    case "exchange_rate":
      notes.push(
        `Annual average, local currency per US dollar${claim.fx?.inverse ? "; the text quotes US dollars per unit, the inverse" : ""}.`,
      );
      break;
    case "net_lending":
      notes.push("General government net lending (+) or borrowing (−) as a share of GDP; a deficit is negative.");
      break;
    default:
      break;
  }
  if (claim.period.fiscal) {
    const label = data.imfLatestActual.get(`imf_gdp_growth_pct|${code}`)?.label ?? "";
    notes.push(
      `The text gives a fiscal year; ${/^FY/.test(label) ? `the IMF reports ${countryName(data, code)} on a fiscal-year basis (in the column of the year the fiscal year starts)` : "the snapshot is mostly calendar-year"}.`,
    );
  }
  return notes;
}

function comparabilityVerdict(a: CheckedAssessment): Verdict {
  if (a.verdict === "not_supported") return a.verdict;
  // Holds only under a definition or unit the text does not state: points for "per cent", PPP for market rates.
  if (a.reason === "alternative" || (a.reason === "one_reading" && a.decisive.transform === "change_pp")) return "not_supported";
  if (a.verdict === "needs_context") return "needs_context";
  const converted = a.decisive?.currency && a.decisive.currency !== "USD" && a.decisive.measure !== "exchange_rate";
  return converted || a.claim.period.fiscal ? "needs_context" : "supported";
}

// ---------- timeliness ----------

function vintageOf(data: OfficialData, slugs: string[]): string {
  const parts = new Set<string>();
  for (const slug of slugs) {
    const meta = indicatorMeta(data, slug);
    parts.add(`${meta.accessed} (${meta.publisherName})`);
  }
  return [...parts].join("; ");
}

/** The vintages of the two sources, for answers where no single indicator was used. */
export function snapshotVintage(data: OfficialData): string {
  return vintageOf(data, ["gdp_current_usd", "imf_gdp_current_usd_bn"]);
}

export function timelinessFor(data: OfficialData, a: Assessment): { timeliness: Timeliness; latest: number | null } {
  const measure = a.decisive?.measure ?? a.claim.measure;
  const code = a.claim.place.code;
  if (!measure || !code)
    return {
      timeliness: { data_vintage: snapshotVintage(data), is_latest_available: false, latest_available_period: "not applicable" },
      latest: null,
    };
  const latest = latestOutturn(data, measure, code);
  const year = decisiveYear(a);
  return {
    timeliness: {
      data_vintage: vintageOf(data, MEASURES[measure].slugs),
      is_latest_available: latest !== null && year === latest,
      latest_available_period: latest === null ? "none in the snapshot" : String(latest),
    },
    latest,
  };
}

function timelinessVerdict(data: OfficialData, a: CheckedAssessment, latest: number | null): { verdict: Verdict; findings: string[] } {
  if (a.verdict === "not_supported") return { verdict: a.verdict, findings: [] };
  const year = decisiveYear(a);
  const measure = a.claim.measure;
  if (latest === null || year === null || !measure)
    return { verdict: "unclear", findings: ["The snapshot has no outturn for this indicator and place."] };
  const estimate = a.decisive?.evidence.some((e) => e.observations[0]?.estimate) ?? false;
  if (year > latest || (estimate && !a.decisive?.evidence.some((e) => e.outcome === "pass" && !e.observations[0]?.estimate))) {
    return {
      verdict: "needs_context",
      findings: [`${year} is an IMF estimate or projection, not an outturn; the latest outturn is ${latest}.`],
    };
  }
  if (year === latest) {
    const inferred = a.yearInferred ? " (the text gives no year; we took the latest up to publication)" : "";
    return { verdict: a.verdict, findings: [`${year} is the latest period in the snapshot${inferred}.`] };
  }
  const newer = latestReading(data, a.claim, measure, latest);
  const newest = newer.evidence[0]?.observations[0];
  const newestText = newest
    ? `${formatOfficial(MEASURES[measure].kind, newest.value, a.claim.quantity.decimals, measure === "gdp_per_capita_ppp")} in ${latest}`
    : `data for ${latest}`;
  if (newer.outcome === "pass") return { verdict: a.verdict, findings: [`Newer data exist (${newestText}), and the figure still holds.`] };
  const stale = a.reason === "stale" ? `The figure matches ${year}, not the latest year; ` : `The figure is for ${year}; `;
  return { verdict: "needs_context", findings: [`${stale}the latest official value is ${newestText}.`] };
}

// ---------- source ----------

function sourceVerdict(a: CheckedAssessment, cited: SourceEntry | null, unregistered: string[]): { verdict: Verdict; findings: string[] } {
  if (a.verdict === "not_supported") return { verdict: a.verdict, findings: [] };
  if (!cited) {
    if (unregistered.length > 0)
      return {
        verdict: "unclear",
        findings: [
          `The article attributes figures to ${unregistered.join(", ")}, which is not in our source registry, so we do not rate it.`,
        ],
      };
    return {
      verdict: "unclear",
      findings: ["The article names no source for this figure; it is traceable to the official data cited below."],
    };
  }
  const modelled =
    cited.modelled === "unemployment" &&
    a.decisive?.evidence.some((e) => e.outcome === "pass" && e.observations[0]?.slug === "unemployment_pct");
  if (cited.tier === 1 && modelled)
    return {
      verdict: "needs_context",
      findings: [`The article cites ${cited.name}; its unemployment rate is an ILO modelled estimate, not a survey figure.`],
    };
  if (cited.tier === 1)
    return {
      verdict: a.verdict,
      findings: [`The article cites ${cited.name}, a tier-1 official source, and the figure matches official data.`],
    };
  const tier = cited.tier === 2 ? "a tier-2 source (official but secondary, or private)" : "a tier-3 source (unnamed or advocacy)";
  return {
    verdict: "needs_context",
    findings: [`The article cites ${cited.name}, ${tier}; the figure matches official data, which is the better citation.`],
  };
}

// ---------- consistency ----------

function pct(o: Observation | null): string {
  return o ? formatPercent(o.value, 1) : "n/a";
}

function money(o: Observation | null): string {
  return o ? formatOfficial("money", o.value, 0) : "n/a";
}

export function consistencyChecks(data: OfficialData, a: Assessment): ConsistencyCheck[] {
  const claim = a.claim;
  const measure: MeasureId | null = a.decisive?.measure ?? claim.measure;
  const code = claim.place.code;
  const year = decisiveYear(a);
  if (!measure || !code || year === null) return [];
  const get = (slug: string, y = year) => observe(data, slug, code, y);
  const checks: ConsistencyCheck[] = [];
  if (measure === "gdp_level" || measure === "gdp_per_capita" || measure === "population") {
    const gdp = get("gdp_current_usd");
    const perCapita = get("gdp_per_capita_usd");
    const population = get("population");
    if (gdp && perCapita && population) {
      const ok = Math.abs((perCapita.value * population.value) / gdp.value - 1) <= 0.02;
      checks.push({
        check: `GDP per capita × population ≈ GDP (${year})`,
        status: ok ? "agrees" : "disagrees",
        detail: `GDP ${money(gdp)}, GDP per capita ${money(perCapita)}, population ${formatCount(population.value)}`,
      });
    }
  }
  if (measure === "gdp_growth" || measure === "gdp_per_capita_growth" || measure === "population_growth") {
    const growth = get("gdp_growth_pct");
    const perCapita = get("gdp_per_capita_growth_pct");
    const population = get("population_growth_pct");
    if (growth && perCapita && population) {
      const implied = ((1 + growth.value / 100) / (1 + population.value / 100) - 1) * 100;
      checks.push({
        check: `Per-capita growth ≈ GDP growth less population growth (${year})`,
        status: Math.abs(implied - perCapita.value) <= 0.5 ? "agrees" : "disagrees",
        detail: `GDP growth ${pct(growth)}, population growth ${pct(population)}, GDP per capita growth ${pct(perCapita)}`,
      });
    }
    const imf = get("imf_gdp_growth_pct");
    if (growth && imf) {
      checks.push({
        check: `WDI and IMF real growth (${year})`,
        status: Math.abs(growth.value - imf.value) <= 1 ? "agrees" : "note",
        detail: `WDI ${pct(growth)}, IMF ${pct(imf)}`,
      });
    }
  }
  if (measure === "inflation" || measure === "deflator") {
    const cpi = get("inflation_cpi_pct");
    const imfCpi = get("imf_inflation_cpi_pct");
    const deflator = get("inflation_gdp_deflator_pct");
    if (cpi && imfCpi)
      checks.push({
        check: `WDI and IMF consumer-price inflation (${year})`,
        status: Math.abs(cpi.value - imfCpi.value) <= 1 ? "agrees" : "note",
        detail: `WDI ${pct(cpi)}, IMF ${pct(imfCpi)}`,
      });
    const direction = claim.change?.direction ?? 0;
    const cpiBefore = get("inflation_cpi_pct", year - 1);
    const deflatorBefore = get("inflation_gdp_deflator_pct", year - 1);
    if (direction !== 0 && cpi && cpiBefore && deflator && deflatorBefore) {
      const agree = Math.sign(cpi.value - cpiBefore.value) === direction && Math.sign(deflator.value - deflatorBefore.value) === direction;
      checks.push({
        check: `Direction of inflation, ${year - 1} to ${year}, in CPI and GDP deflator`,
        status: agree ? "agrees" : "disagrees",
        detail: `CPI ${pct(cpiBefore)} to ${pct(cpi)}; deflator ${pct(deflatorBefore)} to ${pct(deflator)}`,
      });
    } else if (deflator && cpi) {
      checks.push({
        check: `CPI and GDP-deflator inflation (${year})`,
        status: "note",
        detail: `CPI ${pct(cpi)}, GDP deflator ${pct(deflator)}`,
      });
    }
  }
  if (measure === "unemployment") {
    const ilo = get("unemployment_pct");
    const national = get("imf_unemployment_pct");
    if (ilo && national)
      checks.push({
        check: `ILO modelled and national-definition unemployment (${year})`,
        status: Math.abs(ilo.value - national.value) <= 1 ? "agrees" : "note",
        detail: `ILO ${pct(ilo)}, national ${pct(national)}`,
      });
  }
  if (measure === "debt" || measure === "central_debt") {
    const general = get("government_debt_pct_gdp");
    const central = get("central_government_debt_pct_gdp");
    if (general && central)
      checks.push({
        check: `General and central government debt (${year})`,
        status: "note",
        detail: `general ${pct(general)} of GDP, central ${pct(central)} of GDP`,
      });
  }
  if (measure === "net_lending" || measure === "revenue" || measure === "expenditure") {
    const lending = get("government_net_lending_pct_gdp");
    const revenue = get("government_revenue_pct_gdp");
    const spending = get("government_expenditure_pct_gdp");
    if (lending && revenue && spending) {
      checks.push({
        check: `Budget balance ≈ revenue − expenditure (${year})`,
        status: Math.abs(revenue.value - spending.value - lending.value) <= 0.5 ? "agrees" : "disagrees",
        detail: `revenue ${pct(revenue)}, expenditure ${pct(spending)}, balance ${pct(lending)} of GDP`,
      });
    }
  }
  if (measure === "current_account_pct" || measure === "current_account_usd") {
    const share = get("current_account_pct_gdp");
    const dollars = get("current_account_usd");
    const gdp = get("gdp_current_usd");
    if (share && dollars && gdp) {
      const sameSign = Math.sign(share.value) === Math.sign(dollars.value) || Math.abs(share.value) < 0.5;
      const close = Math.abs((dollars.value / gdp.value) * 100 - share.value) <= 1;
      checks.push({
        check: `Current account in US dollars and as a share of GDP (${year})`,
        status: sameSign && close ? "agrees" : "disagrees",
        detail: `${money(dollars)} (WDI), ${pct(share)} of GDP (IMF), GDP ${money(gdp)}`,
      });
    }
  }
  return checks;
}

function consistencyVerdict(a: CheckedAssessment, checks: ConsistencyCheck[]): { verdict: Verdict; findings: string[] } {
  if (a.verdict === "not_supported") return { verdict: a.verdict, findings: [] };
  const identities = checks.filter((c) => c.status !== "note");
  if (identities.some((c) => c.status === "disagrees"))
    return {
      verdict: "mixed",
      findings: ["The figure matches, but a related official indicator does not line up with it (see the consistency checks)."],
    };
  if (identities.length === 0)
    return {
      verdict: "needs_context",
      findings: ["No related indicator in the snapshot gives an identity to cross-check this figure against."],
    };
  return { verdict: a.verdict, findings: ["Related official indicators line up with the figure."] };
}

// ---------- one claim, one category ----------

export function reportClaim(
  data: OfficialData,
  a: Assessment,
  category: CheckCategory,
  sources: { sentence: SourceMention[]; article: SourceMention[] },
): ClaimReport {
  const notes = comparabilityNotes(data, a);
  const { timeliness, latest } = timelinessFor(data, a);
  const checks = consistencyChecks(data, a);
  const mentions = sources.sentence.length > 0 ? sources.sentence : sources.article;
  const cited = bestSource(mentions);
  const unregistered = [...new Set(mentions.filter((m) => !m.entry).map((m) => m.raw))];
  const base = {
    category,
    normalization: normalizationFor(a.claim, a),
    comparabilityNotes: notes,
    timeliness,
    consistency: checks,
    source: { cited, unregistered },
  };
  if (!a.checked) return { ...base, assessment: a, verdict: "unclear", findings: [] };
  const checkedBase = { ...base, assessment: a };
  switch (category) {
    case "accuracy":
      return { ...checkedBase, verdict: a.verdict, findings: [] };
    case "timeliness":
      return { ...checkedBase, ...timelinessVerdict(data, a, latest) };
    case "comparability": {
      const verdict = comparabilityVerdict(a);
      const findings =
        verdict === "not_supported" && a.verdict === "needs_context"
          ? ["The figure holds only under a unit or definition the text does not state."]
          : [];
      return { ...checkedBase, verdict, findings };
    }
    case "source":
      return { ...checkedBase, ...sourceVerdict(a, cited, unregistered) };
    case "consistency":
      return { ...checkedBase, ...consistencyVerdict(a, checks) };
  }
}

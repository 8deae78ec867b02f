/**
 * All reader-facing text is produced here, from structured results, so a language model can later be put
 * in front of `renderExplanation` (to rephrase, never to add figures). Every number written comes from the
 * article, the question or a snapshot row.
 */
import type { ClaimReport, ConsistencyCheck } from "./categories";
import type { Assessment, Evidence, Reading } from "./evaluate";
import { currencyLabel } from "./currencies";
import { formatOfficial } from "./format";
import { MEASURES } from "./measures";
import { indicatorMeta, type OfficialData } from "./official-data";
import { displayName } from "./places";
import { VERDICT_LABEL, type CheckCategory, type Verdict } from "./types";

const CATEGORY_LABEL: Record<CheckCategory, string> = {
  accuracy: "accuracy of the quoted numbers",
  timeliness: "timeliness of the data",
  comparability: "comparability and units",
  source: "source reliability",
  consistency: "consistency with related indicators",
};

export interface ExplanationInput {
  data: OfficialData;
  category: CheckCategory;
  /** How the question was routed, when that needs saying (custom questions). */
  routingNote: string | null;
  reports: ClaimReport[];
  overall: Verdict;
  /** Why nothing was checked, when no claim was found. */
  emptyReason: string | null;
}

function placeName(data: OfficialData, a: Assessment): string {
  const code = a.claim.place.code;
  return code ? displayName(data, code) : (a.claim.place.raw ?? "an unnamed place");
}

function sameRows(a: Reading, b: Reading): boolean {
  const rows = (r: Reading) => r.evidence.map((e) => e.observations.map((o) => `${o.slug}|${o.year}`).join(",")).join(";");
  return rows(a) === rows(b);
}

function matchingSources(data: OfficialData, reading: Reading): string {
  const names = reading.evidence
    .filter((e) => e.outcome === "pass")
    .map((e) => {
      const first = e.observations[0];
      return first ? `${publisherShort(data, first.slug)}${first.estimate ? " estimate" : ""}` : "";
    });
  return [...new Set(names.filter(Boolean))].join(" and ");
}

function publisherShort(data: OfficialData, slug: string): string {
  return indicatorMeta(data, slug).publisher === "WDI" ? "World Bank WDI" : "IMF WEO";
}

function valueText(data: OfficialData, reading: Reading, e: Evidence, decimals: number, inverse: boolean): string {
  const [main, second] = e.observations;
  if (!main) return "";
  const def = MEASURES[reading.measure];
  const estimate = main.estimate ? ", an IMF estimate or projection" : "";
  const who = publisherShort(data, main.slug);
  if (reading.measure === "total_tax_bracket" && second) {
    return `between central-government tax revenue of ${formatOfficial("ratio", main.value, decimals)} (${who}) and general government revenue of ${formatOfficial("ratio", second.value, decimals)} (${publisherShort(data, second.slug)}) in ${main.year}`;
  }
  if (reading.measure === "nominal_gdp_growth" && second) {
    return `real growth ${formatOfficial("rate", main.value, decimals)} and GDP-deflator inflation ${formatOfficial("rate", second.value, decimals)} (${who}, ${main.year})`;
  }
  if (reading.transform !== "level" && second) {
    return `${formatOfficial(def.kind, second.value, decimals)} in ${second.year} to ${formatOfficial(def.kind, main.value, decimals)} in ${main.year} (${who}${estimate})`;
  }
  if (reading.measure === "exchange_rate") {
    const name = reading.currency ? currencyLabel(reading.currency) : "local currency units";
    return `${formatOfficial("fx", main.value, decimals)} ${name} per US dollar on average in ${main.year} (${who}${inverse ? "; the text quotes US dollars per unit, the inverse" : ""})`;
  }
  const base = `${formatOfficial(def.kind, main.value, decimals, reading.measure === "gdp_per_capita_ppp")} (${who}, ${main.year}${estimate})`;
  if (second && reading.currency && reading.currency !== "USD") {
    return `${base}, at ${formatOfficial("fx", second.value, decimals)} ${currencyLabel(reading.currency)} per US dollar`;
  }
  return base;
}

function officialList(data: OfficialData, reading: Reading, decimals: number, inverse = false): string {
  return reading.evidence.map((e) => valueText(data, reading, e, decimals, inverse)).join("; ");
}

function readingLabel(data: OfficialData, a: Assessment, reading: Reading): string {
  return `${MEASURES[reading.measure].label} in ${placeName(data, a)}, ${reading.year}`;
}

function accuracySentences(data: OfficialData, a: Assessment): string[] {
  const claim = a.claim;
  // A sign word turns "shrank 2.1%" into −2.1; say so, using only the quoted digits.
  const quote =
    claim.signed.value < 0 && claim.quantity.value > 0 ? `${claim.quantity.raw} (read as negative: a fall or deficit)` : claim.quantity.raw;
  const decimals = claim.quantity.decimals;
  const inverse = claim.fx?.inverse ?? false;
  const who = claim.origin === "question" ? "The question gives" : "The article gives";
  const primary =
    a.readings.find((r) => r.role === "primary" && r.outcome !== "no_data") ?? a.readings.find((r) => r.role === "primary") ?? null;
  const out: string[] = [];
  if (!a.checked) {
    out.push(`${a.unclearReason} We cannot confirm or refute ${quote}.`);
    if (a.context.length > 0 && claim.measure) {
      const first = a.context[0];
      const values = a.context
        .map((o) => `${formatOfficial(MEASURES[claim.measure ?? "inflation"].kind, o.value, decimals)} (${publisherShort(data, o.slug)})`)
        .join(", ");
      if (first) out.push(`For reference, the annual figure for ${placeName(data, a)} in ${first.year} is ${values}.`);
    }
    return out;
  }
  if (primary) {
    const inferred = a.yearInferred
      ? ` (the text gives no year, so we used ${primary.year}, the latest up to the article's publication)`
      : "";
    out.push(
      `${who} ${quote}; we read it as ${readingLabel(data, a, primary)}${inferred}. Official: ${officialList(data, primary, decimals, inverse) || "no value"}.`,
    );
  }
  const decisive = a.decisive;
  switch (a.reason) {
    case "match":
      if (decisive !== primary) out.push(`For ${decisive.year}: ${officialList(data, decisive, decimals, inverse)}.`);
      {
        const sources = matchingSources(data, decisive);
        out.push(
          `The ${sources} ${sources.includes(" and ") ? "figures are" : "figure is"} within the tolerance for rounding and revisions: supported.`,
        );
      }
      break;
    case "projection": {
      const release = /\(([^)]*)\)/.exec(indicatorMeta(data, decisive.evidence[0].observations[0].slug).publisherName)?.[1] ?? "IMF WEO";
      out.push(
        `${decisive.year} is after the latest actual year in the data, so that value is the IMF's projection (${release}), not an outcome: the figure matches a projection and needs that context.`,
      );
      break;
    }
    case "alternative": {
      const values = primary && sameRows(primary, decisive) ? "" : `: ${officialList(data, decisive, decimals, inverse)}`;
      out.push(
        `That does not match as stated, but the figure matches ${decisive.why.replace(/^as /, "")}${values}. It needs that context.`,
      );
      break;
    }
    case "one_reading": {
      // Both readings in words, with the quoted number only: a difference or ratio of the rows would be a new number.
      const n = claim.quantity.raw.replace(/\s*(?:%|per ?cent|percent|pc|pct)$/i, "");
      const points = `as a change of ${n} percentage points`;
      const relative = `as a relative change (${n}% of the rate's own level)`;
      const [fits, fails] = decisive.transform === "change_pp" ? [points, relative] : [relative, points];
      out.push(
        `A change in a rate written in per cent can mean percentage points or a share of the rate's level. Read ${fits}, the figure matches; read ${fails}, it does not. It needs that context.`,
      );
      break;
    }
    case "stale":
      out.push(
        `That does not match the latest year, but it matches an older one: ${officialList(data, decisive, decimals, inverse)}. The figure looks out of date.`,
      );
      break;
    case "near":
      out.push(
        decisive.transform !== "level"
          ? "The direction of the change is right, but its size is outside the tolerance for this indicator, so it needs context."
          : "The figure is close to the official value but outside the tolerance for this indicator, so it needs context.",
      );
      break;
    case "other_quantity": {
      const other = a.alsoMatches;
      const matched = other
        ? ` The figure matches ${MEASURES[other.measure].label} instead (${officialList(data, other, decimals, inverse)}), a different quantity from the ${MEASURES[a.measure].label} the text states.`
        : "";
      out.push(`That is outside the tolerance.${matched} Not supported.`);
      break;
    }
    case "mismatch": {
      const tried = [...new Set(a.readings.filter((r) => r.role === "alternative").map((r) => r.why.replace(/^as /, "")))];
      out.push(
        `That is outside the tolerance${tried.length > 0 ? `, and no other plausible reading (${tried.join("; ")}) matches` : ""}: not supported.`,
      );
      if (a.scaleSlip) out.push("The gap is a factor of about a thousand, which looks like a million/billion slip.");
      break;
    }
  }
  return out;
}

function claimText(data: OfficialData, report: ClaimReport): string {
  const a = report.assessment;
  const quoted = a.claim.fromTable ? `Table row "${a.claim.excerpt}"` : `"${a.claim.excerpt}"`;
  const parts = [quoted, ...accuracySentences(data, a), ...report.findings];
  if (report.category !== "accuracy" && report.verdict !== a.verdict)
    parts.push(`${VERDICT_LABEL[report.verdict]} on ${CATEGORY_LABEL[report.category]}.`);
  return parts.join(" ");
}

/** A short label for lists: "consumer-price inflation, United States, 2022". */
export function claimLabel(data: OfficialData, report: ClaimReport): string {
  const a = report.assessment;
  const measure = a.claim.measure ? MEASURES[a.claim.measure].label : "a figure";
  const year = a.decisive?.year ?? a.claim.period.year;
  return `${measure} (${a.claim.quantity.raw}), ${placeName(data, a)}${year !== null ? `, ${year}` : ""}`;
}

export function renderConsistency(checks: ConsistencyCheck[]): string {
  if (checks.length === 0) return "No related-indicator checks apply to this figure.";
  return checks.map((c) => `${c.check}: ${c.status === "note" ? "for information" : c.status} (${c.detail}).`).join(" ");
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "World Bank WDI (July 2026 snapshot) and International Monetary Fund, World Economic Outlook (October 2025)". */
function sourcesLine(data: OfficialData): string {
  const wdi = indicatorMeta(data, "gdp_current_usd");
  const imf = indicatorMeta(data, "imf_gdp_current_usd_bn");
  const [year, month] = wdi.accessed.split("-");
  return `World Bank WDI (${MONTHS[Number(month) - 1] ?? ""} ${year} snapshot) and ${imf.publisherName}`;
}

/** The explanation shown in the chat and the short summary paragraph. */
export function renderExplanation(input: ExplanationInput): { explanation: string; response: string } {
  const { data, reports, overall, category } = input;
  const routing = input.routingNote ? `${input.routingNote} ` : "";
  const sources = sourcesLine(data);
  if (reports.length === 0) {
    const reason = input.emptyReason ?? "We found no checkable figure in the article.";
    return {
      explanation: `${routing}${reason} A checkable figure names an amount, what it measures (such as GDP, inflation or unemployment) and where.`,
      response: `${VERDICT_LABEL.unclear}: ${reason}`,
    };
  }
  if (reports.length === 1) {
    const only = reports[0] as ClaimReport;
    return {
      explanation: `${routing}${claimText(data, only)}`,
      response: `${routing}${VERDICT_LABEL[overall]} (${CATEGORY_LABEL[category]}): ${claimLabel(data, only)}, checked against ${sources}.`,
    };
  }
  const lines = reports.map((r) => `• ${VERDICT_LABEL[r.verdict]}: ${claimText(data, r)}`);
  const groups = (Object.keys(VERDICT_LABEL) as Verdict[])
    .map((v) => {
      const members = reports.filter((r) => r.verdict === v).map((r) => claimLabel(data, r));
      return members.length > 0 ? `${VERDICT_LABEL[v]}: ${members.join("; ")}.` : "";
    })
    .filter(Boolean);
  return {
    explanation: `${routing}Overall: ${VERDICT_LABEL[overall]} on ${CATEGORY_LABEL[category]}. Each figure, checked against ${sources}:\n${lines.join("\n")}`,
    response: `${routing}${VERDICT_LABEL[overall]} overall (${CATEGORY_LABEL[category]}). ${groups.join(" ")}`,
  };
}

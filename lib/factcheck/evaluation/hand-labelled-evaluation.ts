/**
 * Runs the labelled claims through factCheckArticle and scores the answers. Shared by the Jest suite
 * (which enforces the targets in CI) and scripts/eval-factcheck.ts (which prints the report).
 */
import { factCheckArticle, type FactCheckResponse, type Verdict } from "@/lib/factcheck/engine";
import { getOfficialData, type OfficialData } from "@/lib/factcheck/official-data";
import { QUICK_QUESTIONS } from "@/lib/factcheck/quick-questions";
import { VERDICTS } from "@/lib/factcheck/types";
import { DEFAULT_PUBLISHED_AT, LABELLED_CLAIMS, type LabelledClaim } from "./hand-labelled";

export const TARGETS = {
  accuracy: 0.95,
  /** "A wrong figure called supported in at most 1 case in 50." */
  wrongSupportedRate: 1 / 50,
};


export interface CaseOutcome {
  labelled: LabelledClaim;
  response: FactCheckResponse;
  predicted: Verdict;
  correct: boolean;
  /** Numbers in the explanation or response found neither in the input nor in the snapshot. */
  strayNumbers: string[];
  extraction: { indicator: boolean | null; country: boolean | null; year: boolean | null };
}

export interface EvalReport {
  outcomes: CaseOutcome[];
  accuracy: number;
  macroF1: number;
  f1ByVerdict: Partial<Record<Verdict, number>>;
  /** confusion[expected][predicted], rows and columns in VERDICTS order. */
  confusion: number[][];
  wrongFigureCases: number;
  wrongSupported: number;
  outOfCoverageCases: number;
  outOfCoverageUnclear: number;
  strayNumberCases: number;
  deterministic: boolean;
  extractionAgreement: { indicator: number; country: number; year: number };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function requestFor(c: LabelledClaim, index: number) {
  const category = c.category ?? "accuracy";
  const quick = QUICK_QUESTIONS.find((q) => q.category === category);
  return {
    article: {
      id: index + 1,
      title: "Markets and the economy",
      html: `<p>${escapeHtml(c.text)}</p>`,
      publishedAt: c.publishedAt ?? DEFAULT_PUBLISHED_AT,
      url: `https://basispoint.example/post/${index + 1}`,
    },
    category,
    question: c.question ?? quick?.question ?? "",
    description: quick?.description,
  };
}

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

/** Numbers in the answer that come neither from the input text nor (as a rounding) from the snapshot. */
export function strayNumbers(data: OfficialData, text: string, input: string, countries: string[]): string[] {
  let scrubbed = text;
  for (const c of data.countries.values()) if (/\d/.test(c.name)) scrubbed = scrubbed.split(c.name).join(" ");
  const allowed = inputNumbers(input);
  const values = snapshotValues(data, countries);
  const stray: string[] = [];
  for (const m of scrubbed.matchAll(NUMBER_TOKEN)) {
    const digits = (m[0].replace(/\s?(trillion|billion|million)$/, "").match(/\d[\d,]*(?:\.\d+)?/)?.[0] ?? "").replace(/,/g, "");
    if (!digits) continue;
    if (allowed.has(digits)) continue;
    const n = Number(digits);
    if (Number.isInteger(n) && n >= 1990 && n <= 2030 && digits.length === 4) continue;
    const decimals = digits.includes(".") ? digits.length - digits.indexOf(".") - 1 : 0;
    const scale = m[1] ? SCALE[m[1]] ?? 1 : 1;
    const half = 0.5 * 10 ** -decimals * scale + 1e-9 * scale;
    if (values.some((v) => Math.abs(Math.abs(v) - n * scale) <= half)) continue;
    stray.push(m[0]);
  }
  return stray;
}

function runOnce(data: OfficialData): { outcomes: CaseOutcome[]; serialised: string } {
  const outcomes: CaseOutcome[] = LABELLED_CLAIMS.map((labelled, index) => {
    const request = requestFor(labelled, index);
    const response = factCheckArticle(request, { data });
    const predicted = response.overall_verdict;
    const first = response.check.claims[0];
    const countries = [...new Set([...response.check.claims.map((c) => c.country), labelled.country, "EMU"].filter((c): c is string => Boolean(c)))];
    const input = `${labelled.text} ${request.question}`;
    const stray = strayNumbers(data, `${response.check.explanation}\n${response.response}`, input, countries);
    const yearOk = labelled.year === null ? (labelled.tags.includes("missing_year") ? Boolean(first?.year_inferred) : null) : first?.year === labelled.year;
    return {
      labelled,
      response,
      predicted,
      correct: predicted === labelled.expected,
      strayNumbers: stray,
      extraction: {
        indicator: labelled.indicator === null ? null : first?.indicator === labelled.indicator,
        country: labelled.country === null ? null : first?.country === labelled.country,
        year: yearOk,
      },
    };
  });
  return { outcomes, serialised: JSON.stringify(outcomes.map((o) => o.response)) };
}

function rate(values: (boolean | null)[]): number {
  const scored = values.filter((v): v is boolean => v !== null);
  return scored.length === 0 ? 1 : scored.filter(Boolean).length / scored.length;
}

export function runEvaluation(data: OfficialData = getOfficialData()): EvalReport {
  const first = runOnce(data);
  const second = runOnce(data);
  const outcomes = first.outcomes;
  const index = (v: Verdict) => VERDICTS.indexOf(v);
  const confusion = VERDICTS.map(() => VERDICTS.map(() => 0));
  for (const o of outcomes) {
    const row = confusion[index(o.labelled.expected)];
    if (row) row[index(o.predicted)] = (row[index(o.predicted)] ?? 0) + 1;
  }
  const f1ByVerdict: Partial<Record<Verdict, number>> = {};
  for (const v of VERDICTS) {
    const tp = outcomes.filter((o) => o.labelled.expected === v && o.predicted === v).length;
    const support = outcomes.filter((o) => o.labelled.expected === v).length;
    const predicted = outcomes.filter((o) => o.predicted === v).length;
    if (support === 0 && predicted === 0) continue;
    const precision = predicted === 0 ? 0 : tp / predicted;
    const recall = support === 0 ? 0 : tp / support;
    f1ByVerdict[v] = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  }
  const f1s = Object.values(f1ByVerdict);
  const wrong = outcomes.filter((o) => o.labelled.tags.includes("wrong_figure"));
  const outOfCoverage = outcomes.filter((o) => o.labelled.tags.includes("out_of_coverage"));
  return {
    outcomes,
    accuracy: outcomes.filter((o) => o.correct).length / outcomes.length,
    macroF1: f1s.reduce((a, b) => a + b, 0) / (f1s.length || 1),
    f1ByVerdict,
    confusion,
    wrongFigureCases: wrong.length,
    wrongSupported: wrong.filter((o) => o.predicted === "supported").length,
    outOfCoverageCases: outOfCoverage.length,
    outOfCoverageUnclear: outOfCoverage.filter((o) => o.predicted === "unclear").length,
    strayNumberCases: outcomes.filter((o) => o.strayNumbers.length > 0).length,
    deterministic: first.serialised === second.serialised,
    extractionAgreement: {
      indicator: rate(outcomes.map((o) => o.extraction.indicator)),
      country: rate(outcomes.map((o) => o.extraction.country)),
      year: rate(outcomes.map((o) => o.extraction.year)),
    },
  };
}

/** Targets the report misses, as sentences; empty when all are met. */
export function missedTargets(report: EvalReport): string[] {
  const missed: string[] = [];
  if (report.accuracy < TARGETS.accuracy) missed.push(`accuracy ${(report.accuracy * 100).toFixed(1)}% < ${TARGETS.accuracy * 100}%`);
  if (report.wrongFigureCases > 0 && report.wrongSupported / report.wrongFigureCases > TARGETS.wrongSupportedRate) {
    missed.push(`wrong figures called supported: ${report.wrongSupported} of ${report.wrongFigureCases} (more than 1 in 50)`);
  }
  if (report.outOfCoverageUnclear !== report.outOfCoverageCases) missed.push(`out-of-coverage claims not unclear: ${report.outOfCoverageCases - report.outOfCoverageUnclear}`);
  if (report.strayNumberCases > 0) missed.push(`explanations with numbers found neither in the claim nor in the data: ${report.strayNumberCases}`);
  if (!report.deterministic) missed.push("a second run gave different output");
  return missed;
}

export function formatReport(report: EvalReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const width = 14;
  const lines: string[] = [];
  lines.push(`Labelled claims: ${report.outcomes.length}`);
  lines.push(`Accuracy: ${pct(report.accuracy)} (${report.outcomes.filter((o) => o.correct).length}/${report.outcomes.length})`);
  lines.push(`Macro-F1: ${report.macroF1.toFixed(3)}  (${VERDICTS.filter((v) => report.f1ByVerdict[v] !== undefined).map((v) => `${v} ${report.f1ByVerdict[v]?.toFixed(3)}`).join(", ")})`);
  lines.push("");
  lines.push("Confusion matrix (rows: expected, columns: predicted)");
  lines.push(`${"".padEnd(width)}${VERDICTS.map((v) => v.padStart(width)).join("")}`);
  report.confusion.forEach((row, i) => lines.push(`${(VERDICTS[i] ?? "").padEnd(width)}${row.map((n) => String(n).padStart(width)).join("")}`));
  lines.push("");
  lines.push(`Wrong figure called supported: ${report.wrongSupported} of ${report.wrongFigureCases}`);
  lines.push(`Out-of-coverage claims answered unclear: ${report.outOfCoverageUnclear} of ${report.outOfCoverageCases}`);
  lines.push(`Answers with numbers not in the claim or the data: ${report.strayNumberCases}`);
  lines.push(`Identical output on a second run: ${report.deterministic ? "yes" : "NO"}`);
  lines.push(
    `Extraction agreement with labels: indicator ${pct(report.extractionAgreement.indicator)}, country ${pct(report.extractionAgreement.country)}, year ${pct(report.extractionAgreement.year)}`,
  );
  const misses = report.outcomes.filter((o) => !o.correct);
  lines.push("");
  lines.push(misses.length === 0 ? "Misses: none" : `Misses (${misses.length}):`);
  for (const o of misses) lines.push(`  ${o.labelled.id}: expected ${o.labelled.expected}, got ${o.predicted} — "${o.labelled.text}"${o.labelled.question ? ` / Q: ${o.labelled.question}` : ""}`);
  const stray = report.outcomes.filter((o) => o.strayNumbers.length > 0);
  for (const o of stray) lines.push(`  stray numbers in ${o.labelled.id}: ${o.strayNumbers.join(", ")}`);
  const extraction = report.outcomes.filter((o) => Object.values(o.extraction).some((v) => v === false));
  if (extraction.length > 0) {
    lines.push("");
    lines.push("Extraction disagreements (informational):");
    for (const o of extraction) {
      const c = o.response.check.claims[0];
      lines.push(`  ${o.labelled.id}: indicator ${c?.indicator ?? "none"} / ${o.labelled.indicator ?? "none"}, country ${c?.country ?? "none"} / ${o.labelled.country ?? "none"}, year ${c?.year ?? "none"} / ${o.labelled.year ?? "none"}`);
    }
  }
  return lines.join("\n");
}

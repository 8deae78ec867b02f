/**
 * Runs labelled cases through factCheckArticle and scores the answers: accuracy, macro-F1, the confusion matrix,
 * costly errors, "supported" on out-of-coverage questions, grounding and determinism. Shared by the Jest suite
 * (which enforces the targets) and scripts/eval-factcheck.ts (which prints the report).
 */
import { factCheckArticle, type FactCheckRequest, type FactCheckResponse } from "../engine";
import { getOfficialData, type OfficialData } from "../official-data";
import { QUICK_QUESTIONS } from "../quick-questions";
import { VERDICTS, type Verdict } from "../types";
import type { EvalCase } from "./cases";
import { answerCountries, answerText, strayNumbers } from "./grounding";

export interface Targets {
  /** Share of cases answered with the expected verdict. */
  accuracy: number;
  /** The same share among the reader-question shapes (issue 27) alone, and for every shape with enough cases. */
  shapedAccuracy?: number;
  /** Fewest cases each shape must have. */
  minPerShape?: number;
}

/** Single-figure cases carry no shape. */
export const POINT_SHAPE = "single figure";

export interface ShapeScore {
  shape: string;
  n: number;
  correct: number;
  costly: number;
}

export interface CaseOutcome {
  case: EvalCase;
  response: FactCheckResponse;
  predicted: Verdict;
  correct: boolean;
  /** A wrong figure called supported, or a correct one called not supported. */
  costly: boolean;
  /** Numbers in the answer found neither in the input nor in the snapshot. */
  strayNumbers: string[];
  extraction: { indicator: boolean | null; country: boolean | null };
}

export interface EvalReport {
  name: string;
  targets: Targets;
  outcomes: CaseOutcome[];
  accuracy: number;
  macroF1: number;
  f1ByVerdict: Partial<Record<Verdict, number>>;
  /** confusion[expected][predicted], rows and columns in VERDICTS order. */
  confusion: number[][];
  wrongFigures: number;
  wrongSupported: number;
  correctFigures: number;
  correctNotSupported: number;
  outOfCoverage: number;
  outOfCoverageSupported: number;
  outOfCoverageUnclear: number;
  /** Out-of-coverage questions answered supported or not_supported: a verdict about a figure the data does not hold. */
  outOfCoverageDecided: number;
  /** Accuracy per claim shape, single figures first. */
  shapes: ShapeScore[];
  /** Share of answers whose every number is grounded. */
  grounding: number;
  deterministic: boolean;
  extractionAgreement: { indicator: number; country: number };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function requestFor(c: EvalCase, index: number): FactCheckRequest {
  const quick = QUICK_QUESTIONS.find((q) => q.category === c.category);
  return {
    article: {
      id: index + 1,
      title: "Markets and the economy",
      html: `<p>${escapeHtml(c.text)}</p>`,
      publishedAt: c.publishedAt,
      url: `https://basispoint.example/post/${index + 1}`,
    },
    category: c.category,
    question: c.question ?? quick?.question ?? "",
    description: quick?.description,
  };
}

/** The engine reports the first file of a measure; a label may name the IMF file of the same measure. */
function sameIndicator(engine: string | null | undefined, label: string): boolean {
  return engine === label || `imf_${engine}` === label || engine === label.replace(/^imf_/, "");
}

function runOnce(cases: EvalCase[], data: OfficialData): { outcomes: CaseOutcome[]; serialised: string } {
  const outcomes = cases.map((c, index): CaseOutcome => {
    const request = requestFor(c, index);
    const response = factCheckArticle(request, { data });
    const predicted = response.overall_verdict;
    const first = response.check.claims[0];
    const stray = strayNumbers(data, answerText(response), `${c.text} ${request.question}`, answerCountries(data, response, [c.country]));
    const costly = (c.figure === "wrong" && predicted === "supported") || (c.figure === "correct" && predicted === "not_supported");
    return {
      case: c,
      response,
      predicted,
      correct: predicted === c.expected,
      costly,
      strayNumbers: stray,
      extraction: {
        indicator: c.indicator === null ? null : sameIndicator(first?.indicator, c.indicator),
        country: c.country === null ? null : first?.country === c.country,
      },
    };
  });
  return { outcomes, serialised: JSON.stringify(outcomes.map((o) => o.response)) };
}

function share(values: (boolean | null)[]): number {
  const scored = values.filter((v): v is boolean => v !== null);
  return scored.length === 0 ? 1 : scored.filter(Boolean).length / scored.length;
}

/** Per-verdict F1 over the verdicts that occur (expected or predicted), and their mean. */
function f1Scores(outcomes: CaseOutcome[]): { byVerdict: Partial<Record<Verdict, number>>; macro: number } {
  const byVerdict: Partial<Record<Verdict, number>> = {};
  for (const v of VERDICTS) {
    const tp = outcomes.filter((o) => o.case.expected === v && o.predicted === v).length;
    const support = outcomes.filter((o) => o.case.expected === v).length;
    const predicted = outcomes.filter((o) => o.predicted === v).length;
    if (support === 0 && predicted === 0) continue;
    const precision = predicted === 0 ? 0 : tp / predicted;
    const recall = support === 0 ? 0 : tp / support;
    byVerdict[v] = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  }
  const scores = Object.values(byVerdict);
  return { byVerdict, macro: scores.reduce((a, b) => a + b, 0) / (scores.length || 1) };
}

export function evaluateCases(name: string, cases: EvalCase[], targets: Targets, data: OfficialData = getOfficialData()): EvalReport {
  const first = runOnce(cases, data);
  const second = runOnce(cases, data);
  const outcomes = first.outcomes;
  const confusion = VERDICTS.map(() => VERDICTS.map(() => 0));
  for (const o of outcomes) {
    const row = confusion[VERDICTS.indexOf(o.case.expected)];
    const column = VERDICTS.indexOf(o.predicted);
    if (row) row[column] = (row[column] ?? 0) + 1;
  }
  const f1 = f1Scores(outcomes);
  const wrong = outcomes.filter((o) => o.case.figure === "wrong");
  const correct = outcomes.filter((o) => o.case.figure === "correct");
  const outOfCoverage = outcomes.filter((o) => o.case.outOfCoverage);
  return {
    name,
    targets,
    outcomes,
    accuracy: outcomes.filter((o) => o.correct).length / (outcomes.length || 1),
    macroF1: f1.macro,
    f1ByVerdict: f1.byVerdict,
    confusion,
    wrongFigures: wrong.length,
    wrongSupported: wrong.filter((o) => o.predicted === "supported").length,
    correctFigures: correct.length,
    correctNotSupported: correct.filter((o) => o.predicted === "not_supported").length,
    outOfCoverage: outOfCoverage.length,
    outOfCoverageSupported: outOfCoverage.filter((o) => o.predicted === "supported").length,
    outOfCoverageUnclear: outOfCoverage.filter((o) => o.predicted === "unclear").length,
    outOfCoverageDecided: outOfCoverage.filter((o) => o.predicted === "supported" || o.predicted === "not_supported").length,
    shapes: shapeScores(outcomes),
    grounding: share(outcomes.map((o) => o.strayNumbers.length === 0)),
    deterministic: first.serialised === second.serialised,
    extractionAgreement: {
      indicator: share(outcomes.map((o) => o.extraction.indicator)),
      country: share(outcomes.map((o) => o.extraction.country)),
    },
  };
}

function shapeScores(outcomes: CaseOutcome[]): ShapeScore[] {
  const scores = new Map<string, ShapeScore>();
  for (const o of outcomes) {
    const shape = o.case.shape ?? POINT_SHAPE;
    const score = scores.get(shape) ?? { shape, n: 0, correct: 0, costly: 0 };
    scores.set(shape, { shape, n: score.n + 1, correct: score.correct + (o.correct ? 1 : 0), costly: score.costly + (o.costly ? 1 : 0) });
  }
  return [...scores.values()];
}

/** Targets the report misses, as sentences; empty when all are met. */
export function missedTargets(report: EvalReport): string[] {
  const missed: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  if (report.accuracy < report.targets.accuracy)
    missed.push(`${report.name}: accuracy ${pct(report.accuracy)} < ${pct(report.targets.accuracy)}`);
  const costly = report.outcomes.filter((o) => o.costly).length;
  if (costly > 0)
    missed.push(`${report.name}: ${costly} costly error(s) (a wrong figure called supported, or a correct one not supported)`);
  if (report.outOfCoverageSupported > 0)
    missed.push(`${report.name}: ${report.outOfCoverageSupported} out-of-coverage question(s) called supported`);
  if (report.outOfCoverageDecided > 0)
    missed.push(`${report.name}: ${report.outOfCoverageDecided} out-of-coverage question(s) called supported or not supported`);
  const shaped = report.shapes.filter((s) => s.shape !== POINT_SHAPE);
  const { shapedAccuracy, minPerShape } = report.targets;
  if (shapedAccuracy !== undefined) {
    const n = shaped.reduce((a, s) => a + s.n, 0);
    const ok = shaped.reduce((a, s) => a + s.correct, 0);
    if (n === 0 || ok / n < shapedAccuracy)
      missed.push(`${report.name}: reader-question shapes ${pct(ok / (n || 1))} < ${pct(shapedAccuracy)}`);
  }
  if (minPerShape !== undefined)
    for (const s of shaped)
      if (s.n < minPerShape) missed.push(`${report.name}: only ${s.n} "${s.shape}" questions (at least ${minPerShape})`);
  if (report.grounding < 1)
    missed.push(
      `${report.name}: grounding ${pct(report.grounding)} < 100% (numbers in answers that are neither in the question nor in the data)`,
    );
  if (!report.deterministic) missed.push(`${report.name}: a second run gave different output`);
  return missed;
}

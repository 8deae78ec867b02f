/** Plain-text report of an evaluation: the figures always, the cases behind them only when asked. */
import { VERDICTS } from "../types";
import type { EvalReport } from "./scoring";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export interface ReportOptions {
  /** List misses, costly errors, stray numbers and per-family scores (never for the held-out part while tuning). */
  details: boolean;
}

export function formatReport(report: EvalReport, options: ReportOptions): string {
  const width = 14;
  const n = report.outcomes.length;
  const lines: string[] = [];
  const correct = report.outcomes.filter((o) => o.correct).length;
  const costly = report.outcomes.filter((o) => o.costly);
  lines.push(`== ${report.name}: ${n} questions ==`);
  lines.push(`Accuracy: ${pct(report.accuracy)} (${correct}/${n}; target ≥ ${pct(report.targets.accuracy)})`);
  lines.push(
    `Macro-F1: ${report.macroF1.toFixed(3)}  (${VERDICTS.filter((v) => report.f1ByVerdict[v] !== undefined)
      .map((v) => `${v} ${report.f1ByVerdict[v]?.toFixed(3)}`)
      .join(", ")})`,
  );
  lines.push("Confusion matrix (rows: expected, columns: predicted)");
  lines.push(`${"".padEnd(width)}${VERDICTS.map((v) => v.padStart(width)).join("")}`);
  report.confusion.forEach((row, i) =>
    lines.push(`${(VERDICTS[i] ?? "").padEnd(width)}${row.map((x) => String(x).padStart(width)).join("")}`),
  );
  lines.push(
    `Costly errors: ${costly.length} (wrong figure called supported: ${report.wrongSupported} of ${report.wrongFigures}; correct figure called not supported: ${report.correctNotSupported} of ${report.correctFigures})`,
  );
  lines.push(
    `'Supported' on out-of-coverage questions: ${report.outOfCoverageSupported} of ${report.outOfCoverage} (answered unclear: ${report.outOfCoverageUnclear})`,
  );
  if (report.shapes.length > 0) {
    lines.push("Scores by claim shape:");
    for (const s of report.shapes)
      lines.push(
        `  ${s.shape.padEnd(width)}${pct(s.correct / s.n).padStart(7)}  (${s.correct}/${s.n})${s.costly > 0 ? `, ${s.costly} costly` : ""}`,
      );
  }
  lines.push(`Supported or not supported on out-of-coverage questions: ${report.outOfCoverageDecided} of ${report.outOfCoverage}`);
  lines.push(`Grounding: ${pct(report.grounding)} of answers have every number in the data or the question`);
  lines.push(`Identical output on a second run: ${report.deterministic ? "yes" : "NO"}`);
  lines.push(
    `Extraction agreement (informational): indicator ${pct(report.extractionAgreement.indicator)}, country ${pct(report.extractionAgreement.country)}`,
  );
  if (!options.details) return lines.join("\n");
  const families = new Map<string, { n: number; ok: number }>();
  for (const o of report.outcomes) {
    const f = families.get(o.case.family) ?? { n: 0, ok: 0 };
    families.set(o.case.family, { n: f.n + 1, ok: f.ok + (o.correct ? 1 : 0) });
  }
  const weak = [...families].filter(([, f]) => f.ok < f.n);
  if (weak.length > 0) lines.push(`Families below 100%: ${weak.map(([name, f]) => `${name} ${f.ok}/${f.n}`).join(", ")}`);
  const misses = report.outcomes.filter((o) => !o.correct);
  lines.push(misses.length === 0 ? "Misses: none" : `Misses (${misses.length}):`);
  for (const o of misses) {
    const text = o.case.question ? `Q: ${o.case.question}` : `"${o.case.text}"`;
    lines.push(`  ${o.case.id}: expected ${o.case.expected}, got ${o.predicted}${o.costly ? " (COSTLY)" : ""} — ${text}`);
  }
  for (const o of report.outcomes.filter((x) => x.strayNumbers.length > 0))
    lines.push(`  stray numbers in ${o.case.id}: ${o.strayNumbers.join(", ")}`);
  return lines.join("\n");
}

/** @jest-environment node */
import { LABELLED_CLAIMS } from "@/lib/factcheck/evaluation/hand-labelled";
import { missedArticleTargets, runArticleEvaluation } from "@/lib/factcheck/evaluation/article-evaluation";
import { missedTargets, runEvaluation } from "@/lib/factcheck/evaluation/hand-labelled-evaluation";

describe("labelled evaluation set", () => {
  const report = runEvaluation();

  it("has at least 80 claims covering every required tag", () => {
    expect(LABELLED_CLAIMS.length).toBeGreaterThanOrEqual(80);
    const tags = new Set(LABELLED_CLAIMS.flatMap((c) => c.tags));
    for (const tag of ["percent", "pp", "scale_tn", "scale_bn", "per_capita", "nominal_real", "missing_year", "stale", "rounding_hedge", "aggregate", "demonym", "range", "negative", "out_of_coverage", "wrong_figure", "scale_slip", "definitional"]) {
      expect(tags).toContain(tag);
    }
    expect(new Set(LABELLED_CLAIMS.map((c) => c.id)).size).toBe(LABELLED_CLAIMS.length);
  });

  it("meets every target (accuracy, wrong-supported, out-of-coverage, numbers, determinism)", () => {
    expect(missedTargets(report)).toEqual([]);
  });

  it("never writes a number that is neither in the input nor in the snapshot", () => {
    expect(report.outcomes.filter((o) => o.strayNumbers.length > 0).map((o) => `${o.labelled.id}: ${o.strayNumbers.join(", ")}`)).toEqual([]);
  });
});

describe("seeded articles", () => {
  const report = runArticleEvaluation();

  it("finds every planted error, raises no false alarm and supports the recorded figures", () => {
    expect(report.planted).toBe(6);
    expect(missedArticleTargets(report)).toEqual([]);
  });
});

/** @jest-environment node */
import { loadEvalSet, PARTS } from "@/lib/factcheck/evaluation/cases";
import { missedArticleTargets, runArticleEvaluation } from "@/lib/factcheck/evaluation/article-evaluation";
import { LABELLED_CLAIMS } from "@/lib/factcheck/evaluation/hand-labelled";
import { missedTargets } from "@/lib/factcheck/evaluation/scoring";
import { runSuite } from "@/lib/factcheck/evaluation/suite";

describe("the generated question set", () => {
  const sets = PARTS.map((part) => loadEvalSet(part));

  it("holds at least 400 questions, 60 of them out of coverage, in two parts with distinct questions", () => {
    const cases = sets.flatMap((s) => s.cases);
    expect(cases.length).toBeGreaterThanOrEqual(400);
    expect(cases.filter((c) => c.outOfCoverage).length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const [development, heldout] = sets;
    const developmentQuestions = new Set(development?.cases.map((c) => c.question));
    expect(heldout?.cases.filter((c) => developmentQuestions.has(c.question))).toEqual([]);
  });

  it("labels out-of-coverage questions unclear and every other question with a figure to compare", () => {
    for (const c of sets.flatMap((s) => s.cases)) {
      if (c.outOfCoverage) expect([c.id, c.expected, c.figure]).toEqual([c.id, "unclear", null]);
      else expect([c.id, c.figure === null]).toEqual([c.id, false]);
    }
  });
});

describe("labelled evaluation", () => {
  const suite = runSuite();

  it("keeps the hand-labelled regression set's coverage of tags", () => {
    const tags = new Set(LABELLED_CLAIMS.flatMap((c) => c.tags));
    for (const tag of [
      "percent",
      "pp",
      "scale_tn",
      "scale_bn",
      "per_capita",
      "nominal_real",
      "missing_year",
      "stale",
      "rounding_hedge",
      "aggregate",
      "demonym",
      "range",
      "negative",
      "out_of_coverage",
      "wrong_figure",
      "scale_slip",
      "definitional",
    ]) {
      expect(tags).toContain(tag);
    }
  });

  it("meets the development part's targets: ≥ 98%, no costly error, no 'supported' out of coverage, all grounded", () => {
    expect(missedTargets(suite.development)).toEqual([]);
  });

  it("meets the held-out part's targets: ≥ 97%, no costly error, no 'supported' out of coverage, all grounded", () => {
    expect(missedTargets(suite.heldout)).toEqual([]);
  });

  it("meets the hand-labelled set's targets", () => {
    expect(missedTargets(suite.handLabelled)).toEqual([]);
  });

  it("never writes a number that is neither in the input nor in the snapshot", () => {
    const stray = [suite.development, suite.heldout, suite.handLabelled].flatMap((r) =>
      r.outcomes.filter((o) => o.strayNumbers.length > 0),
    );
    expect(stray.map((o) => `${o.case.id}: ${o.strayNumbers.join(", ")}`)).toEqual([]);
  });
});

describe("seeded articles", () => {
  const report = runArticleEvaluation();

  it("finds every planted error, raises no false alarm and supports the recorded figures", () => {
    expect(report.planted).toBe(6);
    expect(missedArticleTargets(report)).toEqual([]);
  });
});

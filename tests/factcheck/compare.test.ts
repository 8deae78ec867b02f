/** @jest-environment node */
import { compareChange, compareFigure, type Outcome, type QuotedFigure } from "@/lib/factcheck/compare";
import { TOLERANCE, type ToleranceClassId } from "@/lib/factcheck/measures";

function fig(value: number, rounding: number, extra: Partial<QuotedFigure> = {}): QuotedFigure {
  return { value, lo: value, hi: value, rounding, hedge: null, ...extra };
}

describe("compareFigure", () => {
  const cases: [string, QuotedFigure, number, ToleranceClassId, Outcome][] = [
    ["3.4% vs 3.41 (CPI)", fig(3.4, 0.05), 3.41, "rate_cpi", "pass"],
    ["3.4% vs 3.63: rounding 0.05 + band 0.2", fig(3.4, 0.05), 3.63, "rate_cpi", "pass"],
    ["3.4% vs 3.70: within twice the tolerance", fig(3.4, 0.05), 3.7, "rate_cpi", "near"],
    ["3.4% vs 4.1: beyond twice and beyond 0.5 pp", fig(3.4, 0.05), 4.1, "rate_cpi", "fail"],
    ["8% vs 8.003", fig(8, 0.5), 8.003, "rate_cpi", "pass"],
    ["9% vs 8.0: close but outside", fig(9, 0.5), 8.0, "rate_cpi", "near"],
    ["growth −2.1 vs +1.08: sign flipped", fig(-2.1, 0.05), 1.08, "rate_growth", "fail"],
    ["growth −0.1 vs +0.2: inside the band, not a flip", fig(-0.1, 0.05), 0.2, "rate_growth", "pass"],
    ["growth 1.2 vs 0.5: within 0.7 points, but more than twice the rate", fig(1.2, 0.05), 0.5, "rate_growth", "fail"],
    ["growth −0.3 vs −0.87: an understatement (a revised first estimate) stays near", fig(-0.3, 0.05), -0.87, "rate_growth", "near"],
    ["debt 135% vs 135.3", fig(135, 0.5), 135.3, "ratio_debt", "pass"],
    ["debt 130% vs 101.2", fig(130, 0.5), 101.2, "ratio_debt", "fail"],
    ["deficit −3.1 vs −5.77", fig(-3.1, 0.05), -5.77, "ratio_balance", "fail"],
    ["$4.5tn vs 4.46tn", fig(4.5e12, 0.05e12), 4.46e12, "money", "pass"],
    ["$4.1tn vs 4.20tn (older vintage)", fig(4.1e12, 0.05e12), 4.2e12, "money", "pass"],
    ["$4.5tn vs 4.2tn: 7% off", fig(4.5e12, 0.05e12), 4.2e12, "money", "near"],
    ["$21tn vs 18.73tn: 12% off", fig(21e12, 0.5e12), 18.73e12, "money", "fail"],
    ["331 billion vs 331.6 million", fig(331e9, 0.5e9), 331.6e6, "count", "fail"],
    ["2 billion vs 1.451 billion: rounding does not stretch the needs-context band", fig(2e9, 0.5e9), 1.451e9, "count", "fail"],
    ["151 yen vs 151.37", fig(151, 0.5), 151.37, "fx", "pass"],
  ];
  it.each(cases)("%s", (_name, figure, official, cls, outcome) => {
    expect(compareFigure(figure, official, TOLERANCE[cls])).toBe(outcome);
  });

  describe("hedges and ranges", () => {
    const hedged: [string, QuotedFigure, number, ToleranceClassId, Outcome][] = [
      ["about 8% vs 8.4: widened to at least 0.2 pp", fig(8, 0.5, { hedge: "about" }), 8.4, "rate_cpi", "pass"],
      ["about $4.5tn vs 4.3tn: widened to 5%", fig(4.5e12, 0.05e12, { hedge: "about" }), 4.3e12, "money", "pass"],
      ["nearly 2 million vs 1.95 million", fig(2e6, 0.5e6, { hedge: "nearly" }), 1.95e6, "count", "pass"],
      ["nearly 2 million vs 2.19 million: above, needs context", fig(2e6, 0.5e6, { hedge: "nearly" }), 2.19e6, "count", "near"],
      ["more than 5% vs 5.6", fig(5, 0.5, { hedge: "more_than" }), 5.6, "rate_growth", "pass"],
      ["more than 5% vs 4.97", fig(5, 0.5, { hedge: "more_than" }), 4.97, "rate_growth", "near"],
      ["more than 5% vs 5.003: rounds to 5", fig(5, 0.5, { hedge: "more_than" }), 5.003, "rate_growth", "near"],
      ["more than 2% vs 8%: an understatement", fig(2, 0.5, { hedge: "more_than" }), 8, "rate_cpi", "near"],
      ["more than 5% vs 2%", fig(5, 0.5, { hedge: "more_than" }), 2, "rate_growth", "fail"],
      ["less than 4% vs 3.6", fig(4, 0.5, { hedge: "less_than" }), 3.6, "rate_unemployment", "pass"],
      ["under 4% vs 4.2", fig(4, 0.5, { hedge: "less_than" }), 4.2, "rate_unemployment", "near"],
      ["2–3% vs 2.4", fig(2.5, 0.5, { lo: 2, hi: 3 }), 2.4, "rate_growth", "pass"],
      ["3–4% vs 2.79: below the range", fig(3.5, 0.5, { lo: 3, hi: 4 }), 2.79, "rate_growth", "near"],
      ["3–4% vs 1.5", fig(3.5, 0.5, { lo: 3, hi: 4 }), 1.5, "rate_growth", "fail"],
    ];
    it.each(hedged)("%s", (_name, figure, official, cls, outcome) => {
      expect(compareFigure(figure, official, TOLERANCE[cls])).toBe(outcome);
    });
  });
});

describe("compareChange", () => {
  const cls = TOLERANCE.rate_unemployment;
  it.each([
    ["rose 0.4 pp vs +0.38", fig(0.4, 0.05), 0.384, 1 as const, "pass"],
    ["rose 10% vs +10.6% relative", fig(10, 0.5), 10.55, 1 as const, "pass"],
    ["rose 15% vs +8.3%: right direction, wrong size", fig(15, 0.5), 8.35, 1 as const, "near"],
    ["rose 0.4% vs +10.6%: off by more than three times", fig(0.4, 0.05), 10.55, 1 as const, "fail"],
    ["fell 0.3 pp vs +0.3", fig(0.3, 0.05), 0.3, -1 as const, "fail"],
  ])("%s", (_name, figure, actual, direction, outcome) => {
    expect(compareChange(figure, actual, direction, cls)).toBe(outcome);
  });
});

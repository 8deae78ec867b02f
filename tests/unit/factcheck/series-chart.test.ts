/** @jest-environment node */
import { niceAxis, seriesChartGeometry, tickLabel, tickStep } from "@/lib/factcheck/series-chart";
import type { ClaimSeries } from "@/lib/factcheck/types";

const base: ClaimSeries = {
  indicator: "imf_gdp_growth_pct",
  country: "BRA",
  unit: "percent, annual change of real GDP",
  points: [],
  name: "GDP growth",
  country_name: "Brazil",
  path: "/data/imf-gdp-growth-pct/brazil",
  year: 2026,
  quoted_value: 2.2,
};

test("ticks step by 1, 2 or 5 times a power of ten and cover the values and zero", () => {
  expect(tickStep(10, 4)).toBe(5);
  expect(tickStep(9.3, 4)).toBe(5);
  expect(tickStep(0.7, 4)).toBe(0.2);
  expect(tickStep(3e13, 4)).toBe(1e13);
  expect(niceAxis([3.2, 9.3], 4)).toEqual({ min: 0, max: 10, ticks: [0, 5, 10] });
  expect(niceAxis([-1.3, 0.4], 4)).toEqual({ min: -1.5, max: 0.5, ticks: [-1.5, -1, -0.5, 0, 0.5] });
  expect(niceAxis([0.1, 0.3], 3).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  // A flat series of zeros still has an axis.
  expect(niceAxis([0, 0], 4).max).toBeGreaterThan(0);
});

test("axis labels carry the unit indicators.csv names", () => {
  expect(tickLabel("percent, annual-average CPI change", 4)).toBe("4%");
  expect(tickLabel("percent of GDP", -2.5)).toBe("−2.5%");
  expect(tickLabel("current US dollars", 2e12)).toBe("$2T");
  expect(tickLabel("Gross domestic product, current prices (US$ billions)", 2000)).toBe("$2T");
  expect(tickLabel("local currency units per US dollar, annual average", 150)).toBe("150");
  expect(tickLabel("persons", 211_000_000)).toBe("211M");
});

test("outturns are one solid path, projections a dashed one from the last outturn on, the quote and the official value placed", () => {
  const points = [2022, 2023, 2024, 2025, 2026].map((year, i) => ({ year, value: [3, 3.2, 3.4, 2.4, 1.9][i]!, projected: year > 2024 }));
  const g = seriesChartGeometry({ ...base, points });
  expect(g.years).toEqual([2022, 2026]);
  expect(g.yTicks.map((t) => t.label)).toEqual(["0%", "1%", "2%", "3%", "4%"]);
  expect(g.actualPath).toBe("M0.0,250.0L250.0,200.0L500.0,150.0");
  expect(g.projectedPath.startsWith("M500.0,150.0L750.0,400.0")).toBe(true);
  expect(g.projectedFrom).toEqual({ year: 2025, x: 0.75 });
  expect(g.official).toMatchObject({ year: 2026, value: 1.9, x: 1 });
  expect(g.quoted).toEqual({ year: 2026, value: 2.2, x: 1, y: (4 - 2.2) / 4 });
});

test("a missing year breaks the line rather than drawing through it or dropping to zero", () => {
  const points = [2019, 2020, 2022, 2023].map((year) => ({ year, value: 5, projected: false }));
  const g = seriesChartGeometry({ ...base, year: 2023, quoted_value: null, points });
  expect(g.actualPath.match(/M/g)).toHaveLength(2);
  expect(g.projectedPath).toBe("");
  expect(g.projectedFrom).toBeNull();
  expect(g.quoted).toBeNull();
  expect(g.points.every((p) => p.y === g.points[0]!.y)).toBe(true);
});

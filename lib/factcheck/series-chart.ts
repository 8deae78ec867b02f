/**
 * Geometry of the assistant's small series chart (components/factcheck/ClaimSeriesChart.tsx). Browser-safe and
 * free of chart libraries: the data pages draw with d3 on the server (docs/decisions/0050), but the assistant
 * draws in the browser, where no chart library may go, so the few scale sums it needs live here.
 */
import type { ClaimSeries } from "./types";

/** The plot's inner drawing is this many units square, stretched to the plot (as components/data/LineChart). */
export const INNER = 1000;

const ROUND_STEPS = [1, 2, 5, 10];

/** A round step near span / count (1, 2 or 5 times a power of ten), as d3's ticks choose. */
export function tickStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ROUND_STEPS.find((s) => s * power >= raw) ?? 10;
  return step * power;
}

/** The domain widened to whole steps, and the ticks on it. The domain always holds zero, as the data pages'. */
export function niceAxis(values: number[], count: number): { min: number; max: number; ticks: number[] } {
  let lo = Math.min(0, ...values);
  let hi = Math.max(0, ...values);
  if (hi === lo) hi = lo + 1;
  const step = tickStep(hi - lo, count);
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Counting in whole steps keeps 0.1 + 0.2 sums out of the labels.
  for (let i = Math.round(lo / step); i <= Math.round(hi / step); i++) ticks.push(Number((i * step).toPrecision(12)));
  return { min: lo, max: hi, ticks };
}

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** A short axis label in the series' unit as indicators.csv writes it ("4%", "$2T", "150"). */
export function tickLabel(unit: string, value: number): string {
  const sign = value < 0 ? "−" : "";
  const abs = Math.abs(value);
  if (/^percent/i.test(unit)) return `${sign}${plain.format(abs)}%`;
  if (/^local currency/i.test(unit)) return `${sign}${compact.format(abs)}`;
  if (/US\$ billions/i.test(unit)) return `${sign}$${compact.format(abs * 1e9)}`;
  if (/US dollars|US\$/i.test(unit)) return `${sign}$${compact.format(abs)}`;
  return `${sign}${compact.format(abs)}`;
}

export interface ChartPoint {
  year: number;
  value: number;
  projected: boolean;
  /** Across the plot, 0 to 1. */
  x: number;
  /** Down the plot, 0 to 1. */
  y: number;
}

export interface SeriesChartGeometry {
  years: [number, number];
  yTicks: { value: number; y: number; label: string }[];
  xTicks: { year: number; x: number }[];
  /** Inner-drawing paths: outturns solid, projections (from the last outturn on) dashed; a missing year breaks the line. */
  actualPath: string;
  projectedPath: string;
  points: ChartPoint[];
  /** The first projected year's position, where the "Projected" divider stands. */
  projectedFrom: { year: number; x: number } | null;
  official: ChartPoint | null;
  quoted: { year: number; value: number; x: number; y: number } | null;
}

function pathOf(points: ChartPoint[]): string {
  let d = "";
  let previous: ChartPoint | null = null;
  for (const p of points) {
    const command = previous && p.year === previous.year + 1 ? "L" : "M";
    d += `${command}${(p.x * INNER).toFixed(1)},${(p.y * INNER).toFixed(1)}`;
    previous = p;
  }
  return d;
}

/** Positions of everything the small chart draws, from the series as the API sends it. */
export function seriesChartGeometry(series: ClaimSeries, tickCount = 4): SeriesChartGeometry {
  const sorted = [...series.points].sort((a, b) => a.year - b.year);
  const first = sorted[0]?.year ?? series.year;
  const last = sorted.at(-1)?.year ?? series.year;
  const years: [number, number] = [first, last === first ? first + 1 : last];
  const values = sorted.map((p) => p.value);
  if (series.quoted_value !== null) values.push(series.quoted_value);
  const axis = niceAxis(values, tickCount);
  const x = (year: number) => (year - years[0]) / (years[1] - years[0]);
  const y = (value: number) => (axis.max - value) / (axis.max - axis.min);
  const points = sorted.map((p) => ({ ...p, x: x(p.year), y: y(p.value) }));
  const actual = points.filter((p) => !p.projected);
  const lastActual = actual.at(-1);
  const projected = points.filter((p) => p.projected);
  // The dashed part starts at the last outturn, so the line has no hole where the projections begin.
  const dashed = projected.length > 0 && lastActual && projected[0]?.year === lastActual.year + 1 ? [lastActual, ...projected] : projected;
  const span = years[1] - years[0];
  const step = span > 30 ? 10 : span > 12 ? 5 : span > 6 ? 2 : 1;
  const xTicks: { year: number; x: number }[] = [];
  for (let year = Math.ceil(years[0] / step) * step; year <= years[1]; year += step) xTicks.push({ year, x: x(year) });
  const official = points.find((p) => p.year === series.year) ?? null;
  return {
    years,
    yTicks: axis.ticks.map((value) => ({ value, y: y(value), label: tickLabel(series.unit, value) })),
    xTicks,
    actualPath: pathOf(actual),
    projectedPath: pathOf(dashed),
    points,
    projectedFrom: projected[0] ? { year: projected[0].year, x: projected[0].x } : null,
    official,
    quoted:
      series.quoted_value === null ? null : { year: series.year, value: series.quoted_value, x: x(series.year), y: y(series.quoted_value) },
  };
}

import { scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import type { SeriesView } from "@/lib/data/types";

export const OG_SIZE = { width: 1200, height: 630 };

const CHART = { width: 1120, height: 330 };

/**
 * The Open Graph card of a series page (1200×630, rendered to PNG by next/og): title, the summary sentence and
 * the series' line, outturns solid and projections dashed, with the same d3 scales as components/data/LineChart
 * (server only, like it). Satori lays out flex boxes only, hence every box says so.
 */
export function SeriesOgImage({ series, siteName }: { series: SeriesView; siteName: string }) {
  const points = series.points;
  const first = points[0]?.year ?? 0;
  const last = points.at(-1)?.year ?? first + 1;
  const values = points.map((p) => p.value);
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(0, ...values) || 1])
    .nice(4)
    .range([CHART.height - 6, 6]);
  const x = scaleLinear()
    .domain([first, last === first ? first + 1 : last])
    .range([6, CHART.width - 6]);
  const byYear = new Map(points.map((p) => [p.year, p]));
  const path = line<number>()
    .defined((year) => byYear.has(year))
    .x((year) => x(year))
    .y((year) => y(byYear.get(year)?.value ?? 0));
  const years = (keep: (year: number) => boolean) => {
    const out: number[] = [];
    for (let year = first; year <= last; year++) if (keep(year)) out.push(year);
    return out;
  };
  const actualUntil = series.latestActualYear ?? last;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        padding: "36px 40px",
        background: "#ffffff",
        color: "#111111",
        fontSize: 28,
      }}
    >
      <div style={{ display: "flex", fontSize: 24, color: "#555555" }}>{siteName} · Official data</div>
      <div style={{ display: "flex", fontSize: 52, fontWeight: 700, marginTop: 8 }}>
        {series.indicator.title}: {series.economy.name}
      </div>
      <div style={{ display: "flex", marginTop: 8, color: "#333333" }}>{series.summary}</div>
      <svg width={CHART.width} height={CHART.height} viewBox={`0 0 ${CHART.width} ${CHART.height}`} style={{ marginTop: 24 }}>
        <line x1="0" x2={CHART.width} y1={y(0)} y2={y(0)} stroke="#999999" strokeWidth="2" />
        <path d={path(years((year) => year <= actualUntil)) ?? ""} fill="none" stroke="#1f77b4" strokeWidth="6" strokeLinejoin="round" />
        <path
          d={path(years((year) => year >= actualUntil)) ?? ""}
          fill="none"
          stroke="#1f77b4"
          strokeWidth="6"
          strokeDasharray="14 10"
          strokeLinejoin="round"
        />
      </svg>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 22, color: "#555555", marginTop: 6 }}>
        <span>{first}</span>
        <span>{series.indicator.publisherName}</span>
        <span>{last}</span>
      </div>
    </div>
  );
}

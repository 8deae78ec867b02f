import { scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import type { ReactNode } from "react";
import styles from "./chart.module.css";

export interface ChartSeries {
  label: string;
  points: { year: number; value: number; projected: boolean }[];
}

interface Props {
  /** Unique on the page: names the title and description the image is labelled by. */
  id: string;
  title: string;
  description: string;
  series: ChartSeries[];
  years: [number, number];
  /** Short axis labels ("4%", "$20tn"). */
  formatTick: (value: number) => string;
  /** Years after it are drawn dashed and labelled as projections. */
  latestActualYear?: number;
  height?: number;
  compact?: boolean;
  /** Under the chart (an article's chart block names its series, source and data page). */
  caption?: ReactNode;
}

// Text and markers sit in the outer SVG, positioned in per cent across and pixels down, so they keep their
// size at any width; only the lines live in the stretched inner SVG (non-scaling strokes). One drawing is
// readable from a 360 px phone to a desktop column without a horizontal scroll.
const LEFT = 15;
const RIGHT = 97;
const TOP = 12;
const BOTTOM = 26;
const INNER = 1000;
const MARKERS = ["circle", "square", "triangle", "diamond", "cross"] as const;

type Shape = (typeof MARKERS)[number];
const shapeOf = (index: number): Shape => MARKERS[index % MARKERS.length] ?? "circle";
const seriesClass = (index: number) => styles[`s${index % MARKERS.length}`];

/** A line chart drawn on the server as SVG: no chart code reaches the browser. */
export function LineChart({ id, title, description, series, years, formatTick, latestActualYear, height = 280, compact = false, caption }: Props) {
  const values = series.flatMap((s) => s.points.map((p) => p.value));
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const plotHeight = height - TOP - BOTTOM;
  const y = scaleLinear()
    .domain([min, max === min ? min + 1 : max])
    .nice(compact ? 3 : 5)
    .range([plotHeight, 0]);
  const x01 = scaleLinear().domain(years).range([0, 1]);
  const xPct = (year: number) => `${(LEFT + x01(year) * (RIGHT - LEFT)).toFixed(2)}%`;
  const yPx = (value: number) => TOP + y(value);
  const path = line<{ year: number; value: number | null }>()
    .defined((d) => d.value !== null)
    .x((d) => x01(d.year) * INNER)
    .y((d) => (y(d.value ?? 0) / plotHeight) * INNER);
  const everyYear = (points: ChartSeries["points"], keep: (year: number) => boolean) => {
    const byYear = new Map(points.map((p) => [p.year, p.value]));
    const out: { year: number; value: number | null }[] = [];
    for (let year = years[0]; year <= years[1]; year++) out.push({ year, value: keep(year) ? (byYear.get(year) ?? null) : null });
    return out;
  };
  const projectedFrom = latestActualYear !== undefined && latestActualYear < years[1] ? latestActualYear : undefined;
  const yTicks = y.ticks(compact ? 3 : 5);
  const span = years[1] - years[0];
  const step = compact ? (span > 20 ? 20 : 10) : span > 30 ? 10 : 5;
  const xTicks = scaleLinear()
    .domain(years)
    .ticks(Math.max(2, Math.round(span / step)))
    .filter((t) => Number.isInteger(t));
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className={`${styles.figure} ${compact ? styles.compact : ""}`}>
      <svg
        className={styles.chart}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        width="100%"
        height={height}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <defs>
          <circle id={`${id}-circle`} r="3.5" />
          <rect id={`${id}-square`} x="-3.2" y="-3.2" width="6.4" height="6.4" />
          <path id={`${id}-triangle`} d="M0,-4.2L3.8,3L-3.8,3Z" />
          <path id={`${id}-diamond`} d="M0,-4.5L4.5,0L0,4.5L-4.5,0Z" />
          <path id={`${id}-cross`} d="M-4,-1.3H-1.3V-4H1.3V-1.3H4V1.3H1.3V4H-1.3V1.3H-4Z" />
        </defs>
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line x1={`${LEFT}%`} x2={`${RIGHT}%`} y1={yPx(tick)} y2={yPx(tick)} className={tick === 0 ? styles.zero : styles.grid} />
            <text x={`${LEFT - 1.5}%`} y={yPx(tick)} dy="0.32em" textAnchor="end" className={styles.tick}>
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text key={`x${tick}`} x={xPct(tick)} y={height - 8} textAnchor="middle" className={styles.tick}>
            {tick}
          </text>
        ))}
        {projectedFrom !== undefined && (
          <g>
            <line x1={xPct(projectedFrom)} x2={xPct(projectedFrom)} y1={TOP} y2={TOP + plotHeight} className={styles.divider} />
            {/* Left of the divider when it stands near the right edge, so that a phone shows the whole label. */}
            <text
              x={xPct(projectedFrom)}
              dx={x01(projectedFrom) > 0.6 ? -4 : 4}
              textAnchor={x01(projectedFrom) > 0.6 ? "end" : "start"}
              y={TOP + 10}
              className={styles.note}
            >
              {compact ? "Projected" : "IMF projections"}
            </text>
          </g>
        )}
        <svg x={`${LEFT}%`} y={TOP} width={`${RIGHT - LEFT}%`} height={plotHeight} viewBox={`0 0 ${INNER} ${INNER}`} preserveAspectRatio="none" overflow="visible">
          {series.map((s, i) => (
            <g key={s.label} className={seriesClass(i)}>
              <path
                d={path(everyYear(s.points, (year) => projectedFrom === undefined || year <= projectedFrom)) ?? ""}
                className={styles.line}
                vectorEffect="non-scaling-stroke"
              />
              {projectedFrom !== undefined && (
                <path
                  d={path(everyYear(s.points, (year) => year >= projectedFrom)) ?? ""}
                  className={`${styles.line} ${styles.projected}`}
                  vectorEffect="non-scaling-stroke"
                />
              )}
            </g>
          ))}
        </svg>
        {series.map((s, i) => (
          <g key={s.label} className={seriesClass(i)}>
            {s.points.map((p) => (
              // Percent positions cannot be offset inside a path, so each marker is a shape reused at (x, y).
              <use key={p.year} href={`#${id}-${shapeOf(i)}`} x={xPct(p.year)} y={yPx(p.value)} className={p.projected ? styles.hollow : styles.marker} />
            ))}
          </g>
        ))}
      </svg>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s, i) => (
            // The swatch takes the series' colour; the name keeps the text's, which reads at any contrast.
            <li key={s.label}>
              <svg width="18" height="12" viewBox="-9 -6 18 12" className={seriesClass(i)}>
                <use href={`#${id}-${shapeOf(i)}`} className={styles.marker} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

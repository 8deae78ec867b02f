import { useId } from "react";
import Link from "@mui/material/Link";
import styles from "@/components/data/chart.module.css";
import type { StructuredCheck } from "@/lib/factcheck/chat";
import { INNER, seriesChartGeometry } from "@/lib/factcheck/series-chart";
import type { ClaimSeries } from "@/lib/factcheck/types";

type Official = NonNullable<StructuredCheck["lead"]>["official"];

// The data pages' layout (components/data/LineChart.tsx) at a small size: text and markers in the outer SVG
// in per cent across and pixels down, only the lines in a stretched inner drawing, so it fits the panel at
// any width; the same classes give the same colours, dashes and hollow projected markers.
const LEFT = 16;
const RIGHT = 96;
const TOP = 10;
const BOTTOM = 22;
const HEIGHT = 170;

const pct = (fraction: number) => `${(LEFT + fraction * (RIGHT - LEFT)).toFixed(2)}%`;

/**
 * The series a checked figure was compared with, drawn as a small SVG chart in the assistant's answer: the
 * official value of the year compared (a filled circle) and the quoted figure (a diamond), each named in the
 * legend, so neither relies on colour.
 */
export function ClaimSeriesChart({ series, quoted, official }: { series: ClaimSeries; quoted: string; official: Official }) {
  // useId's punctuation is not welcome in a url(#…) fragment: letters, digits and hyphens only.
  const id = `claim-series-${useId().replace(/[^a-zA-Z0-9-]/g, "")}`;
  const g = seriesChartGeometry(series);
  const plot = HEIGHT - TOP - BOTTOM;
  const yPx = (fraction: number) => TOP + fraction * plot;
  const officialDisplay =
    official.find((o) => o.indicator === series.indicator && o.year === series.year)?.display ?? official[0]?.display ?? "";
  const title = `${series.name}, ${series.country_name}, ${g.years[0]}–${g.years[1]}`;
  const description = [
    officialDisplay ? `Official value in ${series.year}: ${officialDisplay}.` : null,
    g.quoted ? `Quoted: ${quoted}.` : quoted ? `Quoted: ${quoted} (not a point of this series).` : null,
    g.projectedFrom ? `Values from ${g.projectedFrom.year} are IMF projections, drawn dashed.` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <figure className={`${styles.figure} ${styles.compact}`} style={{ margin: "0.5rem 0 0" }}>
      <svg
        className={styles.chart}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width="100%"
        height={HEIGHT}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <defs>
          <path id={`${id}-diamond`} d="M0,-6L6,0L0,6L-6,0Z" />
        </defs>
        {g.yTicks.map((tick) => (
          <g key={`y${tick.value}`}>
            <line
              x1={`${LEFT}%`}
              x2={`${RIGHT}%`}
              y1={yPx(tick.y)}
              y2={yPx(tick.y)}
              className={tick.value === 0 ? styles.zero : styles.grid}
            />
            <text x={`${LEFT - 1.5}%`} y={yPx(tick.y)} dy="0.32em" textAnchor="end" className={styles.tick}>
              {tick.label}
            </text>
          </g>
        ))}
        {g.xTicks.map((tick) => (
          <text key={`x${tick.year}`} x={pct(tick.x)} y={HEIGHT - 6} textAnchor="middle" className={styles.tick}>
            {tick.year}
          </text>
        ))}
        {g.projectedFrom && (
          <g>
            <line x1={pct(g.projectedFrom.x)} x2={pct(g.projectedFrom.x)} y1={TOP} y2={TOP + plot} className={styles.divider} />
            {/* Left of the divider near the right edge, as on the data pages, so a phone shows the whole word. */}
            <text
              x={pct(g.projectedFrom.x)}
              dx={g.projectedFrom.x > 0.6 ? -4 : 4}
              textAnchor={g.projectedFrom.x > 0.6 ? "end" : "start"}
              y={TOP + 10}
              className={styles.note}
            >
              Projected
            </text>
          </g>
        )}
        <svg
          x={`${LEFT}%`}
          y={TOP}
          width={`${RIGHT - LEFT}%`}
          height={plot}
          viewBox={`0 0 ${INNER} ${INNER}`}
          preserveAspectRatio="none"
          overflow="visible"
        >
          <g className={styles.s0}>
            <path d={g.actualPath} className={styles.line} vectorEffect="non-scaling-stroke" />
            {g.projectedPath && (
              <path d={g.projectedPath} className={`${styles.line} ${styles.projected}`} vectorEffect="non-scaling-stroke" />
            )}
          </g>
        </svg>
        <g className={styles.s0}>
          {g.points
            .filter((p) => p.projected)
            .map((p) => (
              <circle key={p.year} cx={pct(p.x)} cy={yPx(p.y)} r="2.5" className={styles.hollow} />
            ))}
          {g.official && <circle cx={pct(g.official.x)} cy={yPx(g.official.y)} r="5" className={styles.marker} data-mark="official" />}
        </g>
        {g.quoted && (
          <g className={styles.s1}>
            <use href={`#${id}-diamond`} x={pct(g.quoted.x)} y={yPx(g.quoted.y)} className={styles.hollow} data-mark="quoted" />
          </g>
        )}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {officialDisplay && (
          <li>
            <svg width="14" height="14" viewBox="-7 -7 14 14" className={styles.s0}>
              <circle r="5" className={styles.marker} />
            </svg>
            Official {officialDisplay} ({series.year})
          </li>
        )}
        {g.quoted && (
          <li>
            <svg width="14" height="14" viewBox="-7 -7 14 14" className={styles.s1}>
              <path d="M0,-6L6,0L0,6L-6,0Z" className={styles.hollow} />
            </svg>
            Quoted {quoted}
          </li>
        )}
      </ul>
      {series.path && (
        <Link href={series.path} variant="body2" sx={{ display: "inline-block", mt: 0.5 }}>
          {series.name}, {series.country_name}: data page
        </Link>
      )}
    </figure>
  );
}

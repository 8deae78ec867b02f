import { useId } from "react";
import Link from "@mui/material/Link";
import type { StructuredCheck } from "@/lib/factcheck/chat";
import { INNER, seriesChartGeometry } from "@/lib/factcheck/series-chart";
import type { ClaimSeries } from "@/lib/factcheck/types";

type Official = NonNullable<StructuredCheck["lead"]>["official"];

// The data pages' layout (components/data/LineChart.tsx) at a small size: text and markers in the outer SVG
// in per cent across and pixels down, only the lines in a stretched inner drawing, so it fits the panel at
// any width. Its look (components/data/chart.module.css: colours with 3.5:1 contrast on white and dark, dashes,
// hollow projected markers, the page's own text colour) is repeated here as SVG attributes: importing that
// stylesheet gave the panel a CSS file, and the article page's on-demand loader grew by naming it (+14 B).
const OFFICIAL_COLOUR = "#1f77b4";
const QUOTED_COLOUR = "#d62728";
const tickText = { fontSize: 12, fill: "currentColor" } as const;
const rule = (opacity: number) => ({ stroke: "currentColor", strokeOpacity: opacity, strokeWidth: 1 });
const line = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinejoin: "round", strokeLinecap: "round" } as const;
const marker = { fill: "currentColor", stroke: "none" } as const;
const hollow = { fill: "Canvas", stroke: "currentColor", strokeWidth: 1.5 } as const;
const note = { ...tickText, fontStyle: "italic", paintOrder: "stroke", stroke: "Canvas", strokeWidth: 3 } as const;
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
    <figure style={{ margin: "0.5rem 0 0", padding: "0.5rem 0.25rem" }}>
      <svg
        style={{ display: "block", overflow: "visible" }}
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
            <line x1={`${LEFT}%`} x2={`${RIGHT}%`} y1={yPx(tick.y)} y2={yPx(tick.y)} {...rule(tick.value === 0 ? 0.6 : 0.18)} />
            <text x={`${LEFT - 1.5}%`} y={yPx(tick.y)} dy="0.32em" textAnchor="end" {...tickText}>
              {tick.label}
            </text>
          </g>
        ))}
        {g.xTicks.map((tick) => (
          <text key={`x${tick.year}`} x={pct(tick.x)} y={HEIGHT - 6} textAnchor="middle" {...tickText}>
            {tick.year}
          </text>
        ))}
        {g.projectedFrom && (
          <g>
            <line x1={pct(g.projectedFrom.x)} x2={pct(g.projectedFrom.x)} y1={TOP} y2={TOP + plot} {...rule(0.7)} strokeDasharray="2 3" />
            {/* Left of the divider near the right edge, as on the data pages, so a phone shows the whole word. */}
            <text
              x={pct(g.projectedFrom.x)}
              dx={g.projectedFrom.x > 0.6 ? -4 : 4}
              textAnchor={g.projectedFrom.x > 0.6 ? "end" : "start"}
              y={TOP + 10}
              {...note}
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
          <g color={OFFICIAL_COLOUR}>
            <path d={g.actualPath} {...line} vectorEffect="non-scaling-stroke" />
            {g.projectedPath && <path d={g.projectedPath} {...line} strokeDasharray="6 5" vectorEffect="non-scaling-stroke" />}
          </g>
        </svg>
        <g color={OFFICIAL_COLOUR}>
          {g.points
            .filter((p) => p.projected)
            .map((p) => (
              <circle key={p.year} cx={pct(p.x)} cy={yPx(p.y)} r="2.5" {...hollow} />
            ))}
          {g.official && <circle cx={pct(g.official.x)} cy={yPx(g.official.y)} r="5" {...marker} data-mark="official" />}
        </g>
        {g.quoted && (
          <g color={QUOTED_COLOUR}>
            <use href={`#${id}-diamond`} x={pct(g.quoted.x)} y={yPx(g.quoted.y)} {...hollow} data-mark="quoted" />
          </g>
        )}
      </svg>
      <ul
        aria-hidden="true"
        style={{
          display: "flex",
          flexWrap: "wrap",
          gap: "0.25rem 1rem",
          margin: "0.5rem 0 0",
          padding: "0 0.5rem",
          listStyle: "none",
          fontSize: "0.875rem",
        }}
      >
        {officialDisplay && (
          <li style={{ display: "flex", alignItems: "center", gap: "0.375rem" }}>
            <svg width="14" height="14" viewBox="-7 -7 14 14" color={OFFICIAL_COLOUR}>
              <circle r="5" {...marker} />
            </svg>
            Official {officialDisplay} ({series.year})
          </li>
        )}
        {g.quoted && (
          <li style={{ display: "flex", alignItems: "center", gap: "0.375rem" }}>
            <svg width="14" height="14" viewBox="-7 -7 14 14" color={QUOTED_COLOUR}>
              <path d="M0,-6L6,0L0,6L-6,0Z" {...hollow} />
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

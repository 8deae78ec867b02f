import type { ChartBlockParams } from "@/lib/content/official-chart";
import { findEconomy, FIRST_YEAR, formatTick, getSeries } from "@/lib/data/service";
import type { SeriesView } from "@/lib/data/types";
import { LineChart } from "./LineChart";

const names = new Intl.ListFormat("en-GB", { type: "conjunction" });

/**
 * An article's "Official data chart" block: the data pages' chart of one indicator for one to five economies
 * (one line and marker shape each, with the legend the indicator page has), drawn on the server from the
 * block's parameters, with a caption naming the series, economies and source and a link to the data page:
 * the series page for one economy, the indicator page for several. Economies that have no series, or a span
 * with no value, are left out; a block with nothing left draws nothing and the article reads on without it.
 */
export function ArticleChart({ id, params }: { id: string; params: ChartBlockParams }) {
  const found = params.countries.flatMap((country) => {
    const match = findEconomy(country);
    const series = match && "economy" in match ? getSeries(params.indicator, match.economy) : null;
    return series ? [series] : [];
  });
  const indicator = found[0]?.indicator;
  if (!indicator) return null;
  const lastYear = Math.max(indicator.latestYear, ...found.map((series) => series.points.at(-1)?.year ?? FIRST_YEAR));
  // The block's span, within the years the data pages draw.
  const from = Math.max(params.from ?? FIRST_YEAR, FIRST_YEAR);
  const to = Math.min(params.to ?? lastYear, lastYear);
  const drawn = found
    .map((series) => ({ series, points: series.points.filter((point) => point.year >= from && point.year <= to) }))
    .filter(({ points }) => points.length > 0);
  if (from >= to || drawn.length === 0) return null;
  const actualYears = drawn.flatMap(({ series }) => (series.latestActualYear !== undefined ? [series.latestActualYear] : []));
  const earliestActual = actualYears.length > 0 ? Math.min(...actualYears) : undefined;
  const latestActual = indicator.hasProjections && earliestActual !== undefined && earliestActual < to ? earliestActual : undefined;
  const projectionNote = latestActual !== undefined ? ` Values after ${latestActual} are IMF projections, drawn dashed with hollow markers.` : "";
  const economies = names.format(drawn.map(({ series }) => series.economy.name));
  const one: SeriesView | undefined = drawn.length === 1 ? drawn[0]?.series : undefined;
  const named = `${indicator.title}, ${economies}, ${from}–${to}`;
  const about = one ? one.summary : "Each economy has its own marker shape.";
  return (
    <LineChart
      id={id}
      title={params.title ?? named}
      description={`Line chart of ${indicator.name} (${indicator.unit}) for ${economies}. ${about}${projectionNote} Years without a value are gaps.`}
      series={drawn.map(({ series, points }) => ({ label: series.economy.name, points }))}
      years={[from, to]}
      formatTick={(value) => formatTick(indicator.fileSlug, value)}
      latestActualYear={latestActual}
      caption={
        <>
          {params.title && <strong>{/[.!?]$/.test(params.title) ? `${params.title} ` : `${params.title}. `}</strong>}
          {named} ({indicator.unit}). Source: {indicator.publisherName}, {indicator.release}.{" "}
          {one ? (
            <a href={one.path}>
              {indicator.title} in {one.economy.name}: every value
            </a>
          ) : (
            <a href={indicator.path}>{indicator.title}: every economy&apos;s values</a>
          )}
        </>
      }
    />
  );
}

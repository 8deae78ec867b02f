import type { ChartBlockParams } from "@/lib/content/official-chart";
import { findEconomy, FIRST_YEAR, formatTick, getSeries } from "@/lib/data/service";
import { LineChart } from "./LineChart";

/**
 * An article's "Official data chart" block: the data pages' chart of one series, drawn on the server from the
 * block's parameters, with a caption naming the series, economy and source and a link to the series page.
 * Parameters that name no series, or a span with no value, draw nothing: the article reads on without it.
 */
export function ArticleChart({ id, params }: { id: string; params: ChartBlockParams }) {
  const match = findEconomy(params.country);
  const series = match && "economy" in match ? getSeries(params.indicator, match.economy) : null;
  if (!series) return null;
  const { indicator, economy } = series;
  const lastYear = Math.max(indicator.latestYear, series.points.at(-1)?.year ?? FIRST_YEAR);
  // The block's span, within the years the data pages draw.
  const from = Math.max(params.from ?? FIRST_YEAR, FIRST_YEAR);
  const to = Math.min(params.to ?? lastYear, lastYear);
  const points = series.points.filter((point) => point.year >= from && point.year <= to);
  if (from >= to || points.length === 0) return null;
  const latestActual = indicator.hasProjections && series.latestActualYear !== undefined && series.latestActualYear < to ? series.latestActualYear : undefined;
  const projectionNote = latestActual !== undefined ? ` Values after ${latestActual} are IMF projections, drawn dashed with hollow markers.` : "";
  return (
    <LineChart
      id={id}
      title={`${indicator.title}, ${economy.name}, ${from}–${to}`}
      description={`Line chart of ${indicator.name} (${indicator.unit}) for ${economy.name}. ${series.summary}${projectionNote} Years without a value are gaps.`}
      series={[{ label: economy.name, points }]}
      years={[from, to]}
      formatTick={(value) => formatTick(indicator.fileSlug, value)}
      latestActualYear={latestActual}
      caption={
        <>
          {indicator.title}, {economy.name}, {from}–{to} ({indicator.unit}). Source: {indicator.publisherName}, {indicator.release}.{" "}
          <a href={series.path}>
            {indicator.title} in {economy.name}: every value
          </a>
        </>
      }
    />
  );
}

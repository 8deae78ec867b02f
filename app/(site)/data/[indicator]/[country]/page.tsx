import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { Breadcrumbs } from "@/components/data/Breadcrumbs";
import { LineChart } from "@/components/data/LineChart";
import { SeriesTable } from "@/components/data/SeriesTable";
import { SourceNote } from "@/components/data/SourceNote";
import styles from "@/components/data/data.module.css";
import { env } from "@/lib/config/env";
import { findEconomy, FIRST_YEAR, formatTick, getSeries } from "@/lib/data/service";
import { DATA_PATHS } from "@/lib/data/slugs";
import { datasetJsonLd } from "@/lib/data/structured-data";
import { breadcrumbJsonLd, serializeJsonLd } from "@/lib/seo/structured-data";

type Props = { params: Promise<{ indicator: string; country: string }> };

// Cached and the same for every reader, like an article: rendered on its first request (there are thousands,
// none is built ahead) and kept for a day; the data changes only with a deployment, which starts a new cache.
export const revalidate = 86400;
export const dynamic = "error";
export function generateStaticParams(): { indicator: string; country: string }[] {
  return [];
}

/** The series, null when there is none, or the address an ISO3 code stands for. */
async function load(params: Props["params"]) {
  const { indicator, country } = await params;
  const match = findEconomy(country);
  if (match && "redirectTo" in match) return { redirectTo: DATA_PATHS.series(indicator, match.redirectTo) };
  return match ? getSeries(indicator, match.economy) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Only the page redirects: redirecting here too sent a cold response's Location header twice.
  const series = await load(params);
  if (series && "redirectTo" in series) return {};
  if (!series) return { title: "Data not found", robots: { index: false } };
  const title = `${series.indicator.title}: ${series.economy.name}`;
  return {
    title,
    description: series.summary,
    alternates: { canonical: series.path },
    openGraph: { type: "website", title, description: series.summary, url: series.path },
  };
}

export default async function SeriesPage({ params }: Props) {
  const series = await load(params);
  if (series && "redirectTo" in series) permanentRedirect(series.redirectTo);
  if (!series) notFound();
  const { indicator, economy } = series;
  const crumbs = [
    { name: "Data", path: DATA_PATHS.index },
    { name: indicator.title, path: indicator.path },
    { name: economy.name, path: series.path },
  ];
  const siteUrl = env().siteUrl;
  const structuredData = [datasetJsonLd(series, siteUrl), breadcrumbJsonLd(crumbs, siteUrl)];
  const lastYear = Math.max(indicator.latestYear, series.points.at(-1)?.year ?? FIRST_YEAR);
  const projectionNote =
    indicator.hasProjections && series.latestActualYear !== undefined && series.latestActualYear < lastYear
      ? ` Values after ${series.latestActualYear} are IMF projections, drawn dashed with hollow markers.`
      : "";
  return (
    <div className={styles.page}>
      {structuredData.map((data) => (
        <script key={String(data["@type"])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>
        {indicator.title}: {economy.name}
      </h1>
      <p className={styles.lead}>{series.summary}</p>
      <LineChart
        id="series-chart"
        title={`${indicator.title}, ${economy.name}, ${FIRST_YEAR}–${lastYear}`}
        description={`Line chart of ${indicator.name} (${indicator.unit}) for ${economy.name}. ${series.summary}${projectionNote} Years without a value are gaps. The table below lists every value.`}
        series={[{ label: economy.name, points: series.points }]}
        years={[FIRST_YEAR, lastYear]}
        formatTick={(value) => formatTick(indicator.fileSlug, value)}
        latestActualYear={indicator.hasProjections ? series.latestActualYear : undefined}
      />
      <p className={styles.meta}>{indicator.definition}</p>
      <a className={styles.download} href={series.csvPath} download>
        Download the data (CSV)
      </a>
      <SeriesTable series={series} />
      <SourceNote indicator={indicator} />
      <p className={styles.meta}>
        <a href={DATA_PATHS.country(economy.slug)}>More indicators for {economy.name}</a> ·{" "}
        <a href={indicator.path}>{indicator.title} in every economy</a>
      </p>
    </div>
  );
}

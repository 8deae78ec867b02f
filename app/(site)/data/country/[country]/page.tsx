import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { Breadcrumbs } from "@/components/data/Breadcrumbs";
import { LineChart } from "@/components/data/LineChart";
import styles from "@/components/data/data.module.css";
import { findEconomy, FIRST_YEAR, formatTick, getCountryOverview } from "@/lib/data/service";
import { DATA_PATHS } from "@/lib/data/slugs";
import type { EconomyRef, SeriesView } from "@/lib/data/types";

type Props = { params: Promise<{ country: string }> };

// Cached and the same for every reader; rendered on its first request, the data changes only with a deployment.
export const revalidate = 86400;
export const dynamic = "error";
export function generateStaticParams(): { country: string }[] {
  return [];
}

/** The overview, null when there is none, or the address an ISO3 code stands for. */
async function load(
  params: Props["params"],
): Promise<{ redirectTo: string } | { economy: EconomyRef; overview: SeriesView[] } | null> {
  const match = findEconomy((await params).country);
  if (match && "redirectTo" in match) return { redirectTo: DATA_PATHS.country(match.redirectTo) };
  if (!match) return null;
  const overview = getCountryOverview(match.economy);
  return overview.length > 0 ? { economy: match.economy, overview } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  // Only the page redirects: redirecting here too sent a cold response's Location header twice.
  if (loaded && "redirectTo" in loaded) return {};
  if (!loaded) return { title: "Data not found", robots: { index: false } };
  const title = `${loaded.economy.name}: key economic data`;
  return {
    title,
    description: loaded.overview[0]?.summary,
    alternates: { canonical: DATA_PATHS.country(loaded.economy.slug) },
    openGraph: { type: "website", title, url: DATA_PATHS.country(loaded.economy.slug) },
  };
}

export default async function CountryDataPage({ params }: Props) {
  const loaded = await load(params);
  if (loaded && "redirectTo" in loaded) permanentRedirect(loaded.redirectTo);
  if (!loaded) notFound();
  const { economy, overview } = loaded;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        crumbs={[
          { name: "Data", path: DATA_PATHS.index },
          { name: economy.name, path: DATA_PATHS.country(economy.slug) },
        ]}
      />
      <h1 className={styles.title}>{economy.name}: key economic data</h1>
      <ul className={styles.cards}>
        {overview.map((series) => {
          const lastYear = Math.max(series.indicator.latestYear, series.points.at(-1)?.year ?? FIRST_YEAR);
          return (
            <li key={series.indicator.slug} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <a href={series.path}>{series.indicator.title}</a>
              </h2>
              <p>{series.summary}</p>
              <LineChart
                id={`chart-${series.indicator.slug}`}
                title={`${series.indicator.title}, ${economy.name}, ${FIRST_YEAR}–${lastYear}`}
                description={`${series.summary} The linked page lists every value.`}
                series={[{ label: economy.name, points: series.points }]}
                years={[FIRST_YEAR, lastYear]}
                formatTick={(value) => formatTick(series.indicator.fileSlug, value)}
                latestActualYear={series.indicator.hasProjections ? series.latestActualYear : undefined}
                height={160}
                compact
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import Link from "next/link";
import { FIRST_YEAR, formatTick, getRanking, largestEconomies } from "@/lib/data/service";
import { DATA_PATHS } from "@/lib/data/slugs";
import type { IndicatorView, RankedRow, RankingSort } from "@/lib/data/types";
import { Breadcrumbs } from "./Breadcrumbs";
import { LineChart } from "./LineChart";
import { SourceNote } from "./SourceNote";
import styles from "./data.module.css";

const CHARTED_ECONOMIES = 5;

function RankingTable({ caption, rows, indicator, ranked }: { caption: string; rows: RankedRow[]; indicator: IndicatorView; ranked: boolean }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {ranked && (
              <th scope="col" className={styles.num}>
                Rank
              </th>
            )}
            <th scope="col">Economy</th>
            <th scope="col" className={styles.num}>
              Value
            </th>
            <th scope="col" className={styles.num}>
              Year
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.economy.code} data-code={row.economy.code}>
              {ranked && <td className={styles.num}>{row.rank}</td>}
              <th scope="row">
                <a href={DATA_PATHS.series(indicator.slug, row.economy.slug)}>{row.economy.name}</a>
              </th>
              <td className={styles.num}>
                <data value={row.point.text}>{row.point.display}</data>
              </td>
              <td className={styles.num}>{row.point.year}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /data/{indicator}: every economy's latest actual value, ranked, and the largest economies over time. */
export function IndicatorPage({ indicator, sort }: { indicator: IndicatorView; sort: RankingSort }) {
  const ranking = getRanking(indicator.slug, sort);
  const charted = largestEconomies(indicator.slug, CHARTED_ECONOMIES);
  const lastYear = Math.max(indicator.latestYear, ...charted.map((s) => s.points.at(-1)?.year ?? FIRST_YEAR));
  const names = charted.map((s) => s.economy.name).join(", ");
  return (
    <div className={styles.page}>
      <Breadcrumbs
        crumbs={[
          { name: "Data", path: DATA_PATHS.index },
          { name: indicator.title, path: indicator.path },
        ]}
      />
      <h1 className={styles.title}>{indicator.title}</h1>
      <p className={styles.lead}>{indicator.definition}</p>
      <section className={styles.section} aria-labelledby="largest">
        <h2 id="largest">The largest economies over time</h2>
        <LineChart
          id="largest-chart"
          title={`${indicator.title}, ${FIRST_YEAR}–${lastYear}: ${names}`}
          description={`Line chart of ${indicator.name} (${indicator.unit}) for the ${charted.length} largest economies by GDP: ${names}. Each economy has its own marker shape.${indicator.hasProjections ? " IMF projections are dashed with hollow markers." : ""} Their pages list every value.`}
          series={charted.map((s) => ({ label: s.economy.name, points: s.points }))}
          years={[FIRST_YEAR, lastYear]}
          formatTick={(value) => formatTick(indicator.fileSlug, value)}
          latestActualYear={indicator.hasProjections ? Math.min(...charted.map((s) => s.latestActualYear ?? lastYear)) : undefined}
        />
        <p className={styles.meta}>
          {charted.map((s, i) => (
            <span key={s.economy.code}>
              {i > 0 && " · "}
              <a href={s.path}>{s.economy.name}</a>
            </span>
          ))}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="ranking">
        <h2 id="ranking">Every economy’s latest value</h2>
        <nav className={styles.sortLinks} aria-label="Sort the table">
          <span>Sort by:</span>
          {sort === "value" ? <strong aria-current="true">Value, highest first</strong> : <Link href={indicator.path}>Value, highest first</Link>}
          {sort === "name" ? <strong aria-current="true">Name</strong> : <Link href={`${indicator.path}?sort=name`}>Name</Link>}
        </nav>
        {ranking && (
          <>
            <RankingTable
              caption={`${indicator.title}: latest actual value of each economy (${indicator.unit})`}
              rows={ranking.economies}
              indicator={indicator}
              ranked
            />
            <h2 className={styles.section}>Regions and groups</h2>
            <p className={styles.meta}>Aggregates (the world, regions, income groups) are listed apart and not ranked.</p>
            <RankingTable caption={`${indicator.title}: aggregates`} rows={ranking.aggregates} indicator={indicator} ranked={false} />
          </>
        )}
      </section>
      <SourceNote indicator={indicator} />
    </div>
  );
}

import type { SeriesView } from "@/lib/data/types";
import styles from "./data.module.css";

/** Every year from the first value to the last: a missing year is a row saying so, never a zero. */
export function SeriesTable({ series }: { series: SeriesView }) {
  const byYear = new Map(series.points.map((p) => [p.year, p]));
  const first = series.points[0]?.year ?? 0;
  const last = series.points.at(-1)?.year ?? 0;
  const years: number[] = [];
  for (let year = last; year >= first; year--) years.push(year);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>
          {series.indicator.title}, {series.economy.name} ({series.indicator.unit})
        </caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col" className={styles.num}>
              Value
            </th>
            {series.indicator.hasProjections && <th scope="col">Status</th>}
          </tr>
        </thead>
        <tbody>
          {years.map((year) => {
            const point = byYear.get(year);
            if (!point)
              return (
                <tr key={year} className={styles.gap} data-year={year}>
                  <th scope="row">{year}</th>
                  <td className={styles.num}>No data</td>
                  {series.indicator.hasProjections && <td />}
                </tr>
              );
            return (
              <tr key={year} className={point.projected ? styles.projectedRow : undefined} data-year={year}>
                <th scope="row">{year}</th>
                <td className={styles.num}>
                  <data value={point.text}>{point.display}</data>
                </td>
                {series.indicator.hasProjections && <td>{point.projected ? "IMF projection" : "Actual"}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

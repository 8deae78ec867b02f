import type { IndicatorView } from "@/lib/data/types";
import styles from "./data.module.css";

/** Where the numbers come from: the publisher, its release, the series code and a link to its own page. */
export function SourceNote({ indicator }: { indicator: IndicatorView }) {
  return (
    <aside className={styles.source} aria-label="Source">
      <p>
        Source: {indicator.publisherName}, “{indicator.name}” ({indicator.code}), <a href={indicator.sourceUrl}>{indicator.sourceUrl}</a>.
      </p>
      <p>
        Release: {indicator.release}. Unit: {indicator.unit}.
        {indicator.hasProjections && " Values after each economy’s latest actual year are IMF staff estimates and projections."}
      </p>
    </aside>
  );
}

import { PageLink } from "@/components/ui/PageLink";
import { formatLongDate } from "@/lib/format/date";
import type { CorrectionListing } from "@/lib/posts/types";
import styles from "./pages.module.css";

/** /corrections: every correction of a live article, newest first, each with its article. */
export function CorrectionsList({ corrections }: { corrections: CorrectionListing[] }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Corrections</h1>
      <p className={styles.lead}>
        When we get something wrong, we correct the article and say so under its headline. Every correction we have published is listed
        here, newest first.
      </p>
      {corrections.length === 0 ? (
        <p>No corrections have been published.</p>
      ) : (
        <ol className={styles.corrections}>
          {corrections.map((correction) => (
            <li key={correction.id}>
              <p className={styles.correctionMeta}>
                <time dateTime={correction.createdAt}>{formatLongDate(correction.createdAt)}</time>
                {" · "}
                <PageLink href={correction.post.url}>{correction.post.title}</PageLink>
              </p>
              <p>{correction.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

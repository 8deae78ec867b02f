import { PageLink } from "@/components/ui/PageLink";
import { formatLongDate, isoDate } from "@/lib/format/date";
import { TERMS_SECTIONS } from "@/lib/legal/terms";
import styles from "./pages.module.css";

/** The legal disclaimer (docs/behaviour.md#screens): ten numbered sections and the last-updated date. */
export function LegalDisclaimer({ updated }: { updated: Date }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Terms and Legal Disclaimer</h1>
      <p className={styles.updated}>
        Last updated: <time dateTime={isoDate(updated)}>{formatLongDate(updated)}</time>
      </p>
      <ol className={styles.sections}>
        {TERMS_SECTIONS.map((section) => (
          <li key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.link && (
              <p>
                <PageLink href={section.link.href}>{section.link.text}</PageLink>
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

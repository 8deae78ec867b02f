import { PageLink } from "@/components/ui/PageLink";
import styles from "./errors.module.css";

/** The not-found page of any unknown path. */
export function NotFoundScreen() {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The page you were looking for does not exist or has moved.</p>
      <div className={styles.actions}>
        <PageLink className={styles.button} href="/">
          Back to the front page
        </PageLink>
        <PageLink className={`${styles.button} ${styles.secondary}`} href="/articles">
          Browse all articles
        </PageLink>
      </div>
    </div>
  );
}

import Link from "next/link";
import styles from "./errors.module.css";

/** The not-found page of any unknown path. */
export function NotFoundScreen() {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The page you were looking for does not exist or has moved.</p>
      <div className={styles.actions}>
        <Link className={styles.button} href="/">
          Back to the front page
        </Link>
        <Link className={`${styles.button} ${styles.secondary}`} href="/articles">
          Browse all articles
        </Link>
      </div>
    </div>
  );
}

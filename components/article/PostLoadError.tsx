"use client";

import { useEffect } from "react";
import styles from "./article.module.css";

/**
 * docs/behaviour.md#screens, #messages: the error alert when the post cannot be loaded — from the error boundary (with its
 * `retry`), or rendered by the page itself while the database cannot be reached (answered 503; Try
 * again reloads).
 */
export function PostLoadErrorNotice({ error, retry = () => window.location.reload() }: { error?: unknown; retry?: () => void }) {
  useEffect(() => {
    if (error) console.error("[post] the article failed to load:", error);
  }, [error]);
  return (
    <div className={`${styles.notice} ${styles.error}`} role="alert">
      <p className={styles.noticeTitle}>Failed to load post. Please try again later.</p>
      <div className={styles.noticeActions}>
        <button type="button" onClick={() => retry()}>
          Try again
        </button>
      </div>
    </div>
  );
}

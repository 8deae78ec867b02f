"use client";

import { useEffect } from "react";
import styles from "./errors.module.css";

/** docs/behaviour.md#screens, #messages: the screen of an unhandled error, 'Unexpected Application Error!'. */
export function AppErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("[app] unexpected error:", error);
  }, [error]);
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.text}>Something went wrong while showing this page. Please try again.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => retry()}>
          Try again
        </button>
        {/* A full page load: after an error the client router itself may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a className={`${styles.button} ${styles.secondary}`} href="/">
          Go to the front page
        </a>
      </div>
    </div>
  );
}

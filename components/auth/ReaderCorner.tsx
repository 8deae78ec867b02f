"use client";

import { useEffect } from "react";
import { PageLink } from "@/components/ui/PageLink";
import { clearStoredSession, readStoredSession } from "@/lib/ui/api-client";
import { PendingCorner } from "./PendingCorner";
import { LazyAccountMenus } from "./LazyAccountMenus";
import { useReader } from "./useReader";
import styles from "./account.module.css";

function VisitorLinks() {
  // The session has ended (elsewhere, or expired): a token left in local storage must not be sent
  // with later API calls.
  useEffect(() => {
    if (readStoredSession()) clearStoredSession();
  }, []);
  return (
    <div className={styles.links}>
      <PageLink href="/sign-in" className={styles.link}>
        Sign In
      </PageLink>
      <PageLink href="/sign-up" className={`${styles.link} ${styles.outlined}`}>
        Sign Up
      </PageLink>
    </div>
  );
}

/** The account corner once the session has been asked (see HeaderAccount). */
export default function ReaderCorner() {
  const reader = useReader();
  if (reader === undefined) return <PendingCorner />;
  if (reader === null) return <VisitorLinks />;
  return <LazyAccountMenus account={reader} />;
}

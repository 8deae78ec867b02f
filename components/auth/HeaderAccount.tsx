"use client";

import { useEffect } from "react";
import { PageLink } from "@/components/ui/PageLink";
import { clearStoredSession, readStoredSession } from "@/lib/auth/browser-session";
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

/**
 * The account corner of the header: the bell and the avatar menu for a signed-in reader, Sign In and
 * Sign Up for a visitor. The page around it is the same for everyone, so the browser asks who is
 * reading; until it knows, the corner is an empty box of its final size — a signed-in reader never
 * sees the visitor's links flash, and nothing moves when the answer arrives.
 */
export function HeaderAccount() {
  const reader = useReader();
  if (reader === undefined) return <div className={styles.pending} data-testid="account-pending" aria-hidden="true" />;
  if (reader === null) return <VisitorLinks />;
  return <LazyAccountMenus account={reader} />;
}

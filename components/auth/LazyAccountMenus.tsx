"use client";

import { lazy, Suspense } from "react";
import type { AccountSummary } from "./AccountMenus";
import styles from "./account.module.css";

// The menus (MUI's Menu, Tooltip, Badge and their popper machinery) load as their own chunk, only
// for signed-in readers: a visitor's page never downloads them.
const AccountMenus = lazy(() => import("./AccountMenus").then((module) => ({ default: module.AccountMenus })));

/** The signed-in header corner: the account's initial holds the place until the menus arrive. */
export function LazyAccountMenus({ account }: { account: AccountSummary }) {
  return (
    <Suspense
      fallback={
        <div className={styles.placeholder} aria-hidden="true">
          <span className={styles.placeholderBell} />
          <span className={styles.initial}>{account.initial}</span>
        </div>
      }
    >
      <AccountMenus account={account} />
    </Suspense>
  );
}

import styles from "./account.module.css";

/** The header's account corner until the browser knows who is reading: an empty box of its final size. */
export function PendingCorner() {
  return <div className={styles.pending} data-testid="account-pending" aria-hidden="true" />;
}

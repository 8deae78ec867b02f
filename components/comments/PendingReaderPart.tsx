import styles from "./comments.module.css";

/** The reader's part of the comments until the browser knows who is reading: the height of the visitor's button, empty. */
export function PendingReaderPart() {
  return <div className={styles.readerPending} aria-hidden="true" />;
}

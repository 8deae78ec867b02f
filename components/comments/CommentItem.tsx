import type { PublicComment } from "@/lib/comments/types";
import { formatLongDate } from "@/lib/format/date";
import styles from "./comments.module.css";

/** docs/behaviour.md#states: what a reader's not-yet-approved comment says about itself. */
export const PENDING_NOTE = "Your comment will be published once an admin approves it.";

/**
 * One comment. The text is a React text node, so markup in it shows as typed and never runs. The
 * reader's own comments sit on the right on a shaded background (docs/behaviour.md#roles); one waiting for approval
 * says so. `data-comment-user` lets the browser find a signed-in reader's own published comments.
 */
export function CommentItem({ comment, own = false, pending = false }: { comment: PublicComment; own?: boolean; pending?: boolean }) {
  return (
    <li
      className={`${styles.comment} ${pending ? styles.pending : ""}`}
      data-own={own || undefined}
      data-comment-user={comment.user_id ?? undefined}
    >
      <p className={styles.meta}>
        <span className={styles.author}>{comment.author}</span>
        <time dateTime={comment.created_at}>{formatLongDate(comment.created_at)}</time>
        {pending ? <span className={styles.badge}>Awaiting approval</span> : null}
      </p>
      <p className={styles.text}>{comment.text}</p>
      {pending ? <p className={styles.note}>{PENDING_NOTE}</p> : null}
    </li>
  );
}

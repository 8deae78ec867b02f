import { PageLink } from "@/components/ui/PageLink";
import { POST_ERRORS } from "@/lib/posts/messages";
import styles from "./article.module.css";

/** docs/behaviour.md#screens, #messages: the info message for a missing post (served with HTTP 404). */
export function PostNotFoundNotice() {
  return (
    <div className={`${styles.notice} ${styles.info}`}>
      <h1 className={styles.noticeTitle}>{POST_ERRORS.notFound.message}</h1>
      <div className={styles.noticeActions}>
        <PageLink href="/articles">Browse all articles</PageLink>
        <PageLink href="/">Back to the front page</PageLink>
      </div>
    </div>
  );
}

import { ButtonLink } from "@/components/ui/links";
import { getApprovedComments } from "@/lib/comments/service";
import type { PublicComment } from "@/lib/comments/comments";
import { formatLongDate } from "@/lib/format/date";
import styles from "./comments.module.css";

async function readComments(postId: number): Promise<PublicComment[]> {
  try {
    return (await getApprovedComments(postId)) ?? [];
  } catch (error) {
    // Spec §8: a failed comment fetch is only logged.
    console.error(`[comments] loading the comments of post ${postId} failed:`, error);
    return [];
  }
}

/** The comments area of an article: its approved comments, oldest first, and the way to join in. */
export async function ArticleComments({ postId }: { postId: number }) {
  const comments = await readComments(postId);
  return (
    <section className={styles.section} aria-labelledby="comments-heading">
      <h2 id="comments-heading" className={styles.heading}>
        Comments ({comments.length})
      </h2>
      {comments.length === 0 ? (
        <p className={styles.empty}>No comments yet. Be the first to share your thoughts.</p>
      ) : (
        <ol className={styles.list}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <p className={styles.meta}>
                <span className={styles.author}>{comment.author}</span>
                <time dateTime={comment.created_at}>{formatLongDate(comment.created_at)}</time>
              </p>
              <p className={styles.text}>{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      <ButtonLink href={`/sign-in?callbackUrl=/post/${postId}`} variant="contained" disableElevation>
        Login to Comment
      </ButtonLink>
    </section>
  );
}

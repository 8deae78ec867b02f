import { getApprovedComments } from "@/lib/comments/service";
import type { PublicComment } from "@/lib/comments/types";
import { markRenderDegraded } from "@/lib/http/render-outcome";
import { CommentItem } from "./CommentItem";
import { CommentsReaderArea } from "./CommentsReaderArea";
import styles from "./comments.module.css";

async function readComments(postId: number): Promise<PublicComment[]> {
  try {
    return (await getApprovedComments(postId)) ?? [];
  } catch (error) {
    // docs/behaviour.md#messages: a failed comment fetch is only logged; the page is not cached without its comments.
    console.error(`[comments] loading the comments of post ${postId} failed:`, error);
    markRenderDegraded("the comments could not be read");
    return [];
  }
}

/**
 * The comments area of an article: its approved comments, oldest first, then the reader's part
 * (CommentsReaderArea: their comments awaiting approval and the form, or 'Login to Comment'),
 * which the browser fills in. Comment text is rendered as text, never as HTML.
 */
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
        <ol className={styles.list} aria-label="Published comments">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ol>
      )}
      <CommentsReaderArea postId={postId} />
    </section>
  );
}

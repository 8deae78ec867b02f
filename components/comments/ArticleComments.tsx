import { PageLink } from "@/components/ui/PageLink";
import type { SessionUser } from "@/lib/auth/current-user";
import { getApprovedComments, getPendingCommentsBy } from "@/lib/comments/service";
import { commentAuthorName, type PublicComment } from "@/lib/comments/comments";
import { CommentBox } from "./CommentBox";
import { CommentItem } from "./CommentItem";
import styles from "./comments.module.css";
import ui from "@/components/ui/ui.module.css";

async function readComments(postId: number): Promise<PublicComment[]> {
  try {
    return (await getApprovedComments(postId)) ?? [];
  } catch (error) {
    // Spec §8: a failed comment fetch is only logged.
    console.error(`[comments] loading the comments of post ${postId} failed:`, error);
    return [];
  }
}

async function readPending(postId: number, viewer: SessionUser | undefined): Promise<PublicComment[]> {
  if (!viewer) return [];
  try {
    return await getPendingCommentsBy(postId, viewer.id);
  } catch (error) {
    console.error(`[comments] loading the pending comments of post ${postId} failed:`, error);
    return [];
  }
}

/**
 * The comments area of an article: its approved comments, oldest first (the reader's own on the
 * right, shaded), then for a signed-in reader their comments awaiting approval and the form, and for
 * a visitor the way to sign in and come back. Comment text is rendered as text, never as HTML.
 */
export async function ArticleComments({ postId, viewer }: { postId: number; viewer?: SessionUser }) {
  const [comments, pending] = await Promise.all([readComments(postId), readPending(postId, viewer)]);
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
            <CommentItem key={comment.id} comment={comment} own={viewer !== undefined && comment.user_id === viewer.id} />
          ))}
        </ol>
      )}
      {viewer ? (
        <CommentBox postId={postId} authorName={commentAuthorName(viewer) ?? null} pending={pending} />
      ) : (
        <PageLink href={`/sign-in?callbackUrl=/post/${postId}`} className={ui.buttonLink}>
          Login to Comment
        </PageLink>
      )}
    </section>
  );
}

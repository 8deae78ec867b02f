import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { DETAIL_REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import type { SessionUser } from "@/lib/auth/current-user";
import { InvalidInputError, NotFoundError } from "@/lib/errors";
import { POST_ERRORS } from "@/lib/posts/messages";
import { revalidatePosts } from "@/lib/posts/service";
import { COMMENT_ERRORS } from "./messages";
import {
  countCommentsByStatus,
  createComment,
  deleteComment,
  listApprovedComments,
  listCommentsForModeration,
  listPendingCommentsBy,
  setCommentStatus,
} from "./repository";
import { commentAuthorName } from "./rules";
import type { CommentCounts, CommentStatus, CreatedComment, ModeratedComment, PublicComment } from "./types";

/** Approved comments of a published post (oldest first), or null for no such post. Cached per post. */
export function getApprovedComments(postId: number): Promise<PublicComment[] | null> {
  return unstable_cache(async () => (await listApprovedComments(await getDb(), postId)) ?? null, ["comments:approved", String(postId)], {
    tags: [TAGS.post(postId), TAGS.comments(postId)],
    revalidate: DETAIL_REVALIDATE_SECONDS,
  })();
}

/** Like getApprovedComments, for a caller that needs the post: a missing or draft one is a NotFoundError. */
export async function requireApprovedComments(postId: number): Promise<PublicComment[]> {
  const comments = await getApprovedComments(postId);
  if (!comments) throw new NotFoundError(POST_ERRORS.notFound);
  return comments;
}

/** Call after a comment of the post is approved, edited or removed. */
export function revalidateComments(postId: number): void {
  revalidateTag(TAGS.comments(postId), { expire: 0 });
}

/** A published comment changes the article's comment list and the count its cards show. */
function revalidatePublished(postId: number): void {
  revalidateComments(postId);
  revalidatePosts(postId);
}

/** The reader's own comments on a post that wait for approval. Per reader, so never cached. */
export async function getPendingCommentsBy(postId: number, userId: number): Promise<PublicComment[]> {
  return listPendingCommentsBy(await getDb(), postId, userId);
}

/**
 * Posts a comment for the signed-in `user`: the author and user id are the session's, whatever a
 * payload said. A reader's comment waits for an admin; an admin's is published at once.
 */
export async function postComment(user: SessionUser, input: { postId: number; text: string }): Promise<CreatedComment> {
  const author = commentAuthorName(user);
  if (!author) throw new InvalidInputError(COMMENT_ERRORS.authorNameUnknown);
  const comment = await createComment(await getDb(), {
    postId: input.postId,
    userId: user.id,
    author,
    text: input.text,
    approvedBy: user.role === "admin" ? user.id : undefined,
  });
  if (!comment) throw new NotFoundError(POST_ERRORS.notFound);
  if (comment.approved) revalidatePublished(comment.post_id);
  return comment;
}

/** The moderation queue of one status and the counts of all three. */
export async function getModerationQueue(
  status: CommentStatus,
  limit?: number,
): Promise<{ comments: ModeratedComment[]; counts: CommentCounts }> {
  const db = await getDb();
  const [comments, counts] = await Promise.all([listCommentsForModeration(db, status, limit), countCommentsByStatus(db)]);
  return { comments, counts };
}

/** Approves, rejects or re-queues a comment; readers see the change (and the new count) at once. */
export async function moderateComment(id: number, status: CommentStatus, moderator: SessionUser): Promise<ModeratedComment> {
  const result = await setCommentStatus(await getDb(), id, status, moderator.id);
  if (!result) throw new NotFoundError(COMMENT_ERRORS.notFound);
  if (result.previous === "approved" || status === "approved") revalidatePublished(result.comment.post_id);
  return result.comment;
}

/** Deletes a comment; a published one leaves the article and its count at once. Answers its post and status (for the audit log). */
export async function removeComment(id: number): Promise<{ postId: number; status: CommentStatus }> {
  const removed = await deleteComment(await getDb(), id);
  if (!removed) throw new NotFoundError(COMMENT_ERRORS.notFound);
  if (removed.status === "approved") revalidatePublished(removed.postId);
  return removed;
}

import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { comments, posts } from "@/lib/db/schema";
import type { CommentStatus } from "@/lib/validation/comments";
import { toPublicComment, type PublicComment } from "./comments";

/** A comment as the moderation queue shows it: its status, its article and who moderated it. */
export interface ModeratedComment extends PublicComment {
  status: CommentStatus;
  post_title: string;
  moderated_by: number | null;
  moderated_at: string | null;
}

export type CommentCounts = Record<CommentStatus, number>;

/**
 * Comments in one status: the pending queue oldest first (first come, first served), approved and
 * rejected ones newest first.
 */
export async function listCommentsForModeration(db: Database, status: CommentStatus, limit = 50): Promise<ModeratedComment[]> {
  const order = status === "pending" ? [asc(comments.createdAt), asc(comments.id)] : [desc(comments.createdAt), desc(comments.id)];
  const rows = await db
    .select({ comment: comments, postTitle: posts.title })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.status, status))
    .orderBy(...order)
    .limit(limit);
  return rows.map(({ comment, postTitle }) => ({
    ...toPublicComment(comment),
    status: comment.status,
    post_title: postTitle,
    moderated_by: comment.moderatedBy,
    moderated_at: comment.moderatedAt?.toISOString() ?? null,
  }));
}

/** How many comments are in each status. */
export async function countCommentsByStatus(db: Database): Promise<CommentCounts> {
  const rows = await db
    .select({ status: comments.status, count: sql<number>`count(*)::int` })
    .from(comments)
    .groupBy(comments.status);
  const counts: CommentCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** How an approved-or-not change moves the post's count of approved comments. */
function countDelta(from: CommentStatus, to: CommentStatus): number {
  return (to === "approved" ? 1 : 0) - (from === "approved" ? 1 : 0);
}

async function moveCommentsCount(tx: Database, postId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId));
}

/**
 * Moves a comment to `status`, records who did it and keeps `posts.comments_count` (approved
 * comments only) in step, all in one transaction. The comment row is locked first, so two admins
 * acting on one comment at once are applied one after the other and count it once.
 * Undefined when there is no such comment.
 */
export async function setCommentStatus(
  db: Database,
  id: number,
  status: CommentStatus,
  moderatorId: number,
): Promise<{ comment: ModeratedComment; previous: CommentStatus } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(comments).where(eq(comments.id, id)).for("update");
    if (!current) return undefined;
    const [row] = await tx
      .update(comments)
      .set({ status, moderatedBy: moderatorId, moderatedAt: new Date() })
      .where(eq(comments.id, id))
      .returning();
    if (!row) return undefined;
    await moveCommentsCount(tx, row.postId, countDelta(current.status, status));
    const [post] = await tx.select({ title: posts.title }).from(posts).where(eq(posts.id, row.postId));
    return {
      previous: current.status,
      comment: {
        ...toPublicComment(row),
        status: row.status,
        post_title: post?.title ?? "",
        moderated_by: row.moderatedBy,
        moderated_at: row.moderatedAt?.toISOString() ?? null,
      },
    };
  });
}

/** Deletes a comment (and takes an approved one off its post's count). Undefined when there is none. */
export async function deleteComment(db: Database, id: number): Promise<{ postId: number; status: CommentStatus } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(comments).where(eq(comments.id, id)).returning({ postId: comments.postId, status: comments.status });
    if (!row) return undefined;
    await moveCommentsCount(tx, row.postId, row.status === "approved" ? -1 : 0);
    return row;
  });
}

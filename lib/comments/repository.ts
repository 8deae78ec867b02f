import { and, asc, desc, eq, sql } from "drizzle-orm";
import { preparedOnce, type Database } from "@/lib/db/client";
import { comments, posts } from "@/lib/db/schema";
import { isPublishedPost, publishedPostWithId } from "@/lib/posts/repository";
import type { CommentCounts, CommentStatus, CreatedComment, ModeratedComment, PublicComment } from "./types";

// The comments' queries: each takes the database and answers undefined (or an empty list) when
// there is nothing, never an error; lib/comments/service.ts decides what that means for a caller.

type CommentRow = typeof comments.$inferSelect;

export function toPublicComment(row: CommentRow): PublicComment {
  return {
    id: row.id,
    text: row.text,
    author: row.author,
    post_id: row.postId,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The approved comments of a published post, oldest first; undefined when there is no such
 * published post (so a caller can tell "no comments" from "no post").
 */
export async function listApprovedComments(db: Database, postId: number): Promise<PublicComment[] | undefined> {
  // One statement, the post joined to its comments: every cold article asks, and a round trip to
  // the database costs more CPU than the lookup itself (bench:cold).
  const rows = await approvedComments(db).execute({ postId });
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ comment }) => (comment ? [toPublicComment(comment)] : []));
}

const approvedComments = preparedOnce((db) =>
  db
    .select({ comment: comments })
    .from(posts)
    .leftJoin(comments, and(eq(comments.postId, posts.id), eq(comments.status, "approved")))
    .where(publishedPostWithId(sql.placeholder("postId")))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .prepare("approved_comments"),
);

/** A reader's own comments on a post that still wait for an admin, oldest first (shown only to them). */
export async function listPendingCommentsBy(db: Database, postId: number, userId: number): Promise<PublicComment[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.postId, postId), eq(comments.userId, userId), eq(comments.status, "pending")))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(toPublicComment);
}

export interface NewComment {
  postId: number;
  userId: number;
  author: string;
  /** Already validated and trimmed (lib/comments/schemas.ts). */
  text: string;
  /** An admin's own comment needs no approval; a reader's waits in the queue. */
  approvedBy?: number;
}

/**
 * Stores a comment on a published post — pending, or approved at once when an admin writes it (then
 * the post's comment count moves in the same transaction). Undefined when there is no such post.
 */
export async function createComment(db: Database, input: NewComment): Promise<CreatedComment | undefined> {
  return db.transaction(async (tx) => {
    if (!(await isPublishedPost(tx, input.postId))) return undefined;
    const approved = input.approvedBy !== undefined;
    const [row] = await tx
      .insert(comments)
      .values({
        postId: input.postId,
        userId: input.userId,
        author: input.author,
        text: input.text,
        status: approved ? "approved" : "pending",
        moderatedBy: input.approvedBy ?? null,
        moderatedAt: approved ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error("the comment was not stored");
    if (approved)
      await tx
        .update(posts)
        .set({ commentsCount: sql`${posts.commentsCount} + 1` })
        .where(eq(posts.id, input.postId));
    return { ...toPublicComment(row), approved };
  });
}

// Moderation.

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

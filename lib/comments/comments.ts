import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { comments, posts } from "@/lib/db/schema";
import type { PublicUser } from "@/lib/auth/public-user";
import { isPublishedPost } from "@/lib/posts/repository";

/** A comment as readers and the API see it (spec §3, "Comment"). */
export interface PublicComment {
  id: number;
  text: string;
  author: string;
  post_id: number;
  user_id: number | null;
  /** ISO 8601. */
  created_at: string;
}

/** The answer to a new comment: the spec's fields plus its local 'approved' flag. */
export interface CreatedComment extends PublicComment {
  approved: boolean;
}

/** Spec §1: an admin's comments carry 'Admin' as their author. */
export const ADMIN_AUTHOR = "Admin";

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
 * The name a comment is published under: 'Admin' for an admin, else the reader's first and last
 * name; undefined when the account has no name (the form then asks the reader to log in again).
 */
export function commentAuthorName(user: Pick<PublicUser, "firstName" | "lastName" | "role">): string | undefined {
  if (user.role === "admin") return ADMIN_AUTHOR;
  const name = `${user.firstName} ${user.lastName}`.replace(/\s+/g, " ").trim();
  return name || undefined;
}

/**
 * The approved comments of a published post, oldest first; undefined when there is no such
 * published post (so a caller can tell "no comments" from "no post").
 */
export async function listApprovedComments(db: Database, postId: number): Promise<PublicComment[] | undefined> {
  if (!(await isPublishedPost(db, postId))) return undefined;
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.postId, postId), eq(comments.status, "approved")))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(toPublicComment);
}

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
  /** Already validated and trimmed (lib/validation/comments.ts). */
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
    if (approved) await tx.update(posts).set({ commentsCount: sql`${posts.commentsCount} + 1` }).where(eq(posts.id, input.postId));
    return { ...toPublicComment(row), approved };
  });
}

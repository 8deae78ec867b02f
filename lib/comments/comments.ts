import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { comments, posts } from "@/lib/db/schema";

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

/**
 * The approved comments of a published post, oldest first; undefined when there is no such
 * published post (so a caller can tell "no comments" from "no post").
 */
export async function listApprovedComments(db: Database, postId: number): Promise<PublicComment[] | undefined> {
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.status, "published")));
  if (!post) return undefined;
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.postId, postId), eq(comments.status, "approved")))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    author: row.author,
    post_id: row.postId,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  }));
}

import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { bookmarks, postLikes, posts } from "@/lib/db/schema";
import { isLive, isPublishedPost, publishedPostWithId } from "@/lib/posts/repository";
import type { ReaderPostState } from "./reader-state";

/** The reader's like and save of a published post, with its current like count; undefined when there is no such post. */
export async function readerPostState(db: Database, userId: number, postId: number): Promise<ReaderPostState | undefined> {
  const [row] = await db
    .select({
      likes: posts.likes,
      liked: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.userId} = ${userId} and ${postLikes.postId} = ${posts.id})`,
      saved: sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${userId} and ${bookmarks.postId} = ${posts.id})`,
    })
    .from(posts)
    .where(publishedPostWithId(postId));
  return row ? { liked: Boolean(row.liked), saved: Boolean(row.saved), likes: row.likes } : undefined;
}

/**
 * Likes or unlikes a published post for a reader. Idempotent: liking twice counts once. The like
 * row and `posts.likes` change in one transaction, and the count moves only when a row was really
 * added or removed. Undefined when there is no such post.
 */
export async function setLike(
  db: Database,
  userId: number,
  postId: number,
  liked: boolean,
): Promise<{ liked: boolean; likes: number } | undefined> {
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ id: posts.id }).from(posts).where(publishedPostWithId(postId)).for("update");
    if (!post) return undefined;
    const changed = liked
      ? await tx.insert(postLikes).values({ userId, postId }).onConflictDoNothing().returning({ postId: postLikes.postId })
      : await tx
          .delete(postLikes)
          .where(and(eq(postLikes.userId, userId), eq(postLikes.postId, postId)))
          .returning({ postId: postLikes.postId });
    const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
    const [row] = await tx
      .update(posts)
      .set({ likes: sql`greatest(${posts.likes} + ${delta}, 0)` })
      .where(eq(posts.id, postId))
      .returning({ likes: posts.likes });
    return { liked, likes: row?.likes ?? 0 };
  });
}

/** Saves or unsaves a published post for a reader (idempotent). Undefined when there is no such post. */
export async function setBookmark(db: Database, userId: number, postId: number, saved: boolean): Promise<{ saved: boolean } | undefined> {
  if (!(await isPublishedPost(db, postId))) return undefined;
  if (saved) await db.insert(bookmarks).values({ userId, postId }).onConflictDoNothing();
  else await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.postId, postId)));
  return { saved };
}

/** Ids of the reader's saved published posts, most recently saved first. */
export async function listBookmarkedPostIds(db: Database, userId: number, limit = 200): Promise<number[]> {
  const rows = await db
    .select({ postId: bookmarks.postId })
    .from(bookmarks)
    .innerJoin(posts, eq(posts.id, bookmarks.postId))
    .where(and(eq(bookmarks.userId, userId), isLive()))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.postId))
    .limit(limit);
  return rows.map((row) => row.postId);
}

/**
 * Adds what a browser liked and saved before its reader signed in to the reader's account. Ids of
 * missing or unpublished posts are skipped; what the account already has is left as it is (a like
 * counts once). Answers which of the given ids the account now likes and saves.
 */
export async function mergeBrowserState(
  db: Database,
  userId: number,
  input: { liked: number[]; saved: number[] },
): Promise<{ liked: number[]; saved: number[] }> {
  const ids = [...new Set([...input.liked, ...input.saved])];
  if (ids.length === 0) return { liked: [], saved: [] };
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(inArray(posts.id, ids), isLive()))
      .orderBy(posts.id)
      .for("update");
    const existing = new Set(rows.map((row) => row.id));
    const liked = [...new Set(input.liked)].filter((id) => existing.has(id));
    const saved = [...new Set(input.saved)].filter((id) => existing.has(id));
    if (liked.length > 0) {
      const added = await tx
        .insert(postLikes)
        .values(liked.map((postId) => ({ userId, postId })))
        .onConflictDoNothing()
        .returning({ postId: postLikes.postId });
      const addedIds = added.map((row) => row.postId);
      if (addedIds.length > 0)
        await tx
          .update(posts)
          .set({ likes: sql`${posts.likes} + 1` })
          .where(inArray(posts.id, addedIds));
    }
    if (saved.length > 0) {
      await tx
        .insert(bookmarks)
        .values(saved.map((postId) => ({ userId, postId })))
        .onConflictDoNothing();
    }
    return { liked, saved };
  });
}

import { getDb } from "@/lib/db/connection";
import { HttpError } from "@/lib/http/responses";
import { findPublishedSummaries } from "@/lib/posts/repository";
import type { PostSummary } from "@/lib/posts/types";
import { listBookmarkedPostIds, mergeBrowserState, readerPostState, setBookmark, setLike, type ReaderPostState } from "./reactions";

// Likes and saves are per reader and change often: nothing here is cached, and a like does not
// revalidate the cached article (its count there may lag by up to the article's cache time; the
// signed-in reader's own page reads the count fresh through readerPostState).

/** The reader's like and save of an article, or undefined for a missing post. */
export async function getReaderPostState(userId: number, postId: number): Promise<ReaderPostState | undefined> {
  return readerPostState(await getDb(), userId, postId);
}

export async function likePost(userId: number, postId: number, liked: boolean): Promise<{ liked: boolean; likes: number }> {
  const result = await setLike(await getDb(), userId, postId, liked);
  if (!result) throw new HttpError(404, "Post not found.");
  return result;
}

export async function bookmarkPost(userId: number, postId: number, saved: boolean): Promise<{ saved: boolean }> {
  const result = await setBookmark(await getDb(), userId, postId, saved);
  if (!result) throw new HttpError(404, "Post not found.");
  return result;
}

/** The reader's saved articles as list cards, most recently saved first. */
export async function getBookmarkedPosts(userId: number): Promise<PostSummary[]> {
  const db = await getDb();
  return findPublishedSummaries(db, await listBookmarkedPostIds(db, userId));
}

/** Adds a browser's likes and saves to the reader's account (see mergeBrowserState). */
export async function mergeIntoAccount(userId: number, state: { liked: number[]; saved: number[] }): Promise<{ liked: number[]; saved: number[] }> {
  return mergeBrowserState(await getDb(), userId, state);
}

import { getDb } from "@/lib/db/connection";
import { NotFoundError } from "@/lib/errors";
import { getPendingCommentsBy } from "@/lib/comments/service";
import { POST_ERRORS } from "@/lib/posts/messages";
import { findPublishedSummaries } from "@/lib/posts/repository";
import type { PostSummary } from "@/lib/posts/types";
import type { ReaderArticleState } from "./reader-state";
import { listBookmarkedPostIds, mergeBrowserState, readerPostState, setBookmark, setLike } from "./repository";

// Likes and saves are per reader and change often: nothing here is cached, and a like does not
// revalidate the cached article (its count there may lag by up to the article's cache time; the
// signed-in reader's own page reads the count fresh through readerPostState).

/** The reader's like and save of an article and their comments awaiting approval; a missing post is a NotFoundError. */
export async function getReaderArticleState(userId: number, postId: number): Promise<ReaderArticleState> {
  const [state, pending] = await Promise.all([readerPostState(await getDb(), userId, postId), getPendingCommentsBy(postId, userId)]);
  if (!state) throw new NotFoundError(POST_ERRORS.notFound);
  return { ...state, pending };
}

export async function likePost(userId: number, postId: number, liked: boolean): Promise<{ liked: boolean; likes: number }> {
  const result = await setLike(await getDb(), userId, postId, liked);
  if (!result) throw new NotFoundError(POST_ERRORS.notFound);
  return result;
}

export async function bookmarkPost(userId: number, postId: number, saved: boolean): Promise<{ saved: boolean }> {
  const result = await setBookmark(await getDb(), userId, postId, saved);
  if (!result) throw new NotFoundError(POST_ERRORS.notFound);
  return result;
}

/** The reader's saved articles as list cards, most recently saved first. */
export async function getBookmarkedPosts(userId: number): Promise<PostSummary[]> {
  const db = await getDb();
  return findPublishedSummaries(db, await listBookmarkedPostIds(db, userId));
}

/** Adds a browser's likes and saves to the reader's account (see mergeBrowserState). */
export async function mergeIntoAccount(
  userId: number,
  state: { liked: number[]; saved: number[] },
): Promise<{ liked: number[]; saved: number[] }> {
  return mergeBrowserState(await getDb(), userId, state);
}

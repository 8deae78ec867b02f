import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { sanitizeHtml } from "@/lib/content/sanitize";
import { DETAIL_REVALIDATE_SECONDS, LIST_REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import { findPublishedPost, listPublishedPosts, type ListOptions } from "./repository";
import type { PostDetail, PostPage } from "./types";

/** A page of published posts, cached briefly and revalidated when posts change. */
export const getPostPage = unstable_cache(
  async (options: ListOptions): Promise<PostPage> => listPublishedPosts(await getDb(), options),
  ["posts:page"],
  { tags: [TAGS.posts], revalidate: LIST_REVALIDATE_SECONDS },
);

/** A published post with its body sanitized, or null. Cached per post. */
export function getPost(id: number): Promise<PostDetail | null> {
  return unstable_cache(
    async (): Promise<PostDetail | null> => {
      const post = await findPublishedPost(await getDb(), id);
      return post ? { ...post, description: sanitizeHtml(post.description) } : null;
    },
    ["posts:detail", String(id)],
    { tags: [TAGS.posts, TAGS.post(id)], revalidate: DETAIL_REVALIDATE_SECONDS },
  )();
}

/** Call after a write that changes what readers see of a post (or of every list, without an id). */
export function revalidatePosts(id?: number): void {
  revalidateTag(id === undefined ? TAGS.posts : TAGS.post(id), { expire: 0 });
  if (id !== undefined) revalidateTag(TAGS.posts, { expire: 0 });
}

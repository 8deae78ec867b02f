import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { DETAIL_REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import { listApprovedComments, type PublicComment } from "./comments";

/** Approved comments of a published post (oldest first), or null for no such post. Cached per post. */
export function getApprovedComments(postId: number): Promise<PublicComment[] | null> {
  return unstable_cache(
    async () => (await listApprovedComments(await getDb(), postId)) ?? null,
    ["comments:approved", String(postId)],
    { tags: [TAGS.posts, TAGS.post(postId), TAGS.comments(postId)], revalidate: DETAIL_REVALIDATE_SECONDS },
  )();
}

/** Call after a comment of the post is approved, edited or removed. */
export function revalidateComments(postId: number): void {
  revalidateTag(TAGS.comments(postId), { expire: 0 });
}

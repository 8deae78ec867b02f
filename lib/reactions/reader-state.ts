import type { PublicComment } from "@/lib/comments/comments";
import type { ReaderPostState } from "./reactions";

/**
 * What an article page's browser islands show for the signed-in reader (GET /api/posts/{id}/reader-state):
 * their like and save with the current like count, and their comments that wait for approval.
 */
export interface ReaderArticleState extends ReaderPostState {
  pending: PublicComment[];
}

// What the comments slice hands out: plain shapes, safe to import from client components.
import { COMMENT_STATUSES } from "@/lib/db/enums";

export { COMMENT_STATUSES };
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** A comment as readers and the API see it (docs/behaviour.md#data-shapes, "Comment"). */
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

/** A comment as the moderation queue shows it: its status, its article and who moderated it. */
export interface ModeratedComment extends PublicComment {
  status: CommentStatus;
  post_title: string;
  moderated_by: number | null;
  moderated_at: string | null;
}

export type CommentCounts = Record<CommentStatus, number>;

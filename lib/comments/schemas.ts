import "@/lib/validation-primitives/jitless";
import { z } from "zod";
import { postIdSchema } from "@/lib/posts/schemas";
import { COMMENT_MESSAGES } from "./messages";
import { COMMENT_MAX_LENGTH } from "./rules";
import { COMMENT_STATUSES } from "./types";

/** The comment text: trimmed, required, at most 5,000 characters. The form and the handler share it. */
export const commentTextSchema = z
  .string({ error: (issue) => (issue.input === undefined ? COMMENT_MESSAGES.required : "text must be text.") })
  .trim()
  .min(1, COMMENT_MESSAGES.required)
  .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong);

/** What the comment form holds. */
export const commentFormSchema = z.object({ text: commentTextSchema });
export type CommentFormValues = z.infer<typeof commentFormSchema>;

/**
 * Body of POST /api/comments (docs/behaviour.md#calls: author, text, post_id, user_id). `author` and `user_id` are
 * accepted for the spec's clients but never used: the server takes both from the session, so a
 * payload naming someone else changes nothing.
 */
export const createCommentSchema = z.object(
  {
    text: commentTextSchema,
    post_id: postIdSchema,
    author: z.unknown().optional(),
    user_id: z.unknown().optional(),
  },
  { error: "The body must be a JSON object with text and post_id." },
);

const statusSchema = z.enum(COMMENT_STATUSES, { error: `status must be one of ${COMMENT_STATUSES.join(", ")}.` });

/** Query of GET /api/admin/comments. */
export const moderationQuerySchema = z.object({
  status: statusSchema.default("pending"),
  limit: z.coerce
    .number({ error: "limit must be a whole number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(100, "limit must be at most 100.")
    .default(50),
});

/** Body of PATCH /api/admin/comments/{id}. */
export const moderateCommentSchema = z.object({ status: statusSchema }, { error: "The body must be a JSON object with a status." });

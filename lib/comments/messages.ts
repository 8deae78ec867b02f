import type { ErrorEntry } from "@/lib/errors";
import { formatCount } from "@/lib/format/number";
import { COMMENT_MAX_LENGTH } from "./rules";

// The comments slice's catalogue: the texts its form and schemas show, and the errors it raises.

export const COMMENT_MESSAGES = {
  required: "Please write a comment before posting.",
  tooLong: `Comments can be at most ${formatCount(COMMENT_MAX_LENGTH)} characters long.`,
  /** docs/behaviour.md#validation: the comment form needs the reader's name. */
  nameUnknown: "User name is not set. Please log in again.",
} as const;

export const COMMENT_ERRORS = {
  authorNameUnknown: { code: "comment_author_unknown", message: COMMENT_MESSAGES.nameUnknown },
  notFound: { code: "comment_not_found", message: "Comment not found." },
  invalidModerationQuery: { code: "invalid_moderation_query", message: "Invalid moderation query." },
} as const satisfies Record<string, ErrorEntry>;

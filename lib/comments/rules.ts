// The comment rules as plain values, free of zod, so the light parts of the page can read them.

import { formatCount } from "@/lib/format/number";

/** Longest comment a reader may post, in characters after trimming. */
export const COMMENT_MAX_LENGTH = 5000;

/** Comments one reader may post in a minute (POST /api/comments answers 429 beyond it). */
export const COMMENTS_PER_MINUTE = 5;

export const COMMENT_MESSAGES = {
  required: "Please write a comment before posting.",
  tooLong: `Comments can be at most ${formatCount(COMMENT_MAX_LENGTH)} characters long.`,
  /** Spec §5: the comment form needs the reader's name. */
  nameUnknown: "User name is not set. Please log in again.",
} as const;

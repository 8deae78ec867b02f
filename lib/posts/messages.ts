import type { ErrorEntry } from "@/lib/errors";

// The posts slice's error catalogue. "Post not found." is every slice's answer for a missing or
// unpublished article (comments, reactions and the fact-checker throw this entry too).

export const POST_ERRORS = {
  notFound: { code: "post_not_found", message: "Post not found." },
  invalidCursor: { code: "invalid_cursor", message: "Invalid cursor." },
  invalidListQuery: { code: "invalid_list_query", message: "Invalid list query." },
  tagNotFound: { code: "tag_not_found", message: "Tag not found." },
  authorNotFound: { code: "author_not_found", message: "Author not found." },
} as const satisfies Record<string, ErrorEntry>;

/** The message of a post id in a body that is not one (comments' post_id, a browser's saved ids). */
export const POST_ID_MESSAGE = "post_id must be the id of an article.";

// The comment rules as plain values, free of zod and of the database, so the light parts of the page can read them.

import type { PublicUser } from "@/lib/auth/public-user";

/** Longest comment a reader may post, in characters after trimming. */
export const COMMENT_MAX_LENGTH = 5000;

/** Comments one reader may post in a minute (POST /api/comments answers 429 beyond it). */
export const COMMENTS_PER_MINUTE = 5;

/** docs/behaviour.md#screens: an admin's comments carry 'Admin' as their author. */
export const ADMIN_AUTHOR = "Admin";

/**
 * The name a comment is published under: 'Admin' for an admin, else the reader's first and last
 * name; undefined when the account has no name (the form then asks the reader to log in again).
 */
export function commentAuthorName(user: Pick<PublicUser, "firstName" | "lastName" | "role">): string | undefined {
  if (user.role === "admin") return ADMIN_AUTHOR;
  const name = `${user.firstName} ${user.lastName}`.replace(/\s+/g, " ").trim();
  return name || undefined;
}

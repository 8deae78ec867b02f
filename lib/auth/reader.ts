import { commentAuthorName } from "@/lib/comments/comments";
import type { SessionUser } from "./sessions";
import { displayName } from "./users";

/**
 * What a reading page's browser islands need to know about the signed-in reader (GET /api/session):
 * the header corner, the drawer's account block and the comment form. Reading pages are the same
 * bytes for everyone, so this is fetched by the browser and never rendered into them.
 */
export interface ReaderSummary {
  id: number;
  /** The avatar's tooltip and accessible name. */
  displayName: string;
  /** The drawer's identity line: the full name, or the e-mail when the account has no name. */
  fullName: string;
  initial: string;
  avatar: string | null;
  isAdmin: boolean;
  /** The name a comment is published under; null for an account without one. */
  commentName: string | null;
}

export function readerSummary(user: SessionUser): ReaderSummary {
  const name = displayName(user);
  return {
    id: user.id,
    displayName: name,
    fullName: `${user.firstName} ${user.lastName}`.trim() || user.email || name,
    initial: name.charAt(0).toUpperCase(),
    avatar: user.avatar,
    isAdmin: user.role === "admin",
    commentName: commentAuthorName(user) ?? null,
  };
}

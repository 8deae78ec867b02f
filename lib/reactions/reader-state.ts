// What the reading pages' browser islands are told about the signed-in reader. Reading pages are
// the same bytes for everyone, so this is fetched by the browser and never rendered into them.
// Plain shapes and one pure function: safe to import from client components.
import { accountPages, type AccountPage } from "@/lib/auth/account-pages";
import { displayName } from "@/lib/auth/public-user";
import type { SessionUser } from "@/lib/auth/sessions";
import { commentAuthorName } from "@/lib/comments/rules";
import type { PublicComment } from "@/lib/comments/types";

/** What one signed-in reader has done with one article. */
export interface ReaderPostState {
  liked: boolean;
  saved: boolean;
  /** The article's like count now (the cached page may be a few minutes behind). */
  likes: number;
}

/**
 * What an article page's browser islands show for the signed-in reader (GET /api/posts/{id}/reader-state):
 * their like and save with the current like count, and their comments that wait for approval.
 */
export interface ReaderArticleState extends ReaderPostState {
  pending: PublicComment[];
}

/**
 * What a reading page's browser islands need to know about the signed-in reader (GET /api/session):
 * the header corner, the drawer's account block and the comment form.
 */
export interface ReaderSummary {
  id: number;
  /** The avatar's tooltip and accessible name. */
  displayName: string;
  /** The drawer's identity line: the full name, or the e-mail when the account has no name. */
  fullName: string;
  initial: string;
  avatar: string | null;
  /** Profile, Settings, and for staff the newsroom and moderation pages they may open. */
  pages: AccountPage[];
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
    pages: accountPages(user),
    commentName: commentAuthorName(user) ?? null,
  };
}

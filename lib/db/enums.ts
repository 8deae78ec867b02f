// Value lists of the schema's text enums that the domain needs too. They are the database's facts,
// so they are defined here, below every slice, and the slices take them from here (lib/db/schema.ts
// and lib/comments/types.ts both read COMMENT_STATUSES). Plain values: safe in the browser.

/** A comment waits for an admin, is published, or was turned down. */
export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;

/** Where a menu is shown. */
export const MENU_LOCATIONS = ["header", "footer"] as const;

/** The footer's two link columns; each footer link is in one (or, from before they were stored, in none and not shown). */
export const FOOTER_COLUMNS = ["quick-links", "legal"] as const;
export type FooterColumn = (typeof FOOTER_COLUMNS)[number];

/** A reader ('user') or one of the newsroom's staff roles, least to most trusted (lib/auth/capabilities.ts). */
export const USER_ROLES = ["user", "contributor", "author", "editor", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

/**
 * Where an article is in its life; only `published` is ever shown to readers. `in_review`: a draft
 * submitted to the desk, waiting for an editor (lib/newsroom/workflow.ts).
 */
export const POST_STATUSES = ["draft", "in_review", "scheduled", "published", "unpublished"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

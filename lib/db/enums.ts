// Value lists of the schema's text enums that the domain needs too. They are the database's facts,
// so they are defined here, below every slice, and the slices take them from here (lib/db/schema.ts
// and lib/comments/types.ts both read COMMENT_STATUSES). Plain values: safe in the browser.

/** A comment waits for an admin, is published, or was turned down. */
export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;

/** Where a menu is shown. */
export const MENU_LOCATIONS = ["header", "footer"] as const;

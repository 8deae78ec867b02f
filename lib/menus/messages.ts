import { FOOTER_COLUMNS } from "@/lib/db/enums";
import type { ErrorEntry } from "@/lib/errors";
import { FOOTER_LEGAL_MAX, FOOTER_MAIN_MAX } from "./navigation";

// The menus' catalogue for the back office: the menus an editor edits, their limits, the texts of
// their validation and the errors the API answers with.

/** The menus of /admin/menus and /api/admin/menus/{menu}: the header, and the footer's two link columns. */
export const MENU_KINDS = ["header", ...FOOTER_COLUMNS] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/** How the screens and the audit log name each menu. */
export const MENU_TITLES: Record<MenuKind, string> = { header: "Header menu", "quick-links": "Quick Links", legal: "Legal" };

export const MENU_LIMITS = {
  nameLength: 60,
  urlLength: 500,
  /** Top level, children, grandchildren: what the header's dropdowns and the drawer show well. */
  headerDepth: 3,
  headerChildren: 20,
  headerItems: 100,
} as const;

export const MENU_MESSAGES = {
  kind: "The menu must be header, quick-links or legal.",
  items: "items must be a list of menu items.",
  name: `A menu item's name is 1 to ${MENU_LIMITS.nameLength} characters.`,
  url: 'A link is a path of this site (e.g. "/about") or an http(s) address.',
  fontFamily: 'font_family is a list of font names, e.g. "Georgia, serif".',
  fontSize: 'font_size is a number of pixels or a size in px, rem, em or %, e.g. "16" or "1.1rem".',
  fontWeight: "font_weight is normal, bold or 100 to 900.",
  color: 'color is a hex colour or a colour name, e.g. "#c2410c" or "teal".',
  style: 'style is "underline" or left out.',
  tooDeep: `The header menu nests at most ${MENU_LIMITS.headerDepth} levels deep.`,
  tooManyChildren: `A menu level holds at most ${MENU_LIMITS.headerChildren} items.`,
  tooManyItems: `The header menu holds at most ${MENU_LIMITS.headerItems} items.`,
  tooManyQuickLinks: `Quick Links holds at most ${FOOTER_MAIN_MAX} links.`,
  tooManyLegal: `Legal holds at most ${FOOTER_LEGAL_MAX} links.`,
} as const;

export const MENU_ERRORS = {
  invalidMenu: { code: "invalid_menu", message: "Please correct the highlighted menu items." },
  unknownMenu: { code: "menu_not_found", message: MENU_MESSAGES.kind },
  menusForbidden: { code: "menus_forbidden", message: "Only editors and administrators can manage menus." },
} as const satisfies Record<string, ErrorEntry>;

import "@/lib/validation-primitives/jitless";
import { z } from "zod";
import { MENU_LOCATIONS } from "@/lib/db/enums";
import { FOOTER_LEGAL_MAX, FOOTER_MAIN_MAX } from "./navigation";
import { MENU_KINDS, MENU_LIMITS, MENU_MESSAGES } from "./messages";

/** Query of GET /menus and /api/menus: one location, or every menu. */
export const menuQuerySchema = z.object({
  location: z.enum(MENU_LOCATIONS, { error: "location must be header or footer." }).optional(),
});

/** The {menu} segment of /api/admin/menus/{menu}. */
export const menuKindSchema = z.enum(MENU_KINDS, { error: MENU_MESSAGES.kind });

const name = z
  .string({ error: MENU_MESSAGES.name })
  .trim()
  .min(1, MENU_MESSAGES.name)
  .max(MENU_LIMITS.nameLength, MENU_MESSAGES.name)
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), MENU_MESSAGES.name);

/**
 * A link readers follow: a path of this site ("/about", "/category/business?x=1#top", never
 * "//host") or an http(s) address. Anything else (javascript:, data:, mailto:) is refused.
 */
export function isMenuUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const url = z
  .string({ error: MENU_MESSAGES.url })
  .trim()
  .max(MENU_LIMITS.urlLength, MENU_MESSAGES.url)
  .refine(isMenuUrl, MENU_MESSAGES.url);

// The style fields of a menu item (docs/behaviour.md#menu-item) end up in an inline style attribute: each is held to the CSS values it
// names, so no field can carry another declaration (";"), a url() or an expression.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
const styleFields = {
  font_family: optional(
    z
      .string({ error: MENU_MESSAGES.fontFamily })
      .trim()
      .max(100, MENU_MESSAGES.fontFamily)
      .regex(/^[A-Za-z0-9 ,'"-]+$/, MENU_MESSAGES.fontFamily),
  ),
  font_size: optional(
    z
      .string({ error: MENU_MESSAGES.fontSize })
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?(px|rem|em|%)?$/, MENU_MESSAGES.fontSize),
  ),
  font_weight: optional(
    z
      .string({ error: MENU_MESSAGES.fontWeight })
      .trim()
      .regex(/^(normal|bold|[1-9]00)$/, MENU_MESSAGES.fontWeight),
  ),
  color: optional(
    z
      .string({ error: MENU_MESSAGES.color })
      .trim()
      .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,20})$/, MENU_MESSAGES.color),
  ),
  style: optional(z.literal("underline", { error: MENU_MESSAGES.style })),
};

/** A header item as an editor saves it: name, link, style fields and its own items. */
export interface HeaderMenuInput {
  name: string;
  url: string;
  font_family?: string;
  font_size?: string;
  font_weight?: string;
  color?: string;
  style?: "underline";
  children: HeaderMenuInput[];
}

/** One header item's own fields (the editor's dialog checks them before the save does). */
export const headerItemSchema = z.strictObject({ name, url, ...styleFields });

function headerLevel(depth: number): z.ZodType<HeaderMenuInput[]> {
  const children =
    depth < MENU_LIMITS.headerDepth
      ? z.lazy(() => headerLevel(depth + 1)).default([])
      : z.array(z.unknown()).max(0, MENU_MESSAGES.tooDeep).default([]);
  return z
    .array(headerItemSchema.extend({ children }), { error: MENU_MESSAGES.items })
    .max(MENU_LIMITS.headerChildren, MENU_MESSAGES.tooManyChildren) as unknown as z.ZodType<HeaderMenuInput[]>;
}

const countItems = (items: HeaderMenuInput[]): number => items.reduce((sum, item) => sum + 1 + countItems(item.children), 0);

/** PUT /api/admin/menus/header: the whole tree, at most three levels deep. */
export const headerMenuSchema = z.strictObject({
  items: headerLevel(1).refine((items) => countItems(items) <= MENU_LIMITS.headerItems, MENU_MESSAGES.tooManyItems),
});

/** A footer link: name and link only (the footer shows neither styles nor nesting); its column is the menu it is saved in. */
export interface FooterLinkInput {
  name: string;
  url: string;
}

/** One footer link (the editor's dialog checks it before the save does). */
export const footerLinkSchema = z.strictObject({ name, url });

/** PUT /api/admin/menus/quick-links and /legal: the column's links in order. */
export const footerMenuSchemas = {
  "quick-links": z.strictObject({
    items: z.array(footerLinkSchema, { error: MENU_MESSAGES.items }).max(FOOTER_MAIN_MAX, MENU_MESSAGES.tooManyQuickLinks),
  }),
  legal: z.strictObject({
    items: z.array(footerLinkSchema, { error: MENU_MESSAGES.items }).max(FOOTER_LEGAL_MAX, MENU_MESSAGES.tooManyLegal),
  }),
} as const;

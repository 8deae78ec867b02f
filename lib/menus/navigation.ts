import { markRenderDegraded } from "@/lib/http/render-outcome";
import type { FooterColumn } from "@/lib/db/enums";
import type { MenuItem, MenuLocation } from "./types";

export interface NavLink {
  name: string;
  url: string;
}

const link = (name: string, url: string, location: MenuLocation, id: number): MenuItem => ({ id, name, url, location, children: [] });

/** docs/behaviour.md#states: when the menus cannot be loaded the header uses Home, Articles, About, Contact. */
export const FALLBACK_HEADER_MENU: MenuItem[] = [
  link("Home", "/", "header", -1),
  link("Articles", "/articles", "header", -2),
  link("About", "/about", "header", -3),
  link("Contact", "/contact", "header", -4),
];

/** …and the footer the same four in Quick Links plus Privacy Policy and Terms of Service in Legal. */
export const FALLBACK_FOOTER_MENU: MenuItem[] = [
  ...FALLBACK_HEADER_MENU.map((item) => ({ ...item, location: "footer" as const, column: "quick-links" as const })),
  { ...link("Privacy Policy", "/privacy", "footer", -5), column: "legal" },
  { ...link("Terms of Service", "/terms", "footer", -6), column: "legal" },
];

export type LoadedMenu = { status: "loaded"; items: MenuItem[] } | { status: "failed"; items: MenuItem[]; message: string };

/**
 * One location's menu; a failed read is logged, its message kept, and the fallback menu used
 * (docs/behaviour.md#states, #messages — no error is shown for menus).
 */
export async function loadMenu(location: MenuLocation, read: (location: MenuLocation) => Promise<MenuItem[]>): Promise<LoadedMenu> {
  try {
    return { status: "loaded", items: await read(location) };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : "Failed to fetch menu data";
    console.error(`[menus] loading the ${location} menu failed:`, error);
    markRenderDegraded(`the ${location} menu could not be read`);
    return { status: "failed", items: location === "header" ? FALLBACK_HEADER_MENU : FALLBACK_FOOTER_MENU, message };
  }
}

/** docs/behaviour.md#limits: the footer's Quick Links column shows at most 6 links, Legal at most 4. */
export const FOOTER_MAIN_MAX = 6;
export const FOOTER_LEGAL_MAX = 4;
const FOOTER_MAX: Record<FooterColumn, number> = { "quick-links": FOOTER_MAIN_MAX, legal: FOOTER_LEGAL_MAX };

/** When a column has no link, it shows these (docs/behaviour.md#limits). */
export const FOOTER_MAIN_DEFAULTS: NavLink[] = [
  { name: "Home", url: "/" },
  { name: "Articles", url: "/articles" },
  { name: "About Us", url: "/about" },
  { name: "Contact", url: "/contact" },
];
export const FOOTER_LEGAL_DEFAULTS: NavLink[] = [
  { name: "Privacy Policy", url: "/privacy" },
  { name: "Terms of Service", url: "/terms" },
  { name: "Sitemap", url: "/sitemap" },
];
const FOOTER_DEFAULTS: Record<FooterColumn, NavLink[]> = { "quick-links": FOOTER_MAIN_DEFAULTS, legal: FOOTER_LEGAL_DEFAULTS };

/** Every item of a menu, nested ones too, in order (parents before their children). */
export function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children)]);
}

/** The footer menu's links in a column, nested ones too, in order (the column is stored with each link). */
export function footerLinksIn(items: MenuItem[], column: FooterColumn): MenuItem[] {
  return flattenMenu(items).filter((item) => item.column === column);
}

/** The footer's Quick Links and Legal columns from the footer menu (docs/behaviour.md#screens, #limits). */
export function footerColumns(items: MenuItem[]): Record<FooterColumn, NavLink[]> {
  const column = (which: FooterColumn) => {
    const links = footerLinksIn(items, which)
      .slice(0, FOOTER_MAX[which])
      .map(({ name, url }) => ({ name, url }));
    return links.length ? links : FOOTER_DEFAULTS[which];
  };
  return { "quick-links": column("quick-links"), legal: column("legal") };
}

/** CSS for a menu item's style fields (docs/behaviour.md#data-shapes): font family, size, weight, colour, underline. */
export function menuItemStyle(
  item: Pick<MenuItem, "font_family" | "font_size" | "font_weight" | "color" | "style">,
): Record<string, string> {
  const style: Record<string, string> = {};
  if (item.font_family) style.fontFamily = item.font_family;
  if (item.font_size) style.fontSize = /^\d+(\.\d+)?$/.test(item.font_size) ? `${item.font_size}px` : item.font_size;
  if (item.font_weight) style.fontWeight = item.font_weight;
  if (item.color) style.color = item.color;
  if (item.style === "underline") style.textDecoration = "underline";
  return style;
}

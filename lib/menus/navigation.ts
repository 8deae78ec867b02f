import { markRenderDegraded } from "@/lib/http/render-outcome";
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

/** …and the footer the same four plus Privacy Policy and Terms of Service. */
export const FALLBACK_FOOTER_MENU: MenuItem[] = [
  ...FALLBACK_HEADER_MENU.map((item) => ({ ...item, location: "footer" as const })),
  link("Privacy Policy", "/privacy", "footer", -5),
  link("Terms of Service", "/terms", "footer", -6),
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

/** docs/behaviour.md#limits: the footer's main column takes at most 6 links whose names match these words… */
export const FOOTER_MAIN_WORDS = [
  "home",
  "articles",
  "about",
  "contact",
  "news",
  "blog",
  "finance",
  "business",
  "markets",
  "economy",
  "technology",
];
/** …and its legal column at most 4 matching these. */
export const FOOTER_LEGAL_WORDS = ["privacy", "terms", "policy", "legal", "disclaimer", "sitemap"];
export const FOOTER_MAIN_MAX = 6;
export const FOOTER_LEGAL_MAX = 4;

/** When no menu item matches a column, it shows these (docs/behaviour.md#limits). */
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

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

/**
 * Which footer column a link of this name belongs to, if any. A legal word wins: "Privacy Policy"
 * belongs to Legal even though no main word excludes it.
 */
export function footerColumnOf(name: string): "main" | "legal" | undefined {
  const lower = name.toLowerCase();
  if (FOOTER_LEGAL_WORDS.some((word) => lower.includes(word))) return "legal";
  if (FOOTER_MAIN_WORDS.some((word) => lower.includes(word))) return "main";
  return undefined;
}

/** Every item of the footer menu, nested ones too, in order, with the column it belongs to. */
export function footerLinks(items: MenuItem[]): { item: MenuItem; column: "main" | "legal" | undefined }[] {
  return flatten(items).map((item) => ({ item, column: footerColumnOf(item.name) }));
}

/** The footer's Quick Links and Legal columns from the footer menu (docs/behaviour.md#screens, #limits). */
export function footerColumns(items: MenuItem[]): { main: NavLink[]; legal: NavLink[] } {
  const links = footerLinks(items);
  const column = (which: "main" | "legal", max: number) =>
    links
      .filter((link) => link.column === which)
      .slice(0, max)
      .map(({ item: { name, url } }) => ({ name, url }));
  const main = column("main", FOOTER_MAIN_MAX);
  const legal = column("legal", FOOTER_LEGAL_MAX);
  return { main: main.length ? main : FOOTER_MAIN_DEFAULTS, legal: legal.length ? legal : FOOTER_LEGAL_DEFAULTS };
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

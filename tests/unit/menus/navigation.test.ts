/** @jest-environment node */
import type { FooterColumn } from "@/lib/db/enums";
import type { MenuItem } from "@/lib/menus/types";
import {
  FALLBACK_FOOTER_MENU,
  FALLBACK_HEADER_MENU,
  FOOTER_LEGAL_DEFAULTS,
  FOOTER_MAIN_DEFAULTS,
  footerColumns,
  loadMenu,
  menuItemStyle,
} from "@/lib/menus/navigation";
import { seedFooterMenu } from "@/lib/db/seed/menus";

let nextId = 1;
const item = (
  name: string,
  url = `/${name.toLowerCase().replace(/\s+/g, "-")}`,
  children: MenuItem[] = [],
  column?: FooterColumn,
): MenuItem => ({ id: nextId++, name, url, location: "footer", ...(column && { column }), children });

test("the fallback menus of docs/behaviour.md#states", () => {
  expect(FALLBACK_HEADER_MENU.map((entry) => entry.name)).toEqual(["Home", "Articles", "About", "Contact"]);
  expect(FALLBACK_FOOTER_MENU.map((entry) => entry.name)).toEqual([
    "Home",
    "Articles",
    "About",
    "Contact",
    "Privacy Policy",
    "Terms of Service",
  ]);
});

test("a failed menu read is logged, keeps its message and falls back", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  const failing = async () => {
    throw new Error("connection refused");
  };
  const header = await loadMenu("header", failing);
  expect(header).toEqual({ status: "failed", items: FALLBACK_HEADER_MENU, message: "connection refused" });
  const footer = await loadMenu("footer", async () => {
    throw "not an Error";
  });
  expect(footer).toEqual({ status: "failed", items: FALLBACK_FOOTER_MENU, message: "Failed to fetch menu data" });
  expect(log).toHaveBeenCalledTimes(2);
  log.mockRestore();
  const loaded = await loadMenu("header", async () => [item("Home", "/")]);
  expect(loaded.status).toBe("loaded");
});

test("footer columns: each link shows in the column saved with it, in order, at most 6 and 4", () => {
  const quick = ["Home", "Careers", "Our Blog", "Privacy at work", "Business", "Markets", "Economy"];
  const legal = ["Terms of Service", "Cookies", "Markets notice", "Legal notice", "Sitemap"];
  const columns = footerColumns([
    ...quick.map((name) => item(name, undefined, [], "quick-links")),
    ...legal.map((name) => item(name, undefined, [], "legal")),
  ]);
  // The name decides nothing: "Privacy at work" is a Quick Link, "Cookies" a legal one.
  expect(columns["quick-links"].map((link) => link.name)).toEqual(quick.slice(0, 6));
  expect(columns.legal.map((link) => link.name)).toEqual(legal.slice(0, 4));
});

test("links without a column do not show; nested ones do; an empty column shows the static defaults", () => {
  expect(footerColumns([item("Sections", "/s", [item("Economy", "/e", [], "quick-links")])])["quick-links"]).toEqual([
    { name: "Economy", url: "/e" },
  ]);
  expect(footerColumns([item("Home"), item("Privacy Policy")])).toEqual({
    "quick-links": FOOTER_MAIN_DEFAULTS,
    legal: FOOTER_LEGAL_DEFAULTS,
  });
  expect(footerColumns([item("Careers", undefined, [], "legal")])["quick-links"]).toEqual(FOOTER_MAIN_DEFAULTS);
  expect(FOOTER_MAIN_DEFAULTS.map((link) => link.name)).toEqual(["Home", "Articles", "About Us", "Contact"]);
  expect(FOOTER_LEGAL_DEFAULTS.map((link) => link.name)).toEqual(["Privacy Policy", "Terms of Service", "Sitemap"]);
  const fallback = footerColumns(FALLBACK_FOOTER_MENU);
  expect(fallback["quick-links"].map((link) => link.name)).toEqual(["Home", "Articles", "About", "Contact"]);
  expect(fallback.legal.map((link) => link.name)).toEqual(["Privacy Policy", "Terms of Service"]);
});

test("the seeded footer menu fills both columns", () => {
  const toItems = (entries: typeof seedFooterMenu): MenuItem[] =>
    entries.map((entry) => item(entry.name, entry.url, [], entry.footerColumn));
  const columns = footerColumns(toItems(seedFooterMenu));
  expect(columns["quick-links"]).toHaveLength(6);
  expect(columns.legal.map((link) => link.name)).toEqual(["Privacy Policy", "Terms of Service", "Disclaimer", "Sitemap"]);
});

test("style fields become CSS: family, size, weight, colour, underline", () => {
  expect(
    menuItemStyle({ font_family: "Georgia, serif", font_size: "18", font_weight: "700", color: "#c2410c", style: "underline" }),
  ).toEqual({
    fontFamily: "Georgia, serif",
    fontSize: "18px",
    fontWeight: "700",
    color: "#c2410c",
    textDecoration: "underline",
  });
  expect(menuItemStyle({ font_size: "1.1rem", style: "italic" })).toEqual({ fontSize: "1.1rem" });
  expect(menuItemStyle({})).toEqual({});
});

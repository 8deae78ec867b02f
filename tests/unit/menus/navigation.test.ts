/** @jest-environment node */
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
const item = (name: string, url = `/${name.toLowerCase().replace(/\s+/g, "-")}`, children: MenuItem[] = []): MenuItem => ({
  id: nextId++,
  name,
  url,
  location: "footer",
  children,
});

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

test("footer columns: at most 6 main links and 4 legal links, matched by name", () => {
  const items = [
    item("Home", "/"),
    item("Latest news"),
    item("Our Blog"),
    item("Personal Finance"),
    item("Business"),
    item("Markets"),
    item("Economy"),
    item("Technology"),
    item("Careers"),
    item("Privacy Policy"),
    item("Terms of Service"),
    item("Cookie policy"),
    item("Legal notice"),
    item("Disclaimer"),
    item("Sitemap"),
  ];
  const { main, legal } = footerColumns(items);
  expect(main.map((link) => link.name)).toEqual(["Home", "Latest news", "Our Blog", "Personal Finance", "Business", "Markets"]);
  expect(legal.map((link) => link.name)).toEqual(["Privacy Policy", "Terms of Service", "Cookie policy", "Legal notice"]);
});

test("nested items count, and each column falls back to the static defaults when nothing matches", () => {
  expect(footerColumns([item("Sections", "/s", [item("Economy", "/e")])]).main).toEqual([{ name: "Economy", url: "/e" }]);
  expect(footerColumns([item("Careers"), item("Jobs")])).toEqual({ main: FOOTER_MAIN_DEFAULTS, legal: FOOTER_LEGAL_DEFAULTS });
  expect(FOOTER_MAIN_DEFAULTS.map((link) => link.name)).toEqual(["Home", "Articles", "About Us", "Contact"]);
  expect(FOOTER_LEGAL_DEFAULTS.map((link) => link.name)).toEqual(["Privacy Policy", "Terms of Service", "Sitemap"]);
  const fallback = footerColumns(FALLBACK_FOOTER_MENU);
  expect(fallback.main.map((link) => link.name)).toEqual(["Home", "Articles", "About", "Contact"]);
  expect(fallback.legal.map((link) => link.name)).toEqual(["Privacy Policy", "Terms of Service"]);
});

test("the seeded footer menu fills both columns", () => {
  const toItems = (entries: typeof seedFooterMenu): MenuItem[] => entries.map((entry) => item(entry.name, entry.url));
  const { main, legal } = footerColumns(toItems(seedFooterMenu));
  expect(main).toHaveLength(6);
  expect(legal.map((link) => link.name)).toEqual(["Privacy Policy", "Terms of Service", "Disclaimer", "Sitemap"]);
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

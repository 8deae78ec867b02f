/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { seedArticles } from "@/lib/db/seed/articles";
import { seedAuthors } from "@/lib/db/seed/authors";
import { seedImages, stockImages } from "@/lib/db/seed/images";
import { seedFooterMenu, seedHeaderMenu } from "@/lib/db/seed/menus";
import { seedPages } from "@/lib/db/seed/pages";
import type { SeedArticle, SeedFigure, SeedMenuItem } from "@/lib/db/seed/types";

const OFFICIAL_DIR = path.join(process.cwd(), "data", "official");
const CATEGORY_SLUGS = [
  "technology",
  "business",
  "health",
  "science",
  "entertainment",
  "politics",
  "sports",
  "travel",
  "food",
  "lifestyle",
];
const INTERNAL_PATHS = new Set<string>([
  "/",
  "/articles",
  "/trending",
  ...CATEGORY_SLUGS.map((s) => `/category/${s}`),
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/sitemap",
  "/search",
  "/bookmarks",
]);
/** Indicator files that come from the IMF WEO October 2025 (published 2025-10-14/15). */
const IMF_INDICATORS = new Set([
  "government_debt_pct_gdp",
  "government_net_lending_pct_gdp",
  "government_revenue_pct_gdp",
  "government_expenditure_pct_gdp",
  "current_account_pct_gdp",
  "imf_gdp_growth_pct",
  "imf_inflation_cpi_pct",
  "imf_unemployment_pct",
  "imf_gdp_current_usd_bn",
]);
const IMF_RELEASE = Date.parse("2025-10-15T00:00:00Z");
const WDI_2025_RELEASE = Date.parse("2026-07-01T00:00:00Z");

/** Tags become spaces, a few entities are decoded, whitespace is collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function wordCount(html: string): number {
  return plainText(html)
    .split(" ")
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

const csvCache = new Map<string, Map<string, number>>();
function officialValue(indicator: string, country: string, year: number): number | undefined {
  let table = csvCache.get(indicator);
  if (!table) {
    table = new Map();
    const text = fs.readFileSync(path.join(OFFICIAL_DIR, `${indicator}.csv`), "utf8");
    for (const line of text.split("\n").slice(1)) {
      if (!line.trim()) continue;
      const cells = line.split(",");
      // country_name may contain commas ("Korea, Rep."): code is first, year and value are last.
      const code = cells[0];
      const y = cells[cells.length - 2];
      const v = cells[cells.length - 1];
      if (code === undefined || y === undefined || v === undefined) continue;
      table.set(`${code}|${y}`, Number(v));
    }
    csvCache.set(indicator, table);
  }
  return table.get(`${country}|${year}`);
}

const SCALES: Record<string, number> = { trillion: 1e12, tn: 1e12, billion: 1e9, bn: 1e9, million: 1e6, m: 1e6 };

/**
 * True when some number written in the quote is the official value, rounded honestly to the
 * precision it is written with. A unit word after the number fixes its scale; a bare number
 * (e.g. a table cell whose unit is in the header) may be in any thousand-power unit.
 * Signs are ignored ("shrank 0.5%", "a deficit of 5.8% of GDP"); exchange rates may be quoted
 * inverted (dollars per euro).
 */
function quoteStatesValue(quote: string, figure: SeedFigure): boolean {
  const base = figure.indicator === "imf_gdp_current_usd_bn" ? figure.officialValue * 1e9 : figure.officialValue;
  const targets = [Math.abs(base)];
  if (figure.indicator === "exchange_rate_lcu_per_usd" && base !== 0) targets.push(Math.abs(1 / base));
  const re = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(trillion|tn|billion|bn|million|m)?\b/gi;
  for (const m of quote.matchAll(re)) {
    const intPart = (m[1] ?? "").replace(/,/g, "");
    const decimals = m[2] ?? "";
    const unit = m[3]?.toLowerCase();
    if (!decimals && !unit && !m[1]?.includes(",") && /^(19[89]\d|20[0-3]\d)$/.test(intPart)) continue; // a year
    const n = Number(`${intPart}${decimals ? `.${decimals}` : ""}`);
    // "90,000" or "350" carry only the precision of their non-zero digits.
    const trailingZeros = decimals ? 0 : (intPart.match(/0+$/)?.[0].length ?? 0);
    const halfUnit = decimals ? 0.5 * 10 ** -decimals.length : 0.5 * 10 ** Math.min(trailingZeros, intPart.length - 1);
    const scales = unit ? [SCALES[unit] ?? 1] : [1, 1e3, 1e6, 1e9, 1e12];
    for (const s of scales) {
      for (const t of targets) {
        if (Math.abs(n * s - t) <= halfUnit * s * (1 + 1e-9) + 1e-12) return true;
      }
    }
  }
  return false;
}

function allHtml(): { where: string; html: string }[] {
  return [
    ...seedArticles.map((a) => ({ where: `article ${a.slug}`, html: a.html })),
    ...seedPages.map((p) => ({ where: `page ${p.slug}`, html: p.html })),
  ];
}

function flattenMenu(items: SeedMenuItem[], depth = 1): { item: SeedMenuItem; depth: number }[] {
  return items.flatMap((item) => [{ item, depth }, ...flattenMenu(item.children ?? [], depth + 1)]);
}

const published = seedArticles.filter((a) => a.status === "published");
const drafts = seedArticles.filter((a) => a.status === "draft");

describe("seed authors", () => {
  it("has 5 or 6 authors with unique slugs, bios and avatar files", () => {
    expect(seedAuthors.length).toBeGreaterThanOrEqual(5);
    expect(seedAuthors.length).toBeLessThanOrEqual(6);
    expect(new Set(seedAuthors.map((a) => a.slug)).size).toBe(seedAuthors.length);
    for (const a of seedAuthors) {
      expect(a.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(a.name.trim()).not.toBe("");
      expect(a.role.trim()).not.toBe("");
      expect(a.bio.length).toBeGreaterThan(80);
      expect(a.bio).not.toMatch(/</);
      expect(a.avatar).toBe(`avatar-${a.slug}.svg`);
    }
  });
});

describe("seed articles: shape", () => {
  const authorSlugs = new Set(seedAuthors.map((a) => a.slug));

  it("has unique, URL-safe slugs", () => {
    expect(new Set(seedArticles.map((a) => a.slug)).size).toBe(seedArticles.length);
    for (const a of seedArticles) expect(a.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("has at least 32 published articles, 3-4 drafts, and 2+ published per category", () => {
    expect(published.length).toBeGreaterThanOrEqual(32);
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(drafts.length).toBeLessThanOrEqual(4);
    for (let id = 1; id <= 10; id++) {
      expect({ id, ok: published.filter((a) => a.categoryId === id).length >= 2 }).toEqual({ id, ok: true });
    }
  });

  it.each(seedArticles.map((a) => [a.slug, a] as const))("%s has the required fields and structure", (_slug, a: SeedArticle) => {
    expect(a.title.trim().length).toBeGreaterThan(10);
    expect(a.title).not.toMatch(/[<>]/);
    expect(Number.isInteger(a.categoryId) && a.categoryId >= 1 && a.categoryId <= 10).toBe(true);
    expect(authorSlugs.has(a.authorSlug)).toBe(true);
    const t = Date.parse(a.publishedAt);
    expect(Number.isNaN(t)).toBe(false);
    expect(new Date(t).toISOString()).toBe(a.publishedAt);
    expect(t).toBeGreaterThanOrEqual(Date.parse("2025-09-01T00:00:00Z"));
    expect(t).toBeLessThanOrEqual(Date.parse("2026-11-15T23:59:59Z"));
    expect(a.summary.length).toBeGreaterThan(40);
    expect(a.summary).not.toMatch(/[<>]/);
    expect(a.html).toMatch(/<h2>[^<]+<\/h2>/);
    expect(a.html).toMatch(/<p>/);
    expect(a.html).toMatch(/<(ul|ol)>\s*<li>/);
    expect(a.html).not.toMatch(/<h1|<img|<iframe|<style/i);
    const words = wordCount(a.html);
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(900);
    expect(Number.isInteger(a.views) && a.views >= 50 && a.views <= 25000).toBe(true);
    expect(Number.isInteger(a.likes) && a.likes >= 0 && a.likes <= 900).toBe(true);
    if (a.featuredImage !== null) expect(a.featuredImage).toBe(`${a.slug}.svg`);
    for (const banner of [a.topBanner, a.bottomBanner]) {
      if (!banner) continue;
      expect(banner.image).toMatch(/^banner-[a-z0-9-]+\.svg$/);
      const okUrl =
        /^https:\/\/(data\.worldbank\.org|www\.imf\.org)\//.test(banner.url) ||
        banner.url === "/about" ||
        /^\/category\/[a-z]+$/.test(banner.url);
      expect(okUrl).toBe(true);
      if (banner.url.startsWith("/")) expect(INTERNAL_PATHS.has(banner.url)).toBe(true);
    }
  });

  it("has well-formed tables (thead, tbody, caption, source line) in at least 12 articles", () => {
    const withTables = seedArticles.filter((a) => a.html.includes("<table"));
    expect(withTables.length).toBeGreaterThanOrEqual(12);
    for (const a of withTables) {
      const tables = a.html.match(/<table>[\s\S]*?<\/table>/g) ?? [];
      expect(tables.length).toBe((a.html.match(/<table/g) ?? []).length);
      for (const table of tables) {
        expect(table).toMatch(/<caption>[^<]*\d{4}[^<]*<\/caption>/);
        expect(table).toMatch(/<thead>[\s\S]*<th[\s\S]*<\/thead>/);
        expect(table).toMatch(/<tbody>[\s\S]*<td[\s\S]*<\/tbody>/);
        const after = a.html.slice(a.html.indexOf(table) + table.length, a.html.indexOf(table) + table.length + 300);
        expect({ slug: a.slug, source: /Source:/.test(after) }).toEqual({ slug: a.slug, source: true });
      }
    }
  });

  it("varies images, bylines, banners and counters", () => {
    const nullImages = published.filter((a) => a.featuredImage === null).length;
    expect(nullImages).toBeGreaterThanOrEqual(3);
    expect(nullImages).toBeLessThanOrEqual(4);
    expect(seedArticles.filter((a) => !a.showAuthor).length).toBe(2);
    const bannered = seedArticles.filter((a) => a.topBanner || a.bottomBanner).length;
    expect(bannered).toBeGreaterThanOrEqual(4);
    expect(bannered).toBeLessThanOrEqual(5);
    const byViews = [...published]
      .sort((x, y) => y.views - x.views)
      .slice(0, 5)
      .map((a) => a.slug);
    const byDate = [...published]
      .sort((x, y) => Date.parse(y.publishedAt) - Date.parse(x.publishedAt))
      .slice(0, 5)
      .map((a) => a.slug);
    expect(byViews).not.toEqual(byDate);
    expect(new Set(seedArticles.map((a) => a.views)).size).toBe(seedArticles.length);
  });
});

describe("seed articles: figures", () => {
  const rows = seedArticles.flatMap((a) => a.figures.map((f) => [a.slug, f, a] as const));

  it("every published article records its figures, and there are 5+ deliberate errors in 5+ articles", () => {
    for (const a of published) expect({ slug: a.slug, n: a.figures.length > 2 }).toEqual({ slug: a.slug, n: true });
    const errors = rows.filter(([, f]) => f.kind !== "correct");
    expect(errors.length).toBeGreaterThanOrEqual(5);
    expect(new Set(errors.map(([slug]) => slug)).size).toBeGreaterThanOrEqual(5);
    expect(errors.some(([, f]) => f.kind === "wrong")).toBe(true);
    expect(errors.some(([, f]) => f.kind === "stale")).toBe(true);
  });

  it.each(rows.map(([slug, f, a]) => [`${slug}: "${f.quote}"`, f, a] as const))("%s", (_label, f: SeedFigure, a: SeedArticle) => {
    const text = plainText(a.html);
    // Quoted verbatim from the text the reader sees.
    expect(text.includes(f.quote)).toBe(true);
    // The recorded official value is the CSV value.
    const official = officialValue(f.indicator, f.country, f.year);
    expect(official).toBeDefined();
    expect(f.officialValue).toBe(official);
    // Correct figures state the value honestly rounded; planted errors do not.
    expect(quoteStatesValue(f.quote, f)).toBe(f.kind === "correct");
    // Only data that had been published by the article's date.
    const t = Date.parse(a.publishedAt);
    if (IMF_INDICATORS.has(f.indicator)) expect(t).toBeGreaterThanOrEqual(IMF_RELEASE);
    else if (f.year >= 2025) expect(t).toBeGreaterThanOrEqual(WDI_2025_RELEASE);
    expect(f.year).toBeLessThanOrEqual(IMF_INDICATORS.has(f.indicator) ? 2030 : 2025);
  });
});

describe("seed HTML safety and links", () => {
  it.each(allHtml().map((h) => [h.where, h.html] as const))(
    "%s has no scripts, handlers, inline styles or foreign links",
    (_where, html: string) => {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/style\s*=/i);
      expect(html).not.toMatch(/<h1/i);
      for (const m of html.matchAll(/href="([^"]*)"/g)) {
        const href = m[1] ?? "";
        const ok =
          /^https:\/\/(data\.worldbank\.org|www\.imf\.org)\//.test(href) ||
          INTERNAL_PATHS.has(href) ||
          /^mailto:[a-z.-]+@basispoint\.example$/.test(href);
        expect({ href, ok }).toEqual({ href, ok: true });
      }
    },
  );
});

describe("seed pages", () => {
  it("has about, contact and privacy pages with real content", () => {
    const bySlug = new Map(seedPages.map((p) => [p.slug, p]));
    for (const slug of ["about", "contact", "privacy"]) {
      const page = bySlug.get(slug);
      expect(page).toBeDefined();
      if (!page) continue;
      expect(page.title.trim()).not.toBe("");
      expect(page.summary.length).toBeGreaterThan(20);
      expect(page.html).toMatch(/<h2>/);
      expect(wordCount(page.html)).toBeGreaterThan(200);
    }
    expect(bySlug.get("about")?.html).toMatch(/World Bank/);
    expect(bySlug.get("about")?.html).toMatch(/IMF|International Monetary Fund/);
    const privacy = bySlug.get("privacy")?.html ?? "";
    for (const term of ["token", "user", "cookie", "2026-11-22"]) expect(privacy).toContain(term);
    const contact = bySlug.get("contact")?.html ?? "";
    expect(contact).toMatch(/@basispoint\.example/);
    for (const m of contact.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+/g)) expect(m[0]).toMatch(/@[a-z.-]+\.(example|local)$/);
  });
});

describe("seed menus", () => {
  it("uses only internal paths or https URLs", () => {
    for (const { item } of [...flattenMenu(seedHeaderMenu), ...flattenMenu(seedFooterMenu)]) {
      expect(item.name.trim()).not.toBe("");
      expect({ url: item.url, ok: INTERNAL_PATHS.has(item.url) || /^https:\/\//.test(item.url) }).toEqual({ url: item.url, ok: true });
    }
  });

  it("nests the header two levels deep and styles some items", () => {
    const flat = flattenMenu(seedHeaderMenu);
    expect(Math.max(...flat.map((f) => f.depth))).toBeGreaterThanOrEqual(3);
    const names = seedHeaderMenu.map((i) => i.name);
    for (const n of ["Home", "Articles", "Sections", "Trending", "About", "Contact"]) expect(names).toContain(n);
    expect(flat.some((f) => f.item.fontWeight || f.item.color || f.item.style)).toBe(true);
  });

  it("has footer items that match the footer filter", () => {
    const main = /home|articles|about|contact|news|blog|finance|business|markets|economy|technology/i;
    const legal = /privacy|terms|policy|legal|disclaimer|sitemap/i;
    const flat = flattenMenu(seedFooterMenu).map((f) => f.item);
    for (const item of flat)
      expect({ name: item.name, ok: main.test(item.name) || legal.test(item.name) }).toEqual({ name: item.name, ok: true });
    expect(flat.filter((i) => legal.test(i.name)).length).toBeGreaterThanOrEqual(3);
    expect(flat.filter((i) => main.test(i.name) && !legal.test(i.name)).length).toBeGreaterThanOrEqual(5);
  });
});

describe("seed images", () => {
  const images = seedImages();
  const stock = stockImages();
  const names = new Set(images.map((i) => i.name));

  it("produces every image that an article or author names, once", () => {
    expect(names.size).toBe(images.length);
    const wanted = [
      ...seedArticles.flatMap((a) => [a.featuredImage, a.topBanner?.image, a.bottomBanner?.image]),
      ...seedAuthors.map((a) => a.avatar),
    ].filter((n): n is string => typeof n === "string");
    for (const n of wanted) expect({ n, found: names.has(n) }).toEqual({ n, found: true });
  });

  it("is deterministic", () => {
    expect(seedImages()).toEqual(images);
    expect(stockImages()).toEqual(stock);
  });

  it.each([...images, ...stock].map((i) => [i.name, i.svg] as const))("%s is a small, self-contained SVG", (_name, svg: string) => {
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(Buffer.byteLength(svg, "utf8")).toBeLessThan(8 * 1024);
    expect(svg).not.toMatch(/<script|href=|url\((?!#)|@import|\son[a-z]+=/i);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it("sizes featured images, avatars and banners as specified", () => {
    for (const img of images) {
      const dims = img.name.startsWith("avatar-") ? "256 256" : img.name.startsWith("banner-") ? "1200 200" : "1200 675";
      expect({ name: img.name, ok: img.svg.includes(`viewBox="0 0 ${dims}"`) }).toEqual({ name: img.name, ok: true });
    }
  });

  it("keeps article titles out of featured images", () => {
    for (const a of seedArticles) {
      const img = images.find((i) => i.name === a.featuredImage);
      if (img) expect(img.svg).not.toContain(a.title);
    }
  });

  it("has five stock images that match the committed files", () => {
    expect(stock.map((s) => s.name)).toEqual(["stock-1.svg", "stock-2.svg", "stock-3.svg", "stock-4.svg", "stock-5.svg"]);
    for (const s of stock) {
      expect(s.svg).toContain('viewBox="0 0 1200 675"');
      const file = path.join(process.cwd(), "public", "images", "stock", s.name);
      expect(fs.readFileSync(file, "utf8")).toBe(s.svg);
    }
  });
});

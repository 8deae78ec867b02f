// The addresses a CMS page may not take: /{slug} is the last route Next tries, so a page whose slug
// is a section of the site (/search, /admin) would never be seen, or would hide the section if
// routing ever changed. Browser-safe: the page editor checks as the slug is typed.

/**
 * The first segment of every route under app/ (besides app/[slug] itself) that a slug could spell.
 * tests/unit/pages/reserved-slugs.test.ts compares it with the app/ directory, so a new section
 * added there fails the test until it is listed here.
 */
export const ROUTE_SEGMENTS = [
  "accept-invitation",
  "admin",
  "api",
  "articles",
  "author",
  "bookmarks",
  "category",
  "corrections",
  "data",
  "forgot-password",
  "menus",
  "post",
  "profile",
  "reset-password",
  "search",
  "settings",
  "sign-in",
  "sign-up",
  "sitemap",
  "tag",
  "terms",
  "trending",
  "verify-email",
] as const;

/**
 * Addresses that are not in app/ but are taken all the same: Next's own (/_next), the files of
 * public/ (/images), the old addresses middleware.ts redirects (/login → /sign-in), and names kept
 * for the site (the staff area, feeds, health checks).
 */
export const RESERVED_NAMES = [
  "_next",
  "images",
  "signin",
  "login",
  "signup",
  "register",
  "terms-of-service",
  "legal",
  "disclaimer",
  "static",
  "uploads",
  "feed",
  "rss",
  "health",
  "newsroom",
  "page",
  "pages",
] as const;

const RESERVED = new Set<string>([...ROUTE_SEGMENTS, ...RESERVED_NAMES]);

/** Whether a CMS page may not use `slug` as its address. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug);
}

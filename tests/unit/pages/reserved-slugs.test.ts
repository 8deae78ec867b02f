/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { PERMANENT_REDIRECTS } from "@/middleware";
import { SLUG_PATTERN } from "@/lib/newsroom/slug";
import { isReservedSlug, RESERVED_NAMES, ROUTE_SEGMENTS } from "@/lib/pages/reserved-slugs";
import { createPageSchema, updatePageSchema } from "@/lib/newsroom/schemas";
import { PAGE_MESSAGES } from "@/lib/pages/messages";
import { appRoutes } from "../../e2e/support/routes";

// The list of addresses a CMS page may not take is kept in code (the editor checks it in the
// browser); these tests keep it equal to what app/, public/ and the middleware actually serve.

/** The first segment of every route under app/ that a slug could spell, read from the directory. */
function topLevelSegments(): string[] {
  const first = appRoutes()
    .map((route) => route.segments[0])
    .filter((segment) => segment?.kind === "static")
    .map((segment) => segment!.value);
  return [...new Set(first)].filter((segment) => SLUG_PATTERN.test(segment)).sort();
}

test("ROUTE_SEGMENTS is exactly the top-level sections of app/ (add a new one there and here)", () => {
  expect(topLevelSegments().length).toBeGreaterThan(10);
  expect([...ROUTE_SEGMENTS].sort()).toEqual(topLevelSegments());
});

test("the pages at /{slug} live in app/[slug], the one dynamic top-level segment", () => {
  const dynamicTop = appRoutes().filter((route) => route.segments[0]?.kind !== "static" && route.segments.length > 0);
  expect(dynamicTop.map((route) => route.pattern)).toEqual(["/[slug]"]);
});

test("the files of public/ and the middleware's old addresses are reserved too", () => {
  const publicNames = fs.readdirSync(path.join(process.cwd(), "public")).filter((name) => SLUG_PATTERN.test(name));
  const redirected = Object.keys(PERMANENT_REDIRECTS).map((from) => from.slice(1));
  for (const name of [...publicNames, ...redirected, "api", "admin", "_next"]) expect(isReservedSlug(name)).toBe(true);
  // Nothing listed twice, and no reserved name is also a route segment (it would belong in ROUTE_SEGMENTS).
  expect(new Set<string>([...ROUTE_SEGMENTS, ...RESERVED_NAMES]).size).toBe(ROUTE_SEGMENTS.length + RESERVED_NAMES.length);
});

test.each(["about", "contact", "privacy", "careers", "editorial-standards"])("%s is free for a page", (slug) => {
  expect(isReservedSlug(slug)).toBe(false);
  expect(createPageSchema.safeParse({ slug, title: "A page", description: "<p>Hi</p>" }).success).toBe(true);
});

describe("createPageSchema", () => {
  const valid = { slug: "careers", title: "Careers", description: "<p>Join us.</p>", summary: "Work at Basis Point." };

  test.each(["search", "admin", "api", "sign-in", "login", "post", "sitemap", "images"])("refuses the reserved slug %s", (slug) => {
    const result = createPageSchema.safeParse({ ...valid, slug });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["slug"], message: PAGE_MESSAGES.slugReserved })]);
  });

  test.each([
    ["an upper-case slug", { slug: "About" }, "slug"],
    ["a slug with a slash", { slug: "about/team" }, "slug"],
    ["a slug with a dot", { slug: "robots.txt" }, "slug"],
    ["an empty title", { title: "  " }, "title"],
    ["no slug", { slug: undefined }, "slug"],
    ["no body", { description: undefined }, "description"],
    ["both bodies", { body_json: { type: "doc", content: [] } }, "description"],
    ["a long description", { summary: "x".repeat(301) }, "summary"],
    ["an unknown field", { status: "published" }, ""],
  ])("refuses %s", (_, change, field) => {
    const result = createPageSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toContain(field);
  });

  test("accepts a page and trims its text", () => {
    expect(createPageSchema.parse({ ...valid, title: "  Careers  ", slug: " careers " })).toEqual(valid);
  });

  test("an update may carry any one field, and is checked like a new page", () => {
    expect(updatePageSchema.parse({ title: "Jobs" })).toEqual({ title: "Jobs" });
    expect(updatePageSchema.safeParse({ slug: "trending" }).success).toBe(false);
    expect(updatePageSchema.safeParse({ description: "<p>a</p>", body_json: { type: "doc" } }).success).toBe(false);
  });
});

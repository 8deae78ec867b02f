import { seedFooterMenu, seedHeaderMenu } from "@/lib/db/seed/menus";
import { MENU_MESSAGES } from "@/lib/menus/messages";
import { footerMenuSchemas, headerMenuSchema, isMenuUrl, type HeaderMenuInput } from "@/lib/menus/schemas";

const item = (name: string, children: HeaderMenuInput[] = [], extra: Partial<HeaderMenuInput> = {}): HeaderMenuInput => ({
  name,
  url: `/${name.toLowerCase()}`,
  children,
  ...extra,
});
const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

test("a link is a path of this site or an http(s) address; javascript:, data:, protocol-relative and spaced ones are refused", () => {
  for (const url of ["/", "/about", "/category/business?page=2#top", "https://example.com/x", "http://example.com"])
    expect(isMenuUrl(url)).toBe(true);
  for (const url of [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "/\\evil.example",
    "mailto:a@b.c",
    "about",
    "https://",
    "/a b",
    " javascript:x",
  ])
    expect(isMenuUrl(url)).toBe(false);
  const parsed = headerMenuSchema.safeParse({ items: [{ name: "Evil", url: "javascript:alert(1)" }] });
  expect(messages(parsed)).toEqual([MENU_MESSAGES.url]);
});

test("the header takes nesting three levels deep with the spec's style fields, and refuses a fourth level", () => {
  const tree = [
    item("Sections", [
      item("Markets", [
        item("Bonds", [], { font_weight: "700", color: "#c2410c", style: "underline", font_size: "1.1rem", font_family: "Georgia, serif" }),
      ]),
    ]),
  ];
  const parsed = headerMenuSchema.parse({ items: tree });
  expect(parsed.items[0]?.children[0]?.children[0]).toEqual({
    name: "Bonds",
    url: "/bonds",
    font_weight: "700",
    color: "#c2410c",
    style: "underline",
    font_size: "1.1rem",
    font_family: "Georgia, serif",
    children: [],
  });
  const tooDeep = headerMenuSchema.safeParse({ items: [item("A", [item("B", [item("C", [item("D")])])])] });
  expect(messages(tooDeep)).toEqual([MENU_MESSAGES.tooDeep]);
});

test("children may be left out; empty style fields are dropped; the seeded header is valid", () => {
  expect(headerMenuSchema.parse({ items: [{ name: " Home ", url: "/", color: "" }] }).items).toEqual([
    { name: "Home", url: "/", children: [] },
  ]);
  const seeded = (items: typeof seedHeaderMenu): unknown[] =>
    items.map((entry) => ({
      name: entry.name,
      url: entry.url,
      ...(entry.fontWeight && { font_weight: entry.fontWeight }),
      ...(entry.color && { color: entry.color }),
      ...(entry.style && { style: entry.style }),
      children: seeded(entry.children ?? []),
    }));
  expect(headerMenuSchema.safeParse({ items: seeded(seedHeaderMenu) }).success).toBe(true);
});

test("style fields cannot carry other CSS", () => {
  for (const [field, value, message] of [
    ["color", "red; background: url(x)", MENU_MESSAGES.color],
    ["font_family", "Arial; position:fixed", MENU_MESSAGES.fontFamily],
    ["font_size", "expression(1)", MENU_MESSAGES.fontSize],
    ["font_weight", "950", MENU_MESSAGES.fontWeight],
    ["style", "italic", MENU_MESSAGES.style],
  ] as const) {
    expect(messages(headerMenuSchema.safeParse({ items: [{ name: "X", url: "/x", [field]: value }] }))).toEqual([message]);
  }
});

test("names are 1 to 60 characters; unknown fields and non-lists are refused", () => {
  expect(messages(headerMenuSchema.safeParse({ items: [{ name: "  ", url: "/" }] }))).toEqual([MENU_MESSAGES.name]);
  expect(messages(headerMenuSchema.safeParse({ items: [{ name: "x".repeat(61), url: "/" }] }))).toEqual([MENU_MESSAGES.name]);
  expect(headerMenuSchema.safeParse({ items: [{ name: "X", url: "/", onclick: "x" }] }).success).toBe(false);
  expect(messages(headerMenuSchema.safeParse({ items: "Home" }))).toEqual([MENU_MESSAGES.items]);
  expect(headerMenuSchema.safeParse({ items: [], extra: 1 }).success).toBe(false);
});

test("Quick Links holds at most 6 links, Legal at most 4, flat, with no style fields", () => {
  const links = (names: string[]) => names.map((name) => ({ name, url: "/x" }));
  expect(
    footerMenuSchemas["quick-links"].safeParse({ items: links(["Home", "News", "Blog", "Markets", "Economy", "Business"]) }).success,
  ).toBe(true);
  expect(
    messages(
      footerMenuSchemas["quick-links"].safeParse({ items: links(["Home", "News", "Blog", "Markets", "Economy", "Business", "Finance"]) }),
    ),
  ).toEqual([MENU_MESSAGES.tooManyQuickLinks]);
  expect(footerMenuSchemas.legal.safeParse({ items: links(["Privacy", "Terms", "Legal notice", "Sitemap"]) }).success).toBe(true);
  expect(
    messages(footerMenuSchemas.legal.safeParse({ items: links(["Privacy", "Terms", "Legal notice", "Sitemap", "Disclaimer"]) })),
  ).toEqual([MENU_MESSAGES.tooManyLegal]);
  expect(footerMenuSchemas.legal.safeParse({ items: [{ name: "Privacy", url: "/privacy", children: [] }] }).success).toBe(false);
  expect(footerMenuSchemas.legal.safeParse({ items: [{ name: "Privacy", url: "/privacy", color: "red" }] }).success).toBe(false);
});

test("a footer link may have any name in either column; the seeded columns are valid", () => {
  for (const kind of ["quick-links", "legal"] as const) {
    for (const name of ["Careers", "Privacy Policy", "Home"]) {
      expect(footerMenuSchemas[kind].parse({ items: [{ name, url: "/x" }] }).items).toEqual([{ name, url: "/x" }]);
    }
    const seeded = seedFooterMenu.filter((entry) => entry.footerColumn === kind).map(({ name, url }) => ({ name, url }));
    expect(seeded.length).toBeGreaterThan(0);
    expect(footerMenuSchemas[kind].safeParse({ items: seeded }).success).toBe(true);
  }
  expect(seedFooterMenu.every((entry) => entry.footerColumn)).toBe(true);
});

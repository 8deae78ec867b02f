import type { APIRequestContext } from "@playwright/test";
import type { FooterLinkInput, HeaderMenuInput } from "@/lib/menus/schemas";
import type { MenuItem } from "@/lib/menus/types";
import type { AuditPage } from "@/lib/newsroom/types";
import { adminToken, bearer, expect, newSignedInReader, seedStaffToken, test } from "../support/accounts";
import { json, unique, until } from "../support/http";

// The menus of issue 24 against the production build: who may read and save them, what a save
// accepts, that GET /menus and every page's header and footer show what was saved within seconds,
// and the audit. Each test puts back the menus it found (other specs read the seeded ones).

type Items = HeaderMenuInput[] | FooterLinkInput[];
const KINDS = ["header", "quick-links", "legal"] as const;
const read = async (request: APIRequestContext, token: string, kind: (typeof KINDS)[number]) =>
  (await json<{ items: Items }>(await request.get(`/api/admin/menus/${kind}`, { headers: bearer(token) }))).items;
const save = (request: APIRequestContext, token: string, kind: (typeof KINDS)[number], items: unknown) =>
  request.put(`/api/admin/menus/${kind}`, { headers: bearer(token), data: { items } });

const found = new Map<(typeof KINDS)[number], Items>();
test.beforeAll(async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  for (const kind of KINDS) found.set(kind, await read(request, editor, kind));
});
test.afterAll(async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  for (const kind of KINDS) await json(await save(request, editor, kind, found.get(kind)));
});

test("visitors 401; readers, contributors and authors 403; unknown menus 404", async ({ request }) => {
  for (const kind of KINDS) {
    expect((await request.get(`/api/admin/menus/${kind}`)).status()).toBe(401);
    expect((await request.put(`/api/admin/menus/${kind}`, { data: { items: [] } })).status()).toBe(401);
  }
  const { token: reader } = await newSignedInReader(request);
  expect((await request.get("/api/admin/menus/header", { headers: bearer(reader) })).status()).toBe(403);
  expect((await save(request, reader, "header", [])).status()).toBe(403);
  for (const role of ["contributor", "author"] as const) {
    const token = await seedStaffToken(request, role);
    const refused = await request.get("/api/admin/menus/header", { headers: bearer(token) });
    expect(refused.status(), role).toBe(403);
    expect(await refused.json()).toEqual({ code: "menus_forbidden", message: "Only editors and administrators can manage menus." });
    // Refused before its body is looked at: a writer learns nothing from a bad body either.
    expect((await save(request, token, "legal", "nonsense")).status(), role).toBe(403);
  }
  const editor = await seedStaffToken(request, "editor");
  const unknown = await request.get("/api/admin/menus/sidebar", { headers: bearer(editor) });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ code: "menu_not_found", message: "The menu must be header, quick-links or legal." });
});

test("a save is checked: links, names, style fields, nesting and each column's limit, with a JSON message", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const refused = async (kind: (typeof KINDS)[number], items: unknown, message: string | RegExp) => {
    const response = await save(request, editor, kind, items);
    expect(response.status(), JSON.stringify(items)).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid_menu", message, errors: expect.any(Object) });
  };
  await refused(
    "header",
    [{ name: "Click", url: "javascript:alert(1)" }],
    'A link is a path of this site (e.g. "/about") or an http(s) address.',
  );
  await refused("header", [{ name: "Out", url: "//evil.example/" }], /^A link is a path/);
  await refused("header", [{ name: "", url: "/" }], "A menu item's name is 1 to 60 characters.");
  await refused("header", [{ name: "Red", url: "/", color: "red;background:url(x)" }], /^color is a hex colour/);
  await refused(
    "header",
    [
      {
        name: "A",
        url: "/a",
        children: [{ name: "B", url: "/b", children: [{ name: "C", url: "/c", children: [{ name: "D", url: "/d" }] }] }],
      },
    ],
    "The header menu nests at most 3 levels deep.",
  );
  await refused("header", [{ name: "A", url: "/a", onclick: "x" }], 'Unrecognized key: "onclick"');
  await refused("header", "Home", "items must be a list of menu items.");
  const links = (names: string[]) => names.map((name) => ({ name, url: `/${name.toLowerCase()}` }));
  await refused(
    "quick-links",
    links(["Home", "News", "Blog", "Markets", "Economy", "Business", "Finance"]),
    "Quick Links holds at most 6 links.",
  );
  await refused("legal", links(["Privacy", "Terms", "Legal notice", "Sitemap", "Disclaimer"]), "Legal holds at most 4 links.");
  const tooMany = await save(request, editor, "legal", links(["A", "B", "C", "D", "E"]));
  expect(await tooMany.json()).toEqual({
    code: "invalid_menu",
    message: "Legal holds at most 4 links.",
    errors: { items: "Legal holds at most 4 links." },
  });
  await refused("legal", [{ name: "Privacy", url: "/privacy", children: [] }], 'Unrecognized key: "children"');
  // Several mistakes: the general message, and each one under its item's path.
  const several = await save(request, editor, "header", [
    { name: "", url: "/" },
    { name: "Ok", url: "/ok", children: [{ name: "Bad", url: "javascript:x" }] },
  ]);
  expect(several.status()).toBe(400);
  expect(await several.json()).toMatchObject({
    message: "Please correct the highlighted menu items.",
    errors: { "items.0.name": "A menu item's name is 1 to 60 characters.", "items.1.children.0.url": expect.stringMatching(/^A link is/) },
  });
  const notJson = await request.put("/api/admin/menus/header", {
    headers: { ...bearer(editor), "content-type": "application/json" },
    data: "{",
  });
  expect(notJson.status()).toBe(400);
  expect(await notJson.json()).toMatchObject({ message: expect.any(String) });
  // Nothing was saved by any of them.
  expect(await read(request, editor, "header")).toEqual(found.get("header"));
});

test("the header round-trips whole, GET /menus serves it, every page's header shows it, and the change is audited", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const name = `Bonds ${unique()}`;
  const header = found.get("header") as HeaderMenuInput[];
  const next: HeaderMenuInput[] = [
    { name, url: "/category/business", font_weight: "700", color: "#1559b3", style: "underline", children: [] },
    ...header.slice(0, 2),
    {
      name: "Desk",
      url: "/articles",
      children: [{ name: `Rates ${name}`, url: "https://example.com/rates", font_size: "15", children: [] }],
    },
  ];
  const saved = await json<{ items: HeaderMenuInput[] }>(await save(request, editor, "header", next));
  expect(saved.items).toEqual(next);
  expect(await read(request, editor, "header")).toEqual(next);

  const menus = await json<MenuItem[]>(await request.get("/menus?location=header"));
  expect(menus.map((item) => item.name)).toEqual([name, header[0]!.name, header[1]!.name, "Desk"]);
  expect(menus[0]).toMatchObject({
    location: "header",
    url: "/category/business",
    font_weight: "700",
    color: "#1559b3",
    style: "underline",
  });
  expect(menus[3]!.children.map((child) => [child.name, child.url, child.font_size])).toEqual([
    [`Rates ${name}`, "https://example.com/rates", "15"],
  ]);

  // The pages were cached with the old header: each one shows the new item on a following request.
  for (const path of ["/", "/articles", "/about"]) {
    await until(async () => (await (await request.get(path)).text()).includes(name), 10_000, `${path} shows ${name}`);
  }

  const audit = await json<AuditPage>(await request.get("/api/admin/audit", { headers: bearer(await adminToken(request)) }));
  const entry = audit.entries.find(
    (candidate) => candidate.action === "menu_updated" && JSON.stringify(candidate.details.after).includes(name),
  );
  expect(entry?.details).toMatchObject({ menu: "header", name: "Header menu", before: header, after: next });
  expect(entry?.userName).toBeTruthy();

  // Saving the same menu again changes nothing and records nothing.
  await json(await save(request, editor, "header", next));
  const again = await json<AuditPage>(await request.get("/api/admin/audit", { headers: bearer(await adminToken(request)) }));
  expect(again.entries.filter((candidate) => JSON.stringify(candidate.details.after ?? "").includes(name))).toHaveLength(1);
});

test("Quick Links and Legal are saved apart, each link in the column it was saved in, and the footer and GET /menus show them", async ({
  request,
}) => {
  const admin = await adminToken(request);
  const tag = unique();
  // Names no longer decide the column: "Careers" and "Privacy desk" are Quick Links, "Home rules" is Legal.
  const quickLinks = [
    { name: `Careers ${tag}`, url: "/careers" },
    { name: "Home", url: "/" },
    { name: `Privacy desk ${tag}`, url: "/articles" },
    { name: "About", url: "/about" },
    { name: "Contact", url: "/contact" },
    { name: "Economy", url: "/category/politics" },
  ];
  expect((await json<{ items: Items }>(await save(request, admin, "quick-links", quickLinks))).items).toEqual(quickLinks);
  // Legal was left as it was; the footer menu is Quick Links, then Legal.
  expect(await read(request, admin, "legal")).toEqual(found.get("legal"));
  const legal = [
    { name: `Home rules ${tag}`, url: "/privacy" },
    { name: "Terms", url: "https://example.com/terms" },
  ];
  await json(await save(request, admin, "legal", legal));
  expect(await read(request, admin, "quick-links")).toEqual(quickLinks);
  expect(await read(request, admin, "legal")).toEqual(legal);

  const footer = await json<MenuItem[]>(await request.get("/menus?location=footer"));
  expect(footer.map(({ name, url, column }) => ({ name, url, column }))).toEqual([
    ...quickLinks.map((link) => ({ ...link, column: "quick-links" })),
    ...legal.map((link) => ({ ...link, column: "legal" })),
  ]);
  expect(footer.every((item) => item.location === "footer" && item.children.length === 0)).toBe(true);

  const column = (html: string, title: string) => html.slice(html.indexOf(`>${title}</h2>`)).split("</nav>")[0] ?? "";
  await until(
    async () => {
      const html = await (await request.get("/articles")).text();
      return (
        column(html, "Quick Links").includes(`Careers ${tag}`) &&
        column(html, "Quick Links").includes(`Privacy desk ${tag}`) &&
        column(html, "Legal").includes(`Home rules ${tag}`) &&
        !column(html, "Legal").includes("Sitemap")
      );
    },
    10_000,
    "the footer's columns show the saved links",
  );
  const html = await (await request.get("/articles")).text();
  expect(column(html, "Legal")).not.toContain(`Careers ${tag}`);
  expect(column(html, "Quick Links")).not.toContain(`Home rules ${tag}`);
});

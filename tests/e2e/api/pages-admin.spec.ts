import type { APIRequestContext } from "@playwright/test";
import type { AuditPage } from "@/lib/newsroom/types";
import { PAGE_MESSAGES } from "@/lib/pages/messages";
import type { AdminPage, AdminPageSummary, PageRedirect } from "@/lib/pages/types";
import { bearer, expect, newSignedInReader, seedStaffToken, test } from "../support/accounts";
import { fromCache, json, unique, until } from "../support/http";

// The CMS pages' staff API (issue 24) against the production build: who may use it, what it
// refuses (a slug that would shadow a route, a taken one), and what readers get at /{slug} as a
// page is published, edited, unpublished and deleted — that page only, within seconds.

const created: number[] = [];
const status = async (request: APIRequestContext, path: string) => (await request.get(path, { maxRedirects: 0 })).status();
/** Where `path` redirects for good (308), or null when it answers otherwise. */
async function redirectOf(request: APIRequestContext, path: string): Promise<string | null> {
  const response = await request.get(path, { maxRedirects: 0 });
  return response.status() === 308 ? (response.headers()["location"] ?? null) : null;
}

async function draft(request: APIRequestContext, token: string, data: Record<string, unknown> = {}): Promise<AdminPage> {
  const slug = `page-${unique()}`;
  const page = await json<AdminPage>(
    await request.post("/api/admin/pages", {
      headers: bearer(token),
      data: { slug, title: `Careers ${slug}`, description: "<p>We are hiring.</p>", ...data },
    }),
    201,
  );
  created.push(page.id);
  return page;
}

test.afterAll(async ({ request }) => {
  const admin = await seedStaffToken(request, "admin");
  for (const id of created) await request.delete(`/api/admin/pages/${id}`, { headers: bearer(admin) });
});

test("only editors and admins manage pages: 401 for visitors, 403 for readers, contributors and authors", async ({ request }) => {
  const visitor = await request.get("/api/admin/pages");
  expect(visitor.status()).toBe(401);
  expect(await visitor.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  const { token: reader } = await newSignedInReader(request);
  expect((await request.get("/api/admin/pages", { headers: bearer(reader) })).status()).toBe(403);
  for (const role of ["contributor", "author"] as const) {
    const token = await seedStaffToken(request, role);
    const refused = await request.get("/api/admin/pages", { headers: bearer(token) });
    expect([refused.status(), (await refused.json()).code]).toEqual([403, "pages_forbidden"]);
    const post = await request.post("/api/admin/pages", {
      headers: bearer(token),
      data: { slug: `nope-${unique()}`, title: "Nope", description: "<p>x</p>" },
    });
    expect(post.status()).toBe(403);
    expect((await request.post("/api/admin/pages/1/publish", { headers: bearer(token) })).status()).toBe(403);
    expect((await request.delete("/api/admin/pages/1", { headers: bearer(token) })).status()).toBe(403);
  }
  for (const role of ["editor", "admin"] as const) {
    const list = await json<AdminPageSummary[]>(
      await request.get("/api/admin/pages", { headers: bearer(await seedStaffToken(request, role)) }),
    );
    const about = list.find((page) => page.slug === "about")!;
    expect(about).toEqual({
      id: expect.any(Number),
      slug: "about",
      title: "About Basis Point",
      summary: expect.any(String),
      status: "published",
      url: "/about",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(list.map((page) => page.slug)).toEqual(expect.arrayContaining(["about", "contact", "privacy"]));
  }
});

test("bad input is a 400 naming the field; a slug that would shadow a route is refused; a taken one is 409", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const post = (data: unknown) => request.post("/api/admin/pages", { headers: bearer(editor), data });
  const base = { slug: `ok-${unique()}`, title: "A page", description: "<p>Body</p>" };

  for (const [data, field] of [
    [{ ...base, title: "" }, "title"],
    [{ ...base, slug: "Not A Slug" }, "slug"],
    [{ ...base, slug: undefined }, "slug"],
    [{ ...base, description: undefined }, "description"],
    [{ ...base, summary: "x".repeat(301) }, "summary"],
    [{ ...base, body_json: { type: "doc", content: [] } }, "description"],
  ] as const) {
    const refused = await post(data);
    expect(refused.status(), JSON.stringify(data)).toBe(400);
    const body = (await refused.json()) as { message: string; code: string; errors: Record<string, string> };
    expect(body.code).toBe("invalid_page");
    expect(Object.keys(body.errors)).toContain(field);
  }
  expect((await post({ ...base, status: "published" })).status()).toBe(400);
  expect((await post({ ...base, body_json: { type: "nonsense" }, description: undefined })).status()).toBe(400);

  for (const slug of ["admin", "api", "search", "sign-in", "post", "sitemap", "login", "_next"]) {
    const refused = await post({ ...base, slug });
    expect(refused.status(), slug).toBe(400);
    const body = (await refused.json()) as { errors: Record<string, string> };
    // `_next` is not even a slug; the others are routes of the site.
    if (slug !== "_next") expect(body.errors.slug).toBe(PAGE_MESSAGES.slugReserved);
  }

  const taken = await post({ ...base, slug: "about" });
  expect([taken.status(), (await taken.json()).code]).toEqual([409, "page_slug_taken"]);

  const mine = await draft(request, editor);
  const patch = (data: unknown, id = mine.id) => request.patch(`/api/admin/pages/${id}`, { headers: bearer(editor), data });
  expect((await patch({ slug: "contact" })).status()).toBe(409);
  expect((await patch({ slug: "trending" })).status()).toBe(400);
  expect((await patch({ title: " " })).status()).toBe(400);
  expect((await patch({ title: "x" }, 999_999)).status()).toBe(404);
  expect((await request.get("/api/admin/pages/abc", { headers: bearer(editor) })).status()).toBe(400);
  const missing = await request.get("/api/admin/pages/999999", { headers: bearer(editor) });
  expect([missing.status(), (await missing.json()).code]).toEqual([404, "page_not_found"]);
  const notLive = await request.post(`/api/admin/pages/${mine.id}/unpublish`, { headers: bearer(editor) });
  expect([notLive.status(), (await notLive.json()).code]).toEqual([409, "page_not_published"]);
});

test("a page goes live at /{slug} when published and leaves when unpublished or deleted; each change is audited", async ({ request }) => {
  test.setTimeout(90_000);
  const editor = await seedStaffToken(request, "editor");
  const page = await draft(request, editor, {
    description: '<p>Join the desk.</p><script>alert("x")</script><img src=x onerror="alert(1)">',
  });
  expect(page).toEqual(expect.objectContaining({ status: "draft", url: `/${page.slug}`, summary: "" }));
  // The body is the article editor's: rendered from its document model and sanitized.
  expect(page.description).toContain("<p>Join the desk.</p>");
  expect(page.description).not.toMatch(/script|onerror/);
  expect(await status(request, page.url)).toBe(404);

  // /about is kept before the publication; publishing another page must not render it again: the
  // next /about comes from Next's page cache or the server's replay, which the publication leaves.
  expect(await status(request, "/about")).toBe(200);

  const published = await json<AdminPage>(await request.post(`/api/admin/pages/${page.id}/publish`, { headers: bearer(editor) }));
  expect(published.status).toBe("published");
  await until(async () => (await status(request, page.url)) === 200, 10_000, "the published page");
  expect(await (await request.get(page.url)).text()).toContain(page.title);
  await until(async () => (await (await request.get("/sitemap.xml")).text()).includes(`${page.url}</loc>`), 10_000, "the sitemap");
  expect(fromCache(await request.get("/about"))).toBe(true);

  // An edit of a live page shows at once; a new slug moves it.
  const title = `Work with us ${unique()}`;
  const slug = `work-${unique()}`;
  const edited = await json<AdminPage>(
    await request.patch(`/api/admin/pages/${page.id}`, {
      headers: bearer(editor),
      data: { title, slug, summary: "Open positions.", description: "<h2>Open roles</h2><p>Reporters.</p>" },
    }),
  );
  expect(edited).toEqual(expect.objectContaining({ title, slug, url: `/${slug}`, status: "published", summary: "Open positions." }));
  await until(async () => (await (await request.get(`/${slug}`)).text()).includes("Open roles"), 10_000, "the edited page");
  const html = await (await request.get(`/${slug}`)).text();
  expect(html).toContain(title);
  expect(html).toContain('content="Open positions."');
  // The old address leads to the new one, for good (308), and no other page was rendered again.
  await until(async () => (await redirectOf(request, page.url)) === `/${slug}`, 10_000, "the old address redirecting");
  expect((await request.get(page.url)).url()).toMatch(new RegExp(`/${slug}$`));
  expect(fromCache(await request.get("/about"))).toBe(true);

  await json(await request.post(`/api/admin/pages/${page.id}/unpublish`, { headers: bearer(editor) }));
  await until(async () => (await status(request, `/${slug}`)) === 404, 10_000, "the unpublished page");
  await until(async () => (await status(request, page.url)) === 404, 10_000, "the old address of an unpublished page");
  await until(async () => !(await (await request.get("/sitemap.xml")).text()).includes(`/${slug}</loc>`), 10_000, "the sitemap without it");
  expect((await json<AdminPage>(await request.get(`/api/admin/pages/${page.id}`, { headers: bearer(editor) }))).status).toBe("draft");

  await json(await request.post(`/api/admin/pages/${page.id}/publish`, { headers: bearer(editor) }));
  await until(async () => (await status(request, `/${slug}`)) === 200, 10_000, "the page published again");
  await until(async () => (await redirectOf(request, page.url)) === `/${slug}`, 10_000, "the old address redirecting again");
  const deleted = await json<AdminPage>(await request.delete(`/api/admin/pages/${page.id}`, { headers: bearer(editor) }));
  expect(deleted.slug).toBe(slug);
  await until(async () => (await status(request, `/${slug}`)) === 404, 10_000, "the deleted page");
  await until(async () => (await status(request, page.url)) === 404, 10_000, "the old address of a deleted page");
  expect((await request.get(`/api/admin/pages/${page.id}`, { headers: bearer(editor) })).status()).toBe(404);
  expect((await request.delete(`/api/admin/pages/${page.id}`, { headers: bearer(editor) })).status()).toBe(404);

  const audit = await json<AuditPage>(
    await request.get("/api/admin/audit?limit=100", { headers: bearer(await seedStaffToken(request, "admin")) }),
  );
  const mine = audit.entries.filter((entry) => entry.details.page === page.id).reverse();
  expect(mine.map((entry) => entry.action)).toEqual([
    "page_created",
    "page_published",
    "page_edited",
    "page_unpublished",
    "page_published",
    "page_deleted",
  ]);
  expect(mine[2]!.details).toEqual(
    expect.objectContaining({
      before: { title: page.title, slug: page.slug, summary: "" },
      after: { title, slug, summary: "Open positions." },
      bodyChanged: true,
    }),
  );
});

test("a page renamed twice: both old addresses lead straight to the newest; a slug that would shadow a route is still refused", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const editor = await seedStaffToken(request, "editor");
  const page = await draft(request, editor);
  await json(await request.post(`/api/admin/pages/${page.id}/publish`, { headers: bearer(editor) }));
  await until(async () => (await status(request, page.url)) === 200, 10_000, "the published page");
  const rename = (slug: string) => request.patch(`/api/admin/pages/${page.id}`, { headers: bearer(editor), data: { slug } });
  const middle = `middle-${unique()}`;
  await json(await rename(middle));
  await until(async () => (await redirectOf(request, page.url)) === `/${middle}`, 10_000, "the first address redirecting");
  const newest = `newest-${unique()}`;
  await json(await rename(newest));
  for (const old of [page.url, `/${middle}`]) {
    await until(async () => (await redirectOf(request, old)) === `/${newest}`, 10_000, `${old} redirecting to the newest`);
  }
  expect(await status(request, `/${newest}`)).toBe(200);

  for (const slug of ["search", "admin", "category", "feed"]) {
    const refused = await rename(slug);
    expect(refused.status(), slug).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.slug).toBe(PAGE_MESSAGES.slugReserved);
  }
  // Another page's old address is free to take: the page there is answered, not the redirect.
  const other = await draft(request, editor, { title: `Taking over ${unique()}` });
  await json(await request.patch(`/api/admin/pages/${other.id}`, { headers: bearer(editor), data: { slug: middle } }));
  expect(await redirectOf(request, `/${middle}`)).toBe(`/${newest}`);
  await json(await request.post(`/api/admin/pages/${other.id}/publish`, { headers: bearer(editor) }));
  await until(async () => (await status(request, `/${middle}`)) === 200, 10_000, "the other page at the old address");
  expect(await (await request.get(`/${middle}`)).text()).toContain(other.title);
});

test("a page's old addresses: listed, removed one at a time (audited) to a 404, that address alone rendered again; editors and admins only", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await seedStaffToken(request, "editor");
  const page = await draft(request, editor);
  const redirects = (id = page.id) => `/api/admin/pages/${id}/redirects`;
  const oldAddresses = async () => json<PageRedirect[]>(await request.get(redirects(), { headers: bearer(editor) }));
  expect(await oldAddresses()).toEqual([]);
  await json(await request.post(`/api/admin/pages/${page.id}/publish`, { headers: bearer(editor) }));
  const middle = `middle-${unique()}`;
  const newest = `newest-${unique()}`;
  for (const slug of [middle, newest])
    await json(await request.patch(`/api/admin/pages/${page.id}`, { headers: bearer(editor), data: { slug } }));
  await until(async () => (await redirectOf(request, page.url)) === `/${newest}`, 10_000, "the first address redirecting");
  await until(async () => (await redirectOf(request, `/${middle}`)) === `/${newest}`, 10_000, "the second address redirecting");
  expect(await oldAddresses()).toEqual([page.slug, middle].sort().map((slug) => ({ slug, url: `/${slug}` })));

  // Who may: the pages' own rule (401, 403 with its code), for the list and the removal alike.
  const removal = `${redirects()}/${page.slug}`;
  expect((await request.get(redirects())).status()).toBe(401);
  expect((await request.delete(removal)).status()).toBe(401);
  const { token: reader } = await newSignedInReader(request);
  expect((await request.get(redirects(), { headers: bearer(reader) })).status()).toBe(403);
  for (const role of ["contributor", "author"] as const) {
    const token = await seedStaffToken(request, role);
    for (const refused of [
      await request.get(redirects(), { headers: bearer(token) }),
      await request.delete(removal, { headers: bearer(token) }),
    ])
      expect([refused.status(), (await refused.json()).code]).toEqual([403, "pages_forbidden"]);
  }
  // Only an old address of this page: not its own, not another page's, not one it never had.
  const other = await draft(request, editor);
  for (const [path, code] of [
    [`${redirects()}/${newest}`, "page_redirect_not_found"],
    [`${redirects()}/never-${unique()}`, "page_redirect_not_found"],
    [`${redirects(other.id)}/${page.slug}`, "page_redirect_not_found"],
    [`${redirects(999_999)}/${page.slug}`, "page_not_found"],
  ] as const) {
    const refused = await request.delete(path, { headers: bearer(editor) });
    expect([refused.status(), (await refused.json()).code], path).toEqual([404, code]);
  }
  expect((await request.get(redirects(999_999), { headers: bearer(editor) })).status()).toBe(404);
  expect((await request.get("/api/admin/pages/abc/redirects", { headers: bearer(editor) })).status()).toBe(400);

  // Cached before the removal: the page and /about. Neither is rendered again by it.
  expect(await status(request, `/${newest}`)).toBe(200);
  expect(await status(request, "/about")).toBe(200);
  const removed = await json<PageRedirect>(await request.delete(removal, { headers: bearer(editor) }));
  expect(removed).toEqual({ slug: page.slug, url: page.url });
  await until(async () => (await status(request, page.url)) === 404, 10_000, "the removed address a 404");
  expect(await redirectOf(request, `/${middle}`)).toBe(`/${newest}`);
  expect(fromCache(await request.get(`/${newest}`))).toBe(true);
  expect(fromCache(await request.get("/about"))).toBe(true);
  expect(await oldAddresses()).toEqual([{ slug: middle, url: `/${middle}` }]);
  expect((await request.delete(removal, { headers: bearer(editor) })).status()).toBe(404);

  const audit = await json<AuditPage>(
    await request.get("/api/admin/audit?limit=100", { headers: bearer(await seedStaffToken(request, "admin")) }),
  );
  const entries = audit.entries.filter((entry) => entry.details.page === page.id && entry.action === "page_redirect_removed");
  expect(entries.map((entry) => entry.details)).toEqual([
    expect.objectContaining({ page: page.id, slug: newest, status: "published", removed: page.slug }),
  ]);
});

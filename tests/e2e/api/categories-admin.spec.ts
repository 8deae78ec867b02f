import type { APIRequestContext } from "@playwright/test";
import type { AdminCategory, AdminPost, AuditPage } from "@/lib/newsroom/types";
import type { PostDetail, PostSummary } from "@/lib/posts/types";
import { adminToken, bearer, expect, newSignedInReader, seedStaffToken, test } from "../support/accounts";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { json, unique, until } from "../support/http";

// The categories' back office (issue 24) against the production build: who may manage them, what
// is refused, and what readers see after a rename, a merge (articles move, the old address
// redirects with 308) and a delete. The categories made here have unique slugs; the articles are
// deleted (soft) at the end, so the specs that count the seeded articles and categories are not disturbed.

const created: number[] = [];

async function newCategory(request: APIRequestContext, token: string, name: string): Promise<AdminCategory> {
  return json<AdminCategory>(
    await request.post("/api/admin/categories", { headers: bearer(token), data: { name, description: `About ${name}.` } }),
    201,
  );
}

async function publishedIn(request: APIRequestContext, token: string, categoryId: number): Promise<AdminPost> {
  const post = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(token),
      data: { title: `Category test ${unique()}`, description: "<p>Short body.</p>", category_id: categoryId },
    }),
    201,
  );
  created.push(post.id);
  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(token), data: {} }));
  return post;
}

test.afterAll(async ({ request }) => {
  const admin = await seedStaffToken(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("visitors get 401; readers, contributors and authors may not manage categories (403); every staff member reads them", async ({
  request,
}) => {
  expect((await request.get("/api/admin/categories")).status()).toBe(401);
  expect((await request.post("/api/admin/categories", { data: { name: "Nope" } })).status()).toBe(401);
  expect((await request.patch("/api/admin/categories/1", { data: { name: "Nope" } })).status()).toBe(401);
  expect((await request.post("/api/admin/categories/1/merge", { data: { into: 2 } })).status()).toBe(401);
  expect((await request.delete("/api/admin/categories/1")).status()).toBe(401);

  const { token: reader } = await newSignedInReader(request);
  expect((await request.get("/api/admin/categories", { headers: bearer(reader) })).status()).toBe(403);
  for (const role of ["contributor", "author"] as const) {
    const token = await seedStaffToken(request, role);
    const { categories } = await json<{ categories: AdminCategory[] }>(
      await request.get("/api/admin/categories", { headers: bearer(token) }),
    );
    expect(categories.slice(0, 2)).toEqual([
      { id: 1, name: "Technology", slug: "technology", description: expect.any(String), count: expect.any(Number) },
      { id: 2, name: "Business", slug: "business", description: expect.any(String), count: expect.any(Number) },
    ]);
    const refusals = [
      await request.post("/api/admin/categories", { headers: bearer(token), data: { name: `Nope ${unique()}` } }),
      await request.patch("/api/admin/categories/1", { headers: bearer(token), data: { name: "Tech" } }),
      await request.post("/api/admin/categories/1/merge", { headers: bearer(token), data: { into: 2 } }),
      await request.delete("/api/admin/categories/1", { headers: bearer(token) }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status()).toBe(403);
      expect(await refusal.json()).toMatchObject({ code: "categories_forbidden" });
    }
  }
});

test("bad input is a 400 naming the field; a taken slug is a 409; an unknown category is a 404", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const post = (data: unknown) => request.post("/api/admin/categories", { headers: bearer(editor), data });
  expect(await json(await post({}), 400)).toMatchObject({ code: "invalid_category", errors: { name: expect.any(String) } });
  expect(await json(await post({ name: "Markets", slug: "Not A Slug" }), 400)).toMatchObject({ errors: { slug: expect.any(String) } });
  expect(await json(await post({ name: "x".repeat(61) }), 400)).toMatchObject({ errors: { name: expect.any(String) } });
  expect(await json(await post({ name: "Markets", extra: true }), 400)).toMatchObject({ code: "invalid_category" });
  expect(await json(await post({ name: "Business again", slug: "business" }), 409)).toMatchObject({
    code: "category_slug_taken",
    errors: { slug: expect.any(String) },
  });
  expect(
    await json(await request.patch("/api/admin/categories/999999", { headers: bearer(editor), data: { name: "Gone" } }), 404),
  ).toMatchObject({
    code: "category_not_found",
  });
  expect(
    await json(await request.patch("/api/admin/categories/abc", { headers: bearer(editor), data: { name: "Gone" } }), 400),
  ).toMatchObject({
    message: expect.any(String),
  });
  expect(
    await json(await request.post("/api/admin/categories/2/merge", { headers: bearer(editor), data: { into: 2 } }), 400),
  ).toMatchObject({
    code: "category_merge_self",
  });
  expect(
    await json(await request.post("/api/admin/categories/2/merge", { headers: bearer(editor), data: { into: 999999 } }), 404),
  ).toMatchObject({ code: "category_not_found" });
  // An article cannot be filed under a category that does not exist.
  expect(
    await json(
      await request.post("/api/admin/posts", {
        headers: bearer(editor),
        data: { title: `No such category ${unique()}`, description: "<p>Body.</p>", category_id: 999999 },
      }),
      400,
    ),
  ).toMatchObject({ errors: { category_id: "Choose a category." } });
});

test("a new category gets its page; renamed, its articles carry the new name; with articles it cannot be deleted, only merged: they move and the old address redirects (308)", async ({
  request,
  baseURL,
}) => {
  const editor = await seedStaffToken(request, "editor");
  const id = unique();
  const from = await newCategory(request, editor, `Crypto ${id}`);
  const into = await newCategory(request, editor, `Digital assets ${id}`);
  expect(from).toEqual({
    id: expect.any(Number),
    name: `Crypto ${id}`,
    slug: `crypto-${id}`,
    description: `About Crypto ${id}.`,
    count: 0,
  });
  expect(from.id).toBeGreaterThan(10);

  const article = await publishedIn(request, editor, from.id);
  await until(async () => (await request.get(`/category/${from.slug}`)).status() === 200, 10_000, "the new category's page");
  expect(await (await request.get(`/category/${from.slug}`)).text()).toContain(article.title);
  const listed = await json<PostSummary[]>(await request.get(`/api/posts/category/${from.slug}`));
  expect(listed.map((post) => post.id)).toEqual([article.id]);
  expect(listed[0]).toMatchObject({ category_id: from.id, category_name: `Crypto ${id}`, category_slug: from.slug });
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`<loc>${baseURL}/category/${from.slug}</loc>`);

  // Renamed: every card and the article name it at once.
  await json(await request.patch(`/api/admin/categories/${from.id}`, { headers: bearer(editor), data: { name: `Crypto markets ${id}` } }));
  await until(
    async () => (await json<PostDetail>(await request.get(`/api/posts/${article.id}`))).category_name === `Crypto markets ${id}`,
    10_000,
    "the renamed category on its article",
  );

  // Not empty: no delete.
  expect(await json(await request.delete(`/api/admin/categories/${from.id}`, { headers: bearer(editor) }), 409)).toMatchObject({
    code: "category_not_empty",
  });

  const merged = await json<AdminCategory>(
    await request.post(`/api/admin/categories/${from.id}/merge`, { headers: bearer(editor), data: { into: into.id } }),
  );
  expect(merged).toMatchObject({ id: into.id, slug: into.slug, count: 1 });
  const { categories } = await json<{ categories: AdminCategory[] }>(
    await request.get("/api/admin/categories", { headers: bearer(editor) }),
  );
  expect(categories.map((category) => category.id)).not.toContain(from.id);

  const moved = await request.get(`/category/${from.slug}`, { maxRedirects: 0 });
  expect([moved.status(), moved.headers().location]).toEqual([308, `/category/${into.slug}`]);
  const movedApi = await request.get(`/api/posts/category/${from.slug}?limit=5`, { maxRedirects: 0 });
  expect(movedApi.status()).toBe(308);
  expect(movedApi.headers().location).toContain(`/api/posts/category/${into.slug}?limit=5`);
  expect((await json<PostDetail>(await request.get(`/api/posts/${article.id}`))).category_slug).toBe(into.slug);
  expect(await (await request.get(`/category/${into.slug}`)).text()).toContain(article.title);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${baseURL}/category/${into.slug}</loc>`);
  expect(sitemap).not.toContain(`<loc>${baseURL}/category/${from.slug}</loc>`);
  // The old slug still leads somewhere, so it cannot be given to a new category.
  expect(
    (await request.post("/api/admin/categories", { headers: bearer(editor), data: { name: "Again", slug: from.slug } })).status(),
  ).toBe(409);

  // Emptied (the article filed elsewhere), it may be deleted; then its page is gone.
  await json(await request.patch(`/api/admin/posts/${article.id}`, { headers: bearer(editor), data: { category_id: 2 } }));
  expect((await request.delete(`/api/admin/categories/${into.id}`, { headers: bearer(editor) })).status()).toBe(204);
  await until(
    async () => (await request.get(`/category/${into.slug}`, { maxRedirects: 0 })).status() === 404,
    10_000,
    "the deleted category's page",
  );

  const audit = await json<AuditPage>(await request.get("/api/admin/audit?limit=100", { headers: bearer(await adminToken(request)) }));
  const mine = audit.entries.filter((entry) =>
    String(entry.details.name ?? (entry.details.after as { name?: string } | undefined)?.name ?? "").endsWith(id),
  );
  expect(mine.map((entry) => entry.action).sort()).toEqual([
    "category_created",
    "category_created",
    "category_deleted",
    "category_edited",
    "category_merged",
  ]);
});

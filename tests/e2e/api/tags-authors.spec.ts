import type { APIRequestContext, APIResponse } from "@playwright/test";
import { seedStaff } from "@/lib/db/seed/staff";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { seedTags } from "@/lib/db/seed/tags";
import type { AdminPost, AdminTag, AuthorChoice } from "@/lib/newsroom/types";
import type { PostSummary } from "@/lib/posts/types";
import { bearer, expect, signInByApi, test } from "../support/accounts";
import { json, unique, until } from "../support/http";

// Tags, bylines, related articles and the news sitemap (issue 25) against the production build,
// signed in as the demo staff. Every article made here is deleted at the end (soft), so the specs
// that count the seeded articles are not disturbed.

type Role = "contributor" | "author" | "editor" | "admin";
const tokens = new Map<Role, Promise<string>>();
function staff(request: APIRequestContext, role: Role): Promise<string> {
  const account = seedStaff.find((candidate) => candidate.role === role)!;
  if (!tokens.has(role)) tokens.set(role, signInByApi(request, { email: account.email, password: DEMO_STAFF_PASSWORD }));
  return tokens.get(role)!;
}

const created: number[] = [];

const text = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

async function publishedArticle(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<AdminPost> {
  const post = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(token),
      data: { title: `Tag test ${unique()}`, description: "<p>Short body.</p>", category_id: 2, ...data },
    }),
    201,
  );
  created.push(post.id);
  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(token), data: {} }));
  return post;
}

test.afterAll(async ({ request }) => {
  const admin = await staff(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("GET /api/tags pages the tags with published articles like /api/posts", async ({ request }) => {
  const seen: { name: string; slug: string; description: string; count: number }[] = [];
  let path: string | null = "/api/tags?limit=5";
  while (path) {
    const response: APIResponse = await request.get(path);
    expect(response.status()).toBe(200);
    const page = (await response.json()) as typeof seen;
    expect(page.length).toBeLessThanOrEqual(5);
    seen.push(...page);
    const cursor: string | undefined = response.headers()["x-next-cursor"];
    if (cursor) expect(response.headers().link).toContain(`cursor=${cursor}`);
    path = cursor ? `/api/tags?limit=5&cursor=${cursor}` : null;
  }
  const slugs = seen.map((tag) => tag.slug);
  expect(slugs).toEqual([...slugs].sort());
  for (const tag of seedTags) expect(slugs).toContain(tag.slug);
  const inflation = seen.find((tag) => tag.slug === "inflation")!;
  expect(inflation).toEqual({ name: "Inflation", slug: "inflation", description: expect.any(String), count: expect.any(Number) });
  expect(seen.every((tag) => tag.count > 0)).toBe(true);
  expect((await request.get("/api/tags?cursor=nonsense")).status()).toBe(400);
});

test("a tag's and a byline's posts carry tags, authors and reading time; unknown ones are 404", async ({ request }) => {
  const response = await request.get("/api/tags/inflation/posts?limit=3");
  expect(response.status()).toBe(200);
  const posts = (await response.json()) as PostSummary[];
  expect(posts).toHaveLength(3);
  expect(response.headers()["x-next-cursor"]).toBeTruthy();
  for (const post of posts) {
    expect(post.tags.map((tag) => tag.slug)).toContain("inflation");
    expect(post.authors[0]).toEqual({ name: expect.any(String), slug: expect.any(String) });
    expect(post.reading_minutes).toBeGreaterThanOrEqual(1);
  }
  const profile = await json<Record<string, unknown>>(await request.get("/api/authors/maya-okafor"));
  expect(profile).toMatchObject({ name: "Maya Okafor", slug: "maya-okafor", avatar: expect.stringContaining("/api/uploads/"), links: [] });
  expect(String(profile.bio).length).toBeGreaterThan(40);
  const hers = await json<PostSummary[]>(await request.get("/api/authors/maya-okafor/posts"));
  expect(hers.length).toBeGreaterThan(0);
  for (const post of hers) expect(post.authors.map((author) => author.slug)).toContain("maya-okafor");
  for (const path of [
    "/api/tags/no-such-tag/posts",
    "/api/authors/no-such-writer",
    "/api/authors/no-such-writer/posts",
    "/tag/no-such-tag",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("tag and author pages, their RSS feeds, and the JSON-LD naming the author's page", async ({ request, baseURL }) => {
  const tagPage = await request.get("/tag/central-banks");
  expect(tagPage.status()).toBe(200);
  const tagHtml = await tagPage.text();
  expect(tagHtml).toContain("<h1");
  expect(tagHtml).toContain("Central banks");
  expect(tagHtml).toContain(seedTags.find((tag) => tag.slug === "central-banks")!.description);
  expect(tagHtml).toMatch(/\d+ min read/);

  const tagFeed = await request.get("/tag/central-banks/feed.xml");
  expect(tagFeed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const tagXml = await tagFeed.text();
  expect(tagXml).toContain(`<atom:link href="${baseURL}/tag/central-banks/feed.xml"`);
  const centralBankPosts = await json<PostSummary[]>(await request.get("/api/tags/central-banks/posts"));
  expect((tagXml.match(/<item>/g) ?? []).length).toBe(centralBankPosts.length);
  for (const post of centralBankPosts) expect(tagXml).toContain(`<link>${baseURL}/post/${post.id}</link>`);

  const authorHtml = await text(request, "/author/priya-natarajan");
  const person = [...authorHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((data) => data["@type"] === "Person");
  expect(person).toMatchObject({ name: "Priya Natarajan", url: `${baseURL}/author/priya-natarajan`, jobTitle: "Data editor" });
  const authorFeed = await text(request, "/author/priya-natarajan/feed.xml");
  expect(authorFeed).toContain("<dc:creator>Priya Natarajan</dc:creator>");

  const [article] = await json<PostSummary[]>(await request.get("/api/authors/priya-natarajan/posts?limit=1"));
  const articleHtml = await text(request, article!.url);
  const news = [...articleHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((data) => data["@type"] === "NewsArticle");
  expect(news?.author).toEqual([{ "@type": "Person", name: "Priya Natarajan", url: `${baseURL}/author/priya-natarajan` }]);
  expect(articleHtml).toContain('href="/author/priya-natarajan"');
  for (const tag of article!.tags) expect(articleHtml).toContain(`href="/tag/${tag.slug}"`);
});

test("the sitemaps: tag and author pages in /sitemap.xml; /news-sitemap.xml holds the last 48 hours only, named in robots.txt", async ({
  request,
  baseURL,
}) => {
  const sitemap = await text(request, "/sitemap.xml");
  expect(sitemap).toContain(`<loc>${baseURL}/tag/inflation</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/author/maya-okafor</loc>`);
  expect(await text(request, "/robots.txt")).toContain(`Sitemap: ${baseURL}/news-sitemap.xml`);

  const editor = await staff(request, "editor");
  const fresh = await publishedArticle(request, editor, { tags: ["Inflation"] });
  await until(
    async () => (await text(request, "/news-sitemap.xml")).includes(`/post/${fresh.id}</loc>`),
    5_000,
    "a new article in the news sitemap",
  );
  const response = await request.get("/news-sitemap.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
  expect(xml).toContain(`<news:title>${fresh.title}</news:title>`);
  expect(xml).toContain("<news:name>Basis Point</news:name>");
  const dates = [...xml.matchAll(/<news:publication_date>(.*?)<\/news:publication_date>/g)].map((match) => Date.parse(match[1]!));
  expect(dates.length).toBe((xml.match(/<url>/g) ?? []).length);
  // The seeded articles are older than two days: only what was published in the window is listed.
  for (const date of dates) expect(Date.now() - date).toBeLessThan(48 * 60 * 60 * 1000);
  const all = await json<PostSummary[]>(await request.get("/api/posts?limit=50"));
  const old = all.find((post) => Date.now() - Date.parse(post.date) > 48 * 60 * 60 * 1000)!;
  expect(xml).not.toContain(`/post/${old.id}</loc>`);
});

test("contributors and authors pick existing tags only and write under their own byline", async ({ request }) => {
  const contributor = await staff(request, "contributor");
  const refused = await request.post("/api/admin/posts", {
    headers: bearer(contributor),
    data: { title: `Contributor ${unique()}`, description: "<p>x</p>", category_id: 2, tags: ["Inflation", `Brand new ${unique()}`] },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ code: "tag_create_forbidden", message: "Only editors can create tags: choose existing ones." });
  const created_ = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(contributor),
      data: { title: `Contributor ${unique()}`, description: "<p>x</p>", category_id: 2, tags: ["inflation", "China"] },
    }),
    201,
  );
  created.push(created_.id);
  expect(created_.tags).toEqual(["Inflation", "China"]);
  expect((await request.post("/api/admin/tags", { headers: bearer(contributor), data: { name: "Nope" } })).status()).toBe(403);

  const tooMany = await request.post("/api/admin/posts", {
    headers: bearer(await staff(request, "editor")),
    data: { title: "Too many", description: "<p>x</p>", category_id: 2, tags: Array.from({ length: 11 }, (_, n) => `t${n}`) },
  });
  expect(tooMany.status()).toBe(400);

  const author = await staff(request, "author");
  const { authors } = await json<{ authors: AuthorChoice[] }>(await request.get("/api/admin/authors", { headers: bearer(author) }));
  const maya = authors.find((choice) => choice.name === "Maya Okafor")!;
  const daniel = authors.find((choice) => choice.name === "Daniel Reyes")!;
  const notHers = await request.post("/api/admin/posts", {
    headers: bearer(author),
    data: { title: `Author ${unique()}`, description: "<p>x</p>", category_id: 2, author_ids: [daniel.id, maya.id] },
  });
  expect(notHers.status()).toBe(403);
  expect((await notHers.json()).code).toBe("byline_forbidden");
  const own = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(author),
      data: { title: `Author ${unique()}`, description: "<p>x</p>", category_id: 2, author_ids: [daniel.id] },
    }),
    201,
  );
  created.push(own.id);
  expect(own.author_ids).toEqual([daniel.id]);
  expect(own.author_id).toBe(daniel.id);
});

test("several bylines in order, reading time computed on save", async ({ request }) => {
  const editor = await staff(request, "editor");
  const { authors } = await json<{ authors: AuthorChoice[] }>(await request.get("/api/admin/authors", { headers: bearer(editor) }));
  const [first, second] = [authors.find((a) => a.name === "Hana Sato")!, authors.find((a) => a.name === "Lukas Brenner")!];
  const words = Array.from({ length: 700 }, () => "word").join(" ");
  const post = await publishedArticle(request, editor, {
    author_ids: [first.id, second.id],
    description: `<p>${words}</p><img src="/images/stock/stock-1.svg" alt="A chart">`,
  });
  expect(post.author_id).toBe(first.id);
  expect(post.reading_minutes).toBe(4); // 700 words ≈ 182.6 s + 12 s for the image = 3.2 min, rounded up
  const [summary] = await json<PostSummary[]>(await request.get(`/api/authors/lukas-brenner/posts?limit=1`));
  expect(summary).toMatchObject({ id: post.id, reading_minutes: 4, author: { name: "Hana Sato" } });
  expect(summary!.authors).toEqual([
    { name: "Hana Sato", slug: "hana-sato" },
    { name: "Lukas Brenner", slug: "lukas-brenner" },
  ]);
  const html = await text(request, `/post/${post.id}`);
  expect(html).toContain("4 min read");
});

test("related articles share tags, never a draft or the article itself; 'More from' a byline lists its latest; unpublishing removes an article from all of them, the tag and the author pages within seconds", async ({
  request,
}) => {
  const editor = await staff(request, "editor");
  const { authors } = await json<{ authors: AuthorChoice[] }>(await request.get("/api/admin/authors", { headers: bearer(editor) }));
  const maya = authors.find((choice) => choice.name === "Maya Okafor")!;
  const tag = `Topic ${unique()}`;
  const first = await publishedArticle(request, editor, { tags: [tag], title: `Related first ${unique()}`, author_ids: [maya.id] });
  const second = await publishedArticle(request, editor, { tags: [tag], title: `Related second ${unique()}` });
  const draft = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(editor),
      data: { title: `Related draft ${unique()}`, description: "<p>x</p>", category_id: 2, tags: [tag] },
    }),
    201,
  );
  created.push(draft.id);
  const tagSlug = (await json<AdminTag[]>(await request.get("/api/admin/tags", { headers: bearer(editor) }))).find(
    (t) => t.name === tag,
  )!.slug;

  const related = await json<PostSummary[]>(await request.get(`/api/posts/${second.id}/related`));
  expect(related.length).toBeGreaterThanOrEqual(3);
  expect(related.length).toBeLessThanOrEqual(4);
  expect(related[0]!.id).toBe(first.id);
  expect(related.map((post) => post.id)).not.toContain(second.id);
  expect(related.map((post) => post.id)).not.toContain(draft.id);
  await until(async () => (await text(request, `/post/${second.id}`)).includes(first.title), 5_000, "the related article on the page");
  await until(async () => (await text(request, `/tag/${tagSlug}`)).includes(first.title), 5_000, "the article on its tag page");
  await until(async () => (await text(request, "/author/maya-okafor")).includes(first.title), 5_000, "the article on its byline's page");
  // Under another of her articles (not related by tag): "More from Maya Okafor" lists it.
  const next = await publishedArticle(request, editor, { title: `Okafor next ${unique()}`, author_ids: [maya.id] });
  const moreFrom = async () => /More from.*?<\/section>/s.exec(await text(request, `/post/${next.id}`))?.[0] ?? "";
  await until(async () => (await moreFrom()).includes(first.title), 5_000, "the article under 'More from' its byline");
  const section = await moreFrom();
  expect(section).toContain("Maya Okafor");
  expect(section).not.toContain(next.title);

  await json(await request.post(`/api/admin/posts/${first.id}/unpublish`, { headers: bearer(editor), data: {} }));
  const took = await until(
    async () =>
      !(await text(request, `/post/${second.id}`)).includes(first.title) &&
      !(await text(request, `/tag/${tagSlug}`)).includes(first.title) &&
      !(await text(request, "/author/maya-okafor")).includes(first.title) &&
      !(await moreFrom()).includes(first.title),
    5_000,
    "the unpublished article gone from the related list, the tag page and the author page",
  );
  expect(took).toBeLessThan(5_000);
  expect((await json<PostSummary[]>(await request.get(`/api/posts/${second.id}/related`))).map((post) => post.id)).not.toContain(first.id);
});

test("editors rename and merge tags; a merged tag's URL redirects with 308", async ({ request }) => {
  const editor = await staff(request, "editor");
  const from = await json<AdminTag>(
    await request.post("/api/admin/tags", { headers: bearer(editor), data: { name: `Oil ${unique()}` } }),
    201,
  );
  const into = await json<AdminTag>(
    await request.post("/api/admin/tags", { headers: bearer(editor), data: { name: `Energy ${unique()}`, description: "Oil and gas." } }),
    201,
  );
  expect((await request.post("/api/admin/tags", { headers: bearer(editor), data: { name: from.name } })).status()).toBe(409);
  const post = await publishedArticle(request, editor, { tags: [from.slug] });
  await until(async () => (await request.get(`/tag/${from.slug}`)).status() === 200, 5_000, "the new tag's page");

  const merged = await json<AdminTag>(
    await request.post(`/api/admin/tags/${from.id}/merge`, { headers: bearer(editor), data: { into: into.id } }),
  );
  expect(merged).toMatchObject({ id: into.id, count: 1 });
  await until(
    async () => (await request.get(`/tag/${from.slug}`, { maxRedirects: 0 })).status() === 308,
    5_000,
    "the merged tag's redirect",
  );
  const redirect = await request.get(`/tag/${from.slug}`, { maxRedirects: 0 });
  expect(redirect.headers().location).toMatch(new RegExp(`/tag/${into.slug}$`));
  const admin = await json<AdminPost>(await request.get(`/api/admin/posts/${post.id}`, { headers: bearer(editor) }));
  expect(admin.tags).toEqual([into.name]);

  const renamed = await json<AdminTag>(
    await request.patch(`/api/admin/tags/${into.id}`, {
      headers: bearer(editor),
      data: { name: "Energy prices", slug: `energy-${unique()}` },
    }),
  );
  expect((await request.get(`/tag/${into.slug}`, { maxRedirects: 0 })).headers().location).toMatch(new RegExp(`/tag/${renamed.slug}$`));
  await until(async () => (await text(request, `/tag/${renamed.slug}`)).includes("Energy prices"), 5_000, "the renamed tag's page");
  expect((await request.post(`/api/admin/tags/${into.id}/merge`, { headers: bearer(editor), data: { into: into.id } })).status()).toBe(400);
});

import { expect, test } from "@playwright/test";
import { CATEGORIES } from "@/lib/categories/categories";
import { allPosts, published } from "../support/posts";

test("GET /api/comments/post/{id}/ answers the approved comments, oldest first, as an array", async ({ request }) => {
  const [post] = await allPosts(request);
  for (const path of [`/api/comments/post/${post?.id}/`, `/api/comments/post/${post?.id}`]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toEqual([]);
  }
});

test("the comments endpoint: 400 for a malformed id, 404 for an unknown post, in the JSON error shape", async ({ request }) => {
  for (const [path, status, message, code] of [
    ["/api/comments/post/abc", 400, "Invalid post id: it must be a positive whole number.", "invalid_id"],
    ["/api/comments/post/0", 400, "Invalid post id: it must be a positive whole number.", "invalid_id"],
    ["/api/comments/post/99999999999", 400, "Invalid post id: it must be a positive whole number.", "invalid_id"],
    ["/api/comments/post/999999", 404, "Post not found.", "post_not_found"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    expect(await response.json()).toEqual({ message, code });
  }
});

test("the category list API pages with the same cursor as the main list", async ({ request }) => {
  const first = await request.get("/api/posts/category/business?limit=5");
  const cursor = first.headers()["x-next-cursor"];
  expect(cursor).toBeTruthy();
  const second = await request.get(`/api/posts/category/business?limit=5&cursor=${cursor}`);
  const ids = [...(await first.json()), ...(await second.json())].map((post: { id: number; category_slug: string }) => post.category_slug);
  expect(ids).toEqual(Array(published.filter((article) => article.categoryId === 2).length).fill("business"));
});

test("/sitemap.xml lists the posts, the categories and the pages with absolute URLs", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  for (const post of await allPosts(request)) expect(urls).toContain(`/post/${post.id}`);
  for (const category of CATEGORIES) expect(urls).toContain(`/category/${category.slug}`);
  for (const page of ["/", "/articles", "/trending", "/about", "/contact", "/privacy", "/terms", "/sitemap"]) expect(urls).toContain(page);
  expect(urls.filter((url) => url.startsWith("/post/"))).toHaveLength(published.length);
});

test("/robots.txt allows the site, keeps crawlers out of the JSON API and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-Agent: *");
  expect(text).toContain("Allow: /api/uploads/");
  expect(text).toContain("Disallow: /api/");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("/feed.xml is RSS 2.0 of the newest articles", async ({ request, baseURL }) => {
  const response = await request.get("/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  const newest = [...published].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const titles = [...xml.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) =>
    match[1]?.replace(/&amp;/g, "&").replace(/&#39;/g, "'"),
  );
  expect(titles).toEqual(newest.slice(0, 20).map((article) => article.title));
  expect(xml).toContain(`<link>${baseURL}/post/`);
  // every page links to it
  expect(await (await request.get("/")).text()).toContain('<link rel="alternate" type="application/rss+xml" href="/feed.xml"');
});

test("reading pages answer with the right status codes", async ({ request }) => {
  const [post] = await allPosts(request);
  for (const [path, status] of [
    ["/", 200],
    ["/articles", 200],
    ["/trending", 200],
    ["/category/technology", 200],
    [`/post/${post?.id}`, 200],
    ["/about", 200],
    ["/terms", 200],
    ["/sitemap", 200],
    ["/search?q=growth", 200],
    ["/post/999999", 404],
    ["/category/nope", 404],
    ["/no-such-page", 404],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers()["content-type"], path).toContain("text/html");
  }
});

test("a dead link's not-found page is in the server's HTML, not drawn later by the browser", async ({ request }) => {
  // A page's notFound() (the first four) and an address no route matches (the last), as a browser asks.
  for (const path of ["/category/nope", "/tag/nope", "/author/nope", "/no-such-page", "/a/b/c"]) {
    const response = await request.get(path, { headers: { accept: "text/html,application/xhtml+xml" } });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).not.toContain("__next_error__");
    expect(html, path).toMatch(/^<!DOCTYPE html><html[^>]* lang="en"/);
    expect(html, path).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(html, path).toContain('<link rel="stylesheet"');
  }
  // An article's own notice, drawn by its page with the status beside it: to every reader of one
  // render (Next shares it between requests that arrive together), and kept by no cache of ours.
  const readers = await Promise.all(
    Array.from({ length: 6 }, () => request.get("/post/999999", { headers: { accept: "text/html,application/xhtml+xml" } })),
  );
  for (const response of readers) {
    expect(response.status()).toBe(404);
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect(response.headers()["retry-after"]).toBeUndefined();
    const html = await response.text();
    expect(html).not.toContain("__next_error__");
    expect(html).toMatch(/<h1[^>]*>Post not found\.<\/h1>/);
    expect(html).toMatch(/<title>Post not found\. \| Basis Point<\/title>/);
  }
});

test("list pages have their own title, description and canonical URL", async ({ request }) => {
  for (const [path, title] of [
    ["/", "Basis Point — markets, the economy and investing"],
    ["/articles", "All Articles | Basis Point"],
    ["/trending", "Trending Articles | Basis Point"],
    ["/category/business", "Business Articles | Basis Point"],
    ["/terms", "Terms and Legal Disclaimer | Basis Point"],
    ["/about", "About Basis Point | Basis Point"],
  ] as const) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).toContain(`<title>${title}</title>`);
    expect(head, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head, path).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${path === "/" ? "/?" : path}"`));
  }
});

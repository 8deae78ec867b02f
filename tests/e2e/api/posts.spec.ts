import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { seedArticles } from "@/lib/db/seed/articles";
import type { PostDetail, PostSummary } from "@/lib/posts/types";

const published = seedArticles.filter((article) => article.status === "published");
const drafts = seedArticles.filter((article) => article.status === "draft");

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.headers()["content-type"]).toContain("application/json");
  return (await response.json()) as T;
}

async function allPages(request: APIRequestContext, path: string, limit: number): Promise<PostSummary[]> {
  const posts: PostSummary[] = [];
  let url: string | undefined = `${path}?limit=${limit}`;
  while (url) {
    const response: APIResponse = await request.get(url);
    expect(response.status()).toBe(200);
    const page = await json<PostSummary[]>(response);
    expect(page.length).toBeLessThanOrEqual(limit);
    posts.push(...page);
    const next: string | undefined = response.headers()["x-next-cursor"];
    url = next ? `${path}?limit=${limit}&cursor=${encodeURIComponent(next)}` : undefined;
  }
  return posts;
}

test("GET /api/posts answers an array of the seeded published articles, newest first", async ({ request }) => {
  const response = await request.get("/api/posts?limit=50");
  expect(response.status()).toBe(200);
  const posts = await json<PostSummary[]>(response);
  expect(posts.map((post) => post.slug).sort()).toEqual(published.map((article) => article.slug).sort());
  const dates = posts.map((post) => post.date);
  expect(dates).toEqual([...dates].sort().reverse());
  for (const post of posts) {
    expect(post.status).toBe("published");
    expect(post).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        title: expect.any(String),
        content: expect.any(String),
        category_name: expect.any(String),
        date: expect.any(String),
        image: expect.stringMatching(/^\/(api\/uploads|images\/stock)\//),
        author: expect.objectContaining({ name: expect.any(String) }),
        views: expect.any(Number),
        comments: expect.any(Number),
      }),
    );
    expect(post.content).not.toMatch(/<[a-z]/i);
  }
  expect(posts.some((post) => drafts.some((draft) => draft.slug === post.slug))).toBe(false);
});

test("the cursor walks every published article exactly once, in the same order", async ({ request }) => {
  const whole = await json<PostSummary[]>(await request.get("/api/posts?limit=50"));
  const walked = await allPages(request, "/api/posts", 7);
  expect(walked.map((post) => post.id)).toEqual(whole.map((post) => post.id));
});

test("a page that has a successor says so in X-Next-Cursor and Link", async ({ request }) => {
  const response = await request.get("/api/posts?limit=5");
  expect(await json<PostSummary[]>(response)).toHaveLength(5);
  const cursor = response.headers()["x-next-cursor"];
  expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(response.headers()["link"]).toBe(`</api/posts?limit=5&cursor=${cursor}>; rel="next"`);
  const last = await request.get(`/api/posts?limit=50`);
  expect(last.headers()["x-next-cursor"]).toBeUndefined();
});

const badQueries: [string, string, string][] = [
  ["limit=0", "limit must be at least 1.", "invalid_list_query"],
  ["limit=51", "limit must be at most 50.", "invalid_list_query"],
  ["limit=abc", "limit must be a whole number.", "invalid_list_query"],
  ["limit=2.5", "limit must be a whole number.", "invalid_list_query"],
  ["cursor=bogus", "Invalid cursor.", "invalid_cursor"],
  // a well-formed cursor of the trending order, used on the newest-first list
  ["cursor=eyJrIjoidiIsInYiOjEsImkiOjF9", "Invalid cursor.", "invalid_cursor"],
  ["order=random", "order must be newest or trending.", "invalid_list_query"],
];
for (const [query, message, code] of badQueries) {
  test(`GET /api/posts?${query} is a 400 with a clear message`, async ({ request }) => {
    const response = await request.get(`/api/posts?${query}`);
    expect(response.status()).toBe(400);
    expect(await json<{ message: string }>(response)).toMatchObject({ message, code });
  });
}

test("order=trending lists by views, most viewed first", async ({ request }) => {
  const posts = await json<PostSummary[]>(await request.get("/api/posts?order=trending&limit=50"));
  const views = posts.map((post) => post.views);
  expect(views).toEqual([...views].sort((a, b) => b - a));
  expect(posts).toHaveLength(published.length);
});

test("GET /api/posts/category/{slug} lists one category's published articles", async ({ request }) => {
  const business = await allPages(request, "/api/posts/category/business", 4);
  const expected = published.filter((article) => article.categoryId === 2).map((article) => article.slug);
  expect(business.map((post) => post.slug).sort()).toEqual(expected.sort());
  expect(business.every((post) => post.category_name === "Business" && post.category_id === 2)).toBe(true);
});

test("an unknown category is a 404", async ({ request }) => {
  const response = await request.get("/api/posts/category/astrology");
  expect(response.status()).toBe(404);
  expect(await json(response)).toEqual({ message: "Category not found.", code: "category_not_found" });
});

test("GET /api/posts/{id} answers the article with every field of the article page", async ({ request }) => {
  const [first] = await json<PostSummary[]>(await request.get("/api/posts?limit=1"));
  const response = await request.get(`/api/posts/${first?.id}`);
  expect(response.status()).toBe(200);
  const post = await json<PostDetail>(response);
  const seeded = published.find((article) => article.slug === post.slug);
  expect(seeded).toBeDefined();
  expect(post).toMatchObject({
    id: first?.id,
    title: seeded?.title,
    status: "published",
    category_id: seeded?.categoryId,
    likes: seeded?.likes,
    show_author: seeded?.showAuthor,
    featured_image_name: seeded?.featuredImage,
  });
  for (const field of [
    "createdAt",
    "updatedAt",
    "show_top_banner",
    "top_banner_name",
    "top_banner_url",
    "show_bottom_banner",
    "bottom_banner_name",
    "bottom_banner_url",
  ]) {
    expect(post).toHaveProperty(field);
  }
  expect(post.description).toContain("<h2>");
  expect(post.description).not.toMatch(/<script|\son\w+=/i);
});

test("an unknown post is a 404 'Post not found.' and a malformed id a 400", async ({ request }) => {
  const missing = await request.get("/api/posts/999999");
  expect(missing.status()).toBe(404);
  expect(await json(missing)).toEqual({ message: "Post not found.", code: "post_not_found" });
  for (const bad of ["abc", "-1", "0", "1.5", "99999999999", "1e3"]) {
    const response = await request.get(`/api/posts/${bad}`);
    expect(response.status(), bad).toBe(400);
    expect(await json<{ message: string }>(response)).toEqual({
      message: "Invalid post id: it must be a positive whole number.",
      code: "invalid_id",
    });
  }
});

test("a draft is not public", async ({ request }) => {
  const ids = (await json<PostSummary[]>(await request.get("/api/posts?limit=50"))).map((post) => post.id);
  // Seeding numbers every article from 1, drafts included; the ids missing from the list are the drafts.
  const hidden = Array.from({ length: seedArticles.length }, (_, index) => index + 1).filter((id) => !ids.includes(id));
  expect(hidden.length).toBe(drafts.length);
  for (const id of hidden) expect((await request.get(`/api/posts/${id}`)).status()).toBe(404);
});

test("unknown API paths answer JSON 404s", async ({ request }) => {
  const response = await request.get("/api/no-such-thing");
  expect(response.status()).toBe(404);
  expect(await json(response)).toEqual({ message: "No such API endpoint.", code: "endpoint_not_found" });
});

test("without a limit, GET /api/posts answers every seeded article of the demo site (a page of up to 50)", async ({ request }) => {
  const posts = await json<PostSummary[]>(await request.get("/api/posts"));
  expect(posts).toHaveLength(published.length);
});

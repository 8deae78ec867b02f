/** @jest-environment node */
import { CATEGORIES } from "@/lib/categories/categories";
import { listEndpoint, nextPageUrl } from "@/lib/posts/list";
import { SAMPLE_ARTICLE_COUNT, sampleArticles } from "@/lib/posts/samples";
import { loadInitialList, loadTrending } from "@/lib/posts/service";
import type { PostPage } from "@/lib/posts/types";

jest.mock("@/lib/db/connection", () => ({ getDb: jest.fn() }));
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

const page = (ids: number[], nextCursor: string | null): PostPage => ({
  posts: sampleArticles().filter((post) => ids.includes(post.id)),
  nextCursor,
});

test("there are 12 sample articles, each with a stock image, linking to /post/{id}", () => {
  const samples = sampleArticles();
  expect(samples).toHaveLength(SAMPLE_ARTICLE_COUNT);
  expect(SAMPLE_ARTICLE_COUNT).toBe(12);
  for (const sample of samples) {
    expect(sample.image).toMatch(/^\/images\/stock\/stock-[1-5]\.svg$/);
    expect(sample.url).toBe(`/post/${sample.id}`);
    expect(sample.status).toBe("published");
  }
  expect(new Set(samples.map((sample) => sample.title)).size).toBe(12);
});

test("category samples are titled from the slug and belong to the category", () => {
  const samples = sampleArticles("technology");
  expect(samples.map((sample) => sample.title)).toEqual(Array.from({ length: 12 }, (_, index) => `Technology sample article ${index + 1}`));
  expect(new Set(samples.map((sample) => sample.category_name))).toEqual(new Set(["Technology"]));
  expect(sampleArticles("unknown-slug")[0]?.title).toBe("Unknown-slug sample article 1");
});

test("the first page is asked for 5 posts of the right list", async () => {
  const load = jest.fn(async () => page([1, 2, 3, 4, 5], "next"));
  const business = CATEGORIES[1];
  await expect(loadInitialList({ kind: "all", order: "trending" }, load)).resolves.toEqual({
    posts: expect.any(Array),
    nextCursor: "next",
    pinned: 0,
    samples: false,
  });
  expect(load).toHaveBeenLastCalledWith({ limit: 5, order: "trending" });
  await loadInitialList({ kind: "category", slug: business.slug, categoryId: business.id }, load);
  expect(load).toHaveBeenLastCalledWith({ limit: 5, categoryId: business.id });
});

test("the front page leads with the pinned stories in order, then the newest without them", async () => {
  const load = jest.fn(async () => page([1, 2, 3, 4, 5, 6, 7], "next"));
  const pinned = jest.fn(async () => page([6, 2], null).posts.reverse());
  const front = await loadInitialList({ kind: "front-page" }, load, pinned);
  // As many more as there are pins, so that 5 others still follow them.
  expect(load).toHaveBeenLastCalledWith({ limit: 7, order: "newest" });
  expect(front.posts.map((post) => post.id)).toEqual([6, 2, 1, 3, 4, 5, 7]);
  expect(front).toMatchObject({ pinned: 2, nextCursor: "next", samples: false });
  // Other lists never ask for pins.
  await loadInitialList({ kind: "all", order: "newest" }, load, pinned);
  expect(pinned).toHaveBeenCalledTimes(1);
  expect(listEndpoint({ kind: "front-page" })).toBe("/api/posts");
});

test("a failed list load is logged and answered with the sample articles", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  const failing = jest.fn(async () => {
    throw new Error("database down");
  });
  const home = await loadInitialList({ kind: "all", order: "newest" }, failing);
  expect(home).toEqual({ posts: sampleArticles(), nextCursor: null, pinned: 0, samples: true });
  const category = await loadInitialList({ kind: "category", slug: "science", categoryId: 4 }, failing);
  expect(category.posts[0]?.title).toBe("Science sample article 1");
  expect(log).toHaveBeenCalledWith(expect.stringContaining("loading the article list failed"), expect.any(Error));
  await expect(loadTrending(undefined, failing)).resolves.toEqual([]);
  log.mockRestore();
});

test("the trending widget asks for the 3 most viewed", async () => {
  const load = jest.fn(async () => page([1, 2, 3], null));
  await expect(loadTrending(7, load)).resolves.toHaveLength(3);
  expect(load).toHaveBeenCalledWith({ limit: 3, order: "trending", categoryId: 7 });
});

test("further pages come from the list API's cursor, 5 at a time", () => {
  expect(listEndpoint({ kind: "all", order: "newest" })).toBe("/api/posts");
  expect(listEndpoint({ kind: "all", order: "trending" })).toBe("/api/posts?order=trending");
  expect(listEndpoint({ kind: "category", slug: "food", categoryId: 9 })).toBe("/api/posts/category/food");
  expect(nextPageUrl("/api/posts", "abc_-")).toBe("/api/posts?limit=5&cursor=abc_-");
  expect(nextPageUrl("/api/posts?order=trending", "xyz")).toBe("/api/posts?order=trending&limit=5&cursor=xyz");
});

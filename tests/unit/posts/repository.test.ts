/** @jest-environment node */
import { decodeCursor, encodeCursor } from "@/lib/posts/cursor";
import { findPublishedPost, InvalidCursorError, listPublishedPosts } from "@/lib/posts/repository";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "./fixtures";

let database: TestDatabase;
let ids: number[];
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9, 30));

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await insertPosts(database.db, [
    { title: "Oldest", publishedAt: day(0), views: 50 },
    { title: "Draft piece", publishedAt: day(1), status: "draft", views: 10_000 },
    { title: "Tech one", publishedAt: day(2), categoryId: 1, views: 700 },
    { title: "Same time A", publishedAt: day(3), views: 300 },
    { title: "Same time B", publishedAt: day(3), views: 300 },
    { title: "Unknown category", publishedAt: day(4), categoryId: 42, views: 20, featuredImageName: null },
    { title: "Newest", publishedAt: day(5), categoryId: 1, views: 5 },
  ]);
});
afterAll(async () => {
  await database.dispose();
});

test("lists published posts only, newest first, with ties broken by id", async () => {
  const page = await listPublishedPosts(database.db, { limit: 50 });
  expect(page.posts.map((post) => post.title)).toEqual(["Newest", "Unknown category", "Same time B", "Same time A", "Tech one", "Oldest"]);
  expect(page.nextCursor).toBeNull();
  expect(page.posts.every((post) => post.status === "published")).toBe(true);
});

test("walks every post exactly once with the cursor, whatever the page size", async () => {
  for (const limit of [1, 2, 4]) {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listPublishedPosts(database.db, { limit, cursor });
      expect(page.posts.length).toBeLessThanOrEqual(limit);
      seen.push(...page.posts.map((post) => post.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(["Newest", "Unknown category", "Same time B", "Same time A", "Tech one", "Oldest"]);
  }
});

test("filters by category and orders by views for trending", async () => {
  const tech = await listPublishedPosts(database.db, { limit: 10, categoryId: 1 });
  expect(tech.posts.map((post) => post.title)).toEqual(["Newest", "Tech one"]);

  const first = await listPublishedPosts(database.db, { limit: 3, order: "trending" });
  expect(first.posts.map((post) => post.title)).toEqual(["Tech one", "Same time B", "Same time A"]);
  const second = await listPublishedPosts(database.db, { limit: 3, order: "trending", cursor: first.nextCursor ?? undefined });
  expect(second.posts.map((post) => post.title)).toEqual(["Oldest", "Unknown category", "Newest"]);
  expect(second.nextCursor).toBeNull();
});

test("maps a row to the list shape of the spec", async () => {
  const { posts } = await listPublishedPosts(database.db, { limit: 50 });
  const unknown = posts.find((post) => post.title === "Unknown category");
  expect(unknown).toMatchObject({
    category_id: 42,
    category: "General",
    category_name: "General",
    featured_image_name: null,
    author: { name: "Ada Economist", avatar: "/api/uploads/avatar-ada.svg" },
    content: "Lead of Unknown category.",
    url: `/post/${unknown?.id}`,
  });
  expect(unknown?.image).toMatch(/^\/images\/stock\/stock-[1-5]\.svg$/);
  const tech = posts.find((post) => post.title === "Tech one");
  expect(tech).toMatchObject({ category_name: "Technology", category_slug: "technology", image: "/api/uploads/chart.svg", views: 700 });
  expect(new Date(tech?.date ?? "").toISOString()).toBe(day(2).toISOString());
});

test("rejects cursors it did not issue, or issued for another order", async () => {
  await expect(listPublishedPosts(database.db, { limit: 5, cursor: "not-a-cursor" })).rejects.toThrow(InvalidCursorError);
  await expect(listPublishedPosts(database.db, { limit: 5, cursor: encodeCursor({ k: "v", v: 3, i: 1 }) })).rejects.toThrow(
    InvalidCursorError,
  );
  expect(decodeCursor(Buffer.from('{"k":"n","t":"x","i":1}').toString("base64url"))).toBeUndefined();
  expect(decodeCursor("a".repeat(500))).toBeUndefined();
});

test("finds a published post with its article fields; drafts and missing ids are absent", async () => {
  const post = await findPublishedPost(database.db, ids[0] ?? 0);
  expect(post).toMatchObject({
    title: "Oldest",
    description: "<h2>Oldest</h2><p>Body of Oldest &amp; more.</p>",
    show_author: true,
    show_top_banner: false,
    show_bottom_banner: false,
    author: { name: "Ada Economist", bio: "Writes about rates.", role: "Economics correspondent" },
  });
  expect(await findPublishedPost(database.db, ids[1] ?? 0)).toBeUndefined();
  expect(await findPublishedPost(database.db, 999_999)).toBeUndefined();
});

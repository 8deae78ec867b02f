/** @jest-environment node */
import { eq } from "drizzle-orm";
import { posts } from "@/lib/db/schema";
import { searchPosts, splitHighlight } from "@/lib/posts/search";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "./fixtures";

let database: TestDatabase;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9, 30));

beforeAll(async () => {
  database = await createTestDatabase();
  const ids = await insertPosts(database.db, [
    { title: "Inflation cools in the euro area", publishedAt: day(1) },
    { title: "Jobs report surprises markets", publishedAt: day(2) },
    { title: "Inflation draft never published", publishedAt: day(3), status: "draft" },
    { title: "Currency markets and the yen", publishedAt: day(4) },
  ]);
  // A body that mentions inflation only in passing ranks below a title about it.
  await database.db
    .update(posts)
    .set({ description: "<p>Employers added jobs while <b>inflation</b> &amp; wages rose.</p>" })
    .where(eq(posts.id, ids[1] ?? 0));
});
afterAll(async () => {
  await database.dispose();
});

test("finds published posts by title and body, best match first, drafts never", async () => {
  const { hits, more } = await searchPosts(database.db, "inflation");
  expect(hits.map((hit) => hit.title)).toEqual(["Inflation cools in the euro area", "Jobs report surprises markets"]);
  expect(more).toBe(false);
  expect(hits[0]?.rank).toBeGreaterThan(hits[1]?.rank ?? Infinity);
  expect(hits[0]).toMatchObject({ url: `/post/${hits[0]?.id}`, category_name: "Business", image: "/api/uploads/chart.svg" });
});

test("highlights matches as parts, with the body's tags and entities gone", async () => {
  const { hits } = await searchPosts(database.db, "inflation");
  expect(hits[0]?.titleParts).toEqual([
    { text: "Inflation", match: true },
    { text: " cools in the euro area", match: false },
  ]);
  const snippet = hits[1]?.snippetParts ?? [];
  expect(snippet.filter((part) => part.match).map((part) => part.text)).toEqual(["inflation"]);
  const text = snippet.map((part) => part.text).join("");
  expect(text).toContain("inflation & wages rose");
  expect(text).not.toMatch(/<|&amp;/);
});

test("understands what people type: phrases, or, exclusions; odd input never fails", async () => {
  expect((await searchPosts(database.db, '"euro area"')).hits.map((hit) => hit.title)).toEqual(["Inflation cools in the euro area"]);
  expect((await searchPosts(database.db, "yen or jobs")).hits).toHaveLength(2);
  expect((await searchPosts(database.db, "markets -yen")).hits.map((hit) => hit.title)).toEqual(["Jobs report surprises markets"]);
  for (const odd of ["'", "&&&", ":*", "(((", "   ", "a".repeat(5000)]) {
    await expect(searchPosts(database.db, odd)).resolves.toEqual(expect.objectContaining({ hits: expect.any(Array) }));
  }
  expect(await searchPosts(database.db, "")).toEqual({ hits: [], more: false });
});

test("says when more posts match than the limit", async () => {
  const { hits, more } = await searchPosts(database.db, "markets", 1);
  expect(hits).toHaveLength(1);
  expect(more).toBe(true);
});

test("splits marked text into plain and matched parts", () => {
  expect(splitHighlight("a \u0002b\u0003 c \u0002d\u0003")).toEqual([
    { text: "a ", match: false },
    { text: "b", match: true },
    { text: " c ", match: false },
    { text: "d", match: true },
  ]);
  expect(splitHighlight("<b>plain</b>")).toEqual([{ text: "<b>plain</b>", match: false }]);
});

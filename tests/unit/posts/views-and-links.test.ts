/** @jest-environment node */
import { eq } from "drizzle-orm";
import { posts } from "@/lib/db/schema";
import { addViews, listPostLinks } from "@/lib/posts/repository";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "./fixtures";

let database: TestDatabase;
let ids: number[];
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9, 30));

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await insertPosts(database.db, [
    { title: "Old", publishedAt: day(1), views: 10 },
    { title: "Draft", publishedAt: day(2), status: "draft", views: 3 },
    { title: "New", publishedAt: day(3), views: 0 },
  ]);
});
afterAll(async () => {
  await database.dispose();
});

async function row(id: number | undefined) {
  const [found] = await database.db
    .select({ views: posts.views, updatedAt: posts.updatedAt })
    .from(posts)
    .where(eq(posts.id, id ?? 0));
  return found;
}

test("counted views are added to published posts in one statement and do not touch updated_at", async () => {
  const before = await row(ids[0]);
  await addViews(database.db, new Map([[ids[0] ?? 0, 1]]));
  await Promise.all([
    addViews(database.db, new Map([[ids[0] ?? 0, 1]])),
    addViews(
      database.db,
      new Map([
        [ids[0] ?? 0, 1],
        [ids[2] ?? 0, 4],
      ]),
    ),
  ]);
  const after = await row(ids[0]);
  expect(after?.views).toBe(13);
  expect((await row(ids[2]))?.views).toBe(4);
  expect(after?.updatedAt.toISOString()).toBe(before?.updatedAt.toISOString());
});

test("drafts and unknown ids are not counted", async () => {
  await addViews(
    database.db,
    new Map([
      [ids[1] ?? 0, 1],
      [999_999, 2],
    ]),
  );
  expect((await row(ids[1]))?.views).toBe(3);
});

test("links for the sitemap and feed: published posts, newest first, ISO dates", async () => {
  const links = await listPostLinks(database.db, 10);
  expect(links.map((link) => link.title)).toEqual(["New", "Old"]);
  expect(links[0]).toMatchObject({ id: ids[2], publishedAt: day(3).toISOString(), authorName: "Ada Economist", summary: "Lead of New." });
  expect(await listPostLinks(database.db, 1)).toHaveLength(1);
});

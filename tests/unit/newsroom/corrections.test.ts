/** @jest-environment node */
import { eq } from "drizzle-orm";
import { corrections, posts } from "@/lib/db/schema";
import { correctionSchema } from "@/lib/newsroom/schemas";
import { findPublishedPost, listLiveCorrections } from "@/lib/posts/repository";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "../posts/fixtures";

// Corrections (issue 24): what a correction may say, and how readers' queries list them, on a real
// Postgres (PGlite) with every migration applied.

test("a correction is 1 to 1,000 characters of text, trimmed; nothing else is accepted", () => {
  expect(correctionSchema.parse({ text: "  The rate is 4.25%.  " })).toEqual({ text: "The rate is 4.25%." });
  expect(correctionSchema.safeParse({ text: "   " }).success).toBe(false);
  expect(correctionSchema.safeParse({ text: "x".repeat(1001) }).success).toBe(false);
  expect(correctionSchema.safeParse({ text: "ok", createdAt: "2020-01-01" }).success).toBe(false);
});

describe("readers' queries", () => {
  let database: TestDatabase;
  let ids: number[];
  beforeAll(async () => {
    database = await createTestDatabase();
    ids = await insertPosts(database.db, [
      { title: "Corrected", publishedAt: new Date("2026-01-02T09:00:00Z") },
      { title: "Taken down", publishedAt: new Date("2026-01-03T09:00:00Z") },
    ]);
    await database.db.insert(corrections).values([
      { postId: ids[0]!, text: "First.", createdAt: new Date("2026-01-04T09:00:00Z") },
      { postId: ids[0]!, text: "Second.", createdAt: new Date("2026-01-05T09:00:00Z") },
      { postId: ids[1]!, text: "On an article taken down.", createdAt: new Date("2026-01-06T09:00:00Z") },
    ]);
    await database.db.update(posts).set({ status: "unpublished" }).where(eq(posts.id, ids[1]!));
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
  });

  test("an article carries its corrections newest first", async () => {
    const post = await findPublishedPost(database.db, ids[0]!);
    expect(post?.corrections).toEqual([
      { id: expect.any(Number), text: "Second.", createdAt: "2026-01-05T09:00:00.000Z" },
      { id: expect.any(Number), text: "First.", createdAt: "2026-01-04T09:00:00.000Z" },
    ]);
  });

  test("/corrections lists those of live articles only, newest first, with their article", async () => {
    const listed = await listLiveCorrections(database.db);
    expect(listed.map((item) => item.text)).toEqual(["Second.", "First."]);
    expect(listed[0]!.post).toEqual({ id: ids[0], title: "Corrected", url: `/post/${ids[0]}` });
  });
});

/** @jest-environment node */
import { sql } from "drizzle-orm";
import { selectRows } from "@/lib/db/client";
import { posts, postTags, tags } from "@/lib/db/schema";
import { relatedPostIds } from "@/lib/posts/taxonomy";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "./fixtures";

// The related articles are read from indexes in three parts (lib/posts/taxonomy.ts); their answer
// must be the one the plain definition gives: every published post but this one, by shared tags,
// then same category, then newest (the query used before, which scanned the whole table).

let database: TestDatabase;
let ids: number[];

/** The definition, written as plainly as SQL allows. */
async function byDefinition(post: { id: number; categoryId: number }, limit: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    database.db,
    sql`
    select p.id from posts p
    where p.status = 'published' and p.deleted_at is null and p.id <> ${post.id}
    order by (select count(*) from post_tags pt
              where pt.post_id = p.id and pt.tag_id in (select tag_id from post_tags where post_id = ${post.id})) desc,
             (p.category_id = ${post.categoryId}) desc, p.published_at desc, p.id desc
    limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

// A small deterministic generator, so a failure can be reproduced.
let seed = 7;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  // The high bits: an LCG's low bits repeat with a short period.
  return Math.floor(seed / 2 ** 16) % n;
};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // 60 posts in 3 categories on 8 days (many share a publication time), some drafts and deleted ones.
  ids = await insertPosts(
    db,
    Array.from({ length: 60 }, (_, index) => ({
      title: `Post ${index}`,
      categoryId: 2 + random(3),
      status: random(10) === 0 ? ("draft" as const) : ("published" as const),
      publishedAt: new Date(Date.UTC(2026, 0, 1 + random(8), 9, 30)),
    })),
  );
  for (const id of ids.filter(() => random(12) === 0))
    await db
      .update(posts)
      .set({ status: "draft", deletedAt: new Date() })
      .where(sql`id = ${id}`);
  const tagRows = await db
    .insert(tags)
    .values(Array.from({ length: 30 }, (_, index) => ({ name: `Tag ${index}`, slug: `tag-${index}` })))
    .returning({ id: tags.id });
  // 0–3 of 30 tags each: a post shares tags with a few others, so the answers mix shared tags,
  // the same category and the newest of the rest.
  const links = ids.flatMap((postId) => {
    const chosen = [...new Set(Array.from({ length: random(4) }, () => tagRows[random(tagRows.length)]!.id))];
    return chosen.map((tagId, position) => ({ postId, tagId, position }));
  });
  await db.insert(postTags).values(links);
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

test("related articles are the definition's, for every post and several sizes", async () => {
  const rows = await database.db.select({ id: posts.id, categoryId: posts.categoryId }).from(posts);
  let compared = 0;
  for (const post of rows) {
    for (const limit of [1, 4, 10]) {
      const expected = await byDefinition(post, limit);
      expect({ post: post.id, limit, ids: await relatedPostIds(database.db, post, limit) }).toEqual({
        post: post.id,
        limit,
        ids: expected,
      });
      compared += expected.length;
    }
  }
  // The comparison saw real answers, not empty lists.
  expect(compared).toBeGreaterThan(rows.length * 10);
});

test("a post alone in its category: its tag's other post first, then the newest of the rest, each once", async () => {
  const [lonely] = await insertPosts(database.db, [{ title: "Lonely", categoryId: 9, publishedAt: new Date(Date.UTC(2026, 0, 20)) }]);
  const post = { id: lonely!, categoryId: 9 };
  // The newest published post elsewhere shares a tag with it: it qualifies twice over, and must come once.
  const [newest] = await byDefinition(post, 1);
  const [tag] = await database.db.insert(tags).values({ name: "Shared", slug: "shared" }).returning({ id: tags.id });
  await database.db.insert(postTags).values([
    { postId: lonely!, tagId: tag!.id, position: 0 },
    { postId: newest!, tagId: tag!.id, position: 0 },
  ]);
  const expected = await byDefinition(post, 4);
  expect(expected).toHaveLength(4);
  expect(expected[0]).toBe(newest);
  expect(await relatedPostIds(database.db, post, 4)).toEqual(expected);
});

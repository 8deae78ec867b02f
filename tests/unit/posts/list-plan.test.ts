/** @jest-environment node */
import { sql } from "drizzle-orm";
import { selectRows } from "@/lib/db/client";
import { encodeCursor } from "@/lib/posts/cursor";
import { listQuery, type ListOptions } from "@/lib/posts/repository";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

// With enough rows for the planner to care, each list query must walk its index from the cursor
// and stop after one page: no sort of the table, no scan of the whole table.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    insert into posts (title, slug, description, status, category_id, views, published_at)
    select 'Post ' || n, 'post-' || n, '<p>Body</p>', case when n % 10 = 0 then 'draft' else 'published' end,
           1 + n % 10, (n * 7919) % 100000, timestamptz '2020-01-01' + n * interval '1 hour'
    from generate_series(1, 20000) as n`);
  await database.db.execute(sql`analyze posts`);
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

async function plan(options: ListOptions): Promise<string> {
  const rows = await selectRows<Record<string, string>>(database.db, sql`explain ${listQuery(database.db, options)}`);
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

test.each<[string, ListOptions, string]>([
  ["newest", { limit: 5 }, "posts_published_idx"],
  [
    "newest after a cursor",
    { limit: 5, cursor: encodeCursor({ k: "n", t: "2021-06-01T00:00:00.000000Z", i: 12000 }) },
    "posts_published_idx",
  ],
  ["a category", { limit: 5, categoryId: 3 }, "posts_category_published_idx"],
  [
    "a category after a cursor",
    { limit: 5, categoryId: 3, cursor: encodeCursor({ k: "n", t: "2021-06-01T00:00:00.000000Z", i: 12000 }) },
    "posts_category_published_idx",
  ],
  ["trending", { limit: 5, order: "trending" }, "posts_trending_idx"],
  ["trending after a cursor", { limit: 5, order: "trending", cursor: encodeCursor({ k: "v", v: 50000, i: 9 }) }, "posts_trending_idx"],
])("%s reads %s in order", async (_name, options, index) => {
  const text = await plan(options);
  expect(text).toMatch(new RegExp(`Index (Only )?Scan using ${index}\\b`));
  expect(text).not.toMatch(/Seq Scan on posts/);
  // Only the page itself (at most limit + 1 rows) may be sorted, after the join; inside the
  // subqueries, one post's tags and bylines (at most 10 each) are put in their order.
  const sorts = [...text.matchAll(/Sort {2}\(cost=[\d.]+ rows=(\d+)[^\n]*\n\s*Sort Key: ([^\n]*)/g)];
  expect(sorts.length).toBeGreaterThan(0);
  for (const [, rows, key] of sorts) {
    if (/^(pt|pa)\."?position\b/.test(key!)) continue;
    expect(Number(rows)).toBeLessThanOrEqual(6);
  }
});

/** @jest-environment node */
import { sql } from "drizzle-orm";
import { migrateDatabase, selectRows } from "@/lib/db/client";
import { categories } from "@/lib/db/schema";
import { CATEGORIES } from "@/lib/categories/categories";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

test("migrations run again without changing anything", async () => {
  await migrateDatabase(database);
  await migrateDatabase(database);
  const appliedCount = async () =>
    (await selectRows<{ applied: number }>(database.db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`))[0]
      ?.applied;
  const applied = await appliedCount();
  expect(applied).toBeGreaterThanOrEqual(2);
  await migrateDatabase(database);
  expect(await appliedCount()).toBe(applied);
});

test("the ten categories exist with the spec's ids, names and slugs", async () => {
  const rows = await database.db.select().from(categories).orderBy(categories.id);
  expect(rows.map(({ id, name, slug }) => ({ id, name, slug }))).toEqual(CATEGORIES.map(({ id, name, slug }) => ({ id, name, slug })));
});

test("every list query has an index", async () => {
  const rows = await selectRows<{ indexname: string }>(
    database.db,
    sql`select indexname from pg_indexes where schemaname = 'public' and tablename in ('posts', 'comments', 'menu_items', 'bookmarks')`,
  );
  const names = rows.map((row) => row.indexname);
  expect(names).toEqual(
    expect.arrayContaining([
      "posts_published_idx",
      "posts_category_published_idx",
      "posts_trending_idx",
      "posts_category_trending_idx",
      "posts_search_idx",
      "comments_post_status_idx",
      "menu_items_location_idx",
      "bookmarks_user_idx",
    ]),
  );
});

test("e-mail addresses are unique regardless of case", async () => {
  await database.db.execute(sql`insert into users (email, first_name, last_name) values ('Reader@Example.com', 'A', 'B')`);
  await expect(
    database.db.execute(sql`insert into users (email, first_name, last_name) values ('reader@example.com', 'C', 'D')`),
  ).rejects.toThrow();
});

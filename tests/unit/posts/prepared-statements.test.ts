/** @jest-environment node */
// The statements every cold article runs are prepared once per database and named, so PostgreSQL
// parses and plans them once per connection (lib/db/client.ts preparedOnce, docs/decisions/0096).
// On the PostgreSQL server (CI's PostgreSQL pass) the connection that ran them holds them by name;
// on both databases they answer as before, whatever their parameters (one text for any number of ids).
import { sql } from "drizzle-orm";
import { listApprovedComments } from "@/lib/comments/repository";
import { selectRows } from "@/lib/db/client";
import { authors } from "@/lib/db/schema";
import { findPublishedPost, findPublishedSummaries } from "@/lib/posts/repository";
import { findBylineLatest, relatedPostIds } from "@/lib/posts/taxonomy";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "./fixtures";

const STATEMENTS = ["approved_comments", "byline_latest", "published_post_detail", "published_summaries", "related_post_ids"];
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9, 30));

let database: TestDatabase;
let ids: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await insertPosts(database.db, [
    { title: "One", publishedAt: day(0) },
    { title: "Two", publishedAt: day(1) },
    { title: "Draft", publishedAt: day(2), status: "draft" },
    { title: "Three", publishedAt: day(3) },
  ]);
});
afterAll(async () => {
  await database.dispose();
});

/** A cold article's reads, one after another (so on one connection of the pool). */
async function readArticle(id: number, slug: string) {
  const post = await findPublishedPost(database.db, id);
  const related = await relatedPostIds(database.db, { id, categoryId: 2 }, 4);
  const byline = await findBylineLatest(database.db, slug, 3);
  const cards = await findPublishedSummaries(database.db, related);
  const comments = await listApprovedComments(database.db, id);
  return { post, related, byline, cards, comments };
}

test("the cold article's statements answer with their parameters of each call", async () => {
  const { slug } = (await database.db.select({ slug: authors.slug }).from(authors))[0]!;
  const [one, two, draft, three] = ids as [number, number, number, number];
  for (let round = 0; round < 7; round++) {
    // Past the five custom plans after which PostgreSQL may keep a generic one.
    const first = await readArticle(one, slug);
    expect(first.post?.title).toBe("One");
    expect(first.related).toEqual([three, two]);
    expect(first.cards.map((card) => card.id).sort()).toEqual([two, three].sort());
    expect(first.byline?.latest).toEqual([three, two, one]);
    expect(first.comments).toEqual([]);
    const other = await readArticle(three, slug);
    expect(other.post?.title).toBe("Three");
    expect(other.related).toEqual([two, one]);
    expect(await findPublishedPost(database.db, draft)).toBeUndefined();
    expect(await listApprovedComments(database.db, draft)).toBeUndefined();
    expect(await findPublishedSummaries(database.db, [draft, one])).toHaveLength(1);
  }
  expect(await findBylineLatest(database.db, "nobody", 3)).toBeUndefined();
});

test("on the PostgreSQL server, the connection that ran them holds them by name", async () => {
  const { slug } = (await database.db.select({ slug: authors.slug }).from(authors))[0]!;
  await readArticle(ids[0]!, slug);
  const prepared = await selectRows<{ name: string }>(database.db, sql`select name from pg_prepared_statements order by name`);
  if (database.kind === "postgres") expect(prepared.map((row) => row.name)).toEqual(expect.arrayContaining(STATEMENTS));
  else expect(database.kind).toBe("pglite");
});

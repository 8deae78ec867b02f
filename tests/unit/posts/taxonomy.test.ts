/** @jest-environment node */
import { eq } from "drizzle-orm";
import { authors, postAuthors, postTags, tags } from "@/lib/db/schema";
import { listPublishedPosts } from "@/lib/posts/repository";
import {
  findAuthorBySlug,
  findBylineLatest,
  findTagBySlug,
  findTagRedirect,
  listLiveTags,
  relatedPostIds,
  searchTaxonomy,
} from "@/lib/posts/taxonomy";
import { mergeTagRows } from "@/lib/newsroom/tags";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "./fixtures";

// The tags' and bylines' queries (issue 25) on a real Postgres (PGlite) with every migration applied.

let database: TestDatabase;
let ids: number[];
let tagIds: Record<string, number>;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9, 30));

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  ids = await insertPosts(db, [
    { title: "Rates one", publishedAt: day(0), categoryId: 2 },
    { title: "Rates two", publishedAt: day(1), categoryId: 3 },
    { title: "Same category", publishedAt: day(2), categoryId: 2 },
    { title: "Rates draft", publishedAt: day(3), status: "draft", categoryId: 2 },
    { title: "Unrelated newest", publishedAt: day(4), categoryId: 5 },
  ]);
  const rows = await db
    .insert(tags)
    .values([
      { name: "Rates", slug: "rates", description: "Interest rates." },
      { name: "Dollar", slug: "dollar" },
      { name: "Empty", slug: "empty" },
    ])
    .returning({ id: tags.id, slug: tags.slug });
  tagIds = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  await db.insert(postTags).values([
    { postId: ids[0]!, tagId: tagIds.rates!, position: 0 },
    { postId: ids[0]!, tagId: tagIds.dollar!, position: 1 },
    { postId: ids[1]!, tagId: tagIds.rates!, position: 0 },
    { postId: ids[3]!, tagId: tagIds.rates!, position: 0 },
    { postId: ids[3]!, tagId: tagIds.empty!, position: 0 },
  ]);
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

test("posts carry their tags in order, their bylines and reading time; lists filter by tag", async () => {
  const page = await listPublishedPosts(database.db, { limit: 10, tagId: tagIds.rates });
  expect(page.posts.map((post) => post.title)).toEqual(["Rates two", "Rates one"]);
  const first = page.posts.find((post) => post.title === "Rates one")!;
  expect(first.tags).toEqual([
    { name: "Rates", slug: "rates" },
    { name: "Dollar", slug: "dollar" },
  ]);
  // Without post_authors rows, the byline is author_id's.
  expect(first.authors).toEqual([{ name: "Ada Economist", slug: expect.stringMatching(/^ada-/) }]);
  expect(first.reading_minutes).toBe(1);
});

test("a tag counts its published articles only; tags without any are not listed", async () => {
  expect(await findTagBySlug(database.db, "rates")).toMatchObject({ name: "Rates", description: "Interest rates.", count: 2 });
  expect(await findTagBySlug(database.db, "empty")).toMatchObject({ count: 0 });
  expect(await findTagBySlug(database.db, "nope")).toBeUndefined();
  const live = await listLiveTags(database.db, 10);
  expect(live.map((tag) => tag.slug)).toEqual(["dollar", "rates"]);
  expect((await listLiveTags(database.db, 10, "dollar")).map((tag) => tag.slug)).toEqual(["rates"]);
});

test("related: shared tags first, then the category, then the newest; never itself or a draft", async () => {
  expect(await relatedPostIds(database.db, { id: ids[0]!, categoryId: 2 }, 4)).toEqual([ids[1], ids[2], ids[4]]);
});

test("several bylines: a post is on each byline's list, in order", async () => {
  const [inserted] = await database.db.insert(authors).values({ name: "Reuters", slug: "reuters" }).returning({ id: authors.id });
  const reuters = inserted!.id;
  const [row] = await database.db.select().from(postAuthors).where(eq(postAuthors.postId, ids[0]!));
  expect(row).toBeUndefined();
  const ada = (await listPublishedPosts(database.db, { limit: 1, tagId: tagIds.dollar })).posts[0]!.authors[0]!;
  const adaId = (await findAuthorBySlug(database.db, ada.slug))!.id;
  await database.db.insert(postAuthors).values([
    { postId: ids[0]!, authorId: adaId, position: 0 },
    { postId: ids[0]!, authorId: reuters, position: 1 },
  ]);
  const theirs = await listPublishedPosts(database.db, { limit: 10, authorId: reuters });
  expect(theirs.posts.map((post) => post.title)).toEqual(["Rates one"]);
  expect(theirs.posts[0]!.authors.map((author) => author.name)).toEqual(["Ada Economist", "Reuters"]);
  expect(await findAuthorBySlug(database.db, "reuters")).toMatchObject({ name: "Reuters", count: 1, links: [], avatar: null });
  // "More from {byline}" under an article: the byline's latest, as its page lists them, drafts never.
  for (const slug of [ada.slug, "reuters"]) {
    const author = (await findAuthorBySlug(database.db, slug))!;
    const listed = await listPublishedPosts(database.db, { limit: 3, authorId: author.id });
    expect(await findBylineLatest(database.db, slug, 3)).toEqual({
      author: { id: author.id, name: author.name, slug },
      latest: listed.posts.map((post) => post.id),
    });
  }
  expect((await findBylineLatest(database.db, ada.slug, 10))!.latest).toEqual([ids[4], ids[2], ids[1], ids[0]]);
  expect(await findBylineLatest(database.db, "nobody", 3)).toBeUndefined();
  expect((await searchTaxonomy(database.db, "reut", 5)).authors.map((author) => author.slug)).toEqual(["reuters"]);
  expect((await searchTaxonomy(database.db, "RAT", 5)).tags.map((tag) => tag.slug)).toEqual(["rates"]);
});

test("merging a tag moves its articles once and leaves its slug redirecting", async () => {
  const db = database.db;
  const [from] = await db.select().from(tags).where(eq(tags.slug, "dollar"));
  const [into] = await db.select().from(tags).where(eq(tags.slug, "rates"));
  await mergeTagRows(db, from!, into!);
  expect(await findTagBySlug(db, "dollar")).toBeUndefined();
  expect(await findTagRedirect(db, "dollar")).toBe("rates");
  const first = (await listPublishedPosts(db, { limit: 10, tagId: into!.id })).posts.find((post) => post.title === "Rates one")!;
  expect(first.tags).toEqual([{ name: "Rates", slug: "rates" }]);
});

/** @jest-environment node */
import { eq } from "drizzle-orm";
import { posts } from "@/lib/db/schema";
import { findPublishedSummaries } from "@/lib/posts/repository";
import { listBookmarkedPostIds, mergeBrowserState, readerPostState, setBookmark, setLike } from "@/lib/reactions/repository";
import { makeUser } from "../auth/fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "../posts/fixtures";

let database: TestDatabase;
let ids: number[];
let readerId: number;
let otherId: number;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
const likes = async (id: number) => (await database.db.select({ n: posts.likes }).from(posts).where(eq(posts.id, id)))[0]?.n;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await insertPosts(database.db, [
    { title: "One", publishedAt: at(1) },
    { title: "Two", publishedAt: at(2) },
    { title: "Three", publishedAt: at(3) },
    { title: "Draft", publishedAt: at(4), status: "draft" },
  ]);
  readerId = (await makeUser(database.db, { passwordHash: null })).id;
  otherId = (await makeUser(database.db, { passwordHash: null })).id;
}, 30_000);
afterAll(async () => {
  await database.dispose();
});

const id = (index: number) => ids[index] ?? 0;

test("a like is idempotent, moves posts.likes by one and is the reader's own", async () => {
  const post = id(0);
  expect(await setLike(database.db, readerId, post, true)).toEqual({ liked: true, likes: 1 });
  expect(await setLike(database.db, readerId, post, true)).toEqual({ liked: true, likes: 1 });
  expect(await setLike(database.db, otherId, post, true)).toEqual({ liked: true, likes: 2 });
  expect(await readerPostState(database.db, readerId, post)).toEqual({ liked: true, saved: false, likes: 2 });
  expect(await setLike(database.db, readerId, post, false)).toEqual({ liked: false, likes: 1 });
  expect(await setLike(database.db, readerId, post, false)).toEqual({ liked: false, likes: 1 });
  expect(await readerPostState(database.db, otherId, post)).toEqual({ liked: true, saved: false, likes: 1 });
  expect(await setLike(database.db, readerId, id(3), true)).toBeUndefined();
  expect(await readerPostState(database.db, readerId, id(3))).toBeUndefined();
});

test("parallel likes by one reader count once", async () => {
  const post = id(2);
  await Promise.all([1, 2, 3, 4].map(() => setLike(database.db, readerId, post, true)));
  expect(await likes(post)).toBe(1);
  await setLike(database.db, readerId, post, false);
});

test("saves are idempotent and listed most recently saved first; drafts are never saved", async () => {
  expect(await setBookmark(database.db, readerId, id(0), true)).toEqual({ saved: true });
  expect(await setBookmark(database.db, readerId, id(1), true)).toEqual({ saved: true });
  expect(await setBookmark(database.db, readerId, id(1), true)).toEqual({ saved: true });
  expect(await setBookmark(database.db, readerId, id(3), true)).toBeUndefined();
  const saved = await listBookmarkedPostIds(database.db, readerId);
  expect(new Set(saved)).toEqual(new Set([id(0), id(1)]));
  expect(await listBookmarkedPostIds(database.db, otherId)).toEqual([]);
  expect((await findPublishedSummaries(database.db, saved)).map((post) => post.id)).toEqual(saved);
  expect(await setBookmark(database.db, readerId, id(0), false)).toEqual({ saved: false });
  expect(await listBookmarkedPostIds(database.db, readerId)).toEqual([id(1)]);
  expect((await readerPostState(database.db, readerId, id(1)))?.saved).toBe(true);
});

test("cards for ids keep the order asked and leave out drafts and missing posts", async () => {
  const cards = await findPublishedSummaries(database.db, [id(2), 999_999, id(3), id(0)]);
  expect(cards.map((card) => card.title)).toEqual(["Three", "One"]);
  expect(await findPublishedSummaries(database.db, [])).toEqual([]);
});

test("a browser's likes and saves merge into the account once; unknown and draft ids are skipped", async () => {
  const fresh = (await makeUser(database.db, { passwordHash: null })).id;
  const before = await likes(id(1));
  await setLike(database.db, fresh, id(2), true);
  const likesOfThree = await likes(id(2));
  const merged = await mergeBrowserState(database.db, fresh, { liked: [id(1), id(2), id(3), 999_999], saved: [id(0), id(0), id(3)] });
  expect(merged).toEqual({ liked: [id(1), id(2)], saved: [id(0)] });
  expect(await likes(id(1))).toBe((before ?? 0) + 1);
  // Already liked in the account: counted once.
  expect(await likes(id(2))).toBe(likesOfThree);
  await mergeBrowserState(database.db, fresh, { liked: [id(1)], saved: [id(0)] });
  expect(await likes(id(1))).toBe((before ?? 0) + 1);
  expect(await listBookmarkedPostIds(database.db, fresh)).toEqual([id(0)]);
  expect(await mergeBrowserState(database.db, fresh, { liked: [], saved: [] })).toEqual({ liked: [], saved: [] });
});

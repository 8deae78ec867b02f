/** @jest-environment node */
import { comments } from "@/lib/db/schema";
import { listApprovedComments } from "@/lib/comments/repository";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "../posts/fixtures";

let database: TestDatabase;
let ids: number[];
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await insertPosts(database.db, [
    { title: "Commented", publishedAt: at(0) },
    { title: "Quiet", publishedAt: at(0) },
    { title: "Draft", publishedAt: at(0), status: "draft" },
  ]);
  const postId = ids[0] ?? 0;
  await database.db.insert(comments).values([
    { postId, author: "Second", text: "Later approved", status: "approved", createdAt: at(20) },
    { postId, author: "Pending", text: "Waiting", status: "pending", createdAt: at(5) },
    { postId, author: "First", text: "Earliest approved", status: "approved", createdAt: at(10) },
    { postId, author: "Rejected", text: "No", status: "rejected", createdAt: at(1) },
    { postId: ids[2] ?? 0, author: "On a draft", text: "Hidden", status: "approved", createdAt: at(3) },
  ]);
});
afterAll(async () => {
  await database.dispose();
});

test("lists only approved comments, oldest first, in the spec's shape", async () => {
  const list = await listApprovedComments(database.db, ids[0] ?? 0);
  expect(list?.map((comment) => comment.author)).toEqual(["First", "Second"]);
  expect(list?.[0]).toEqual({
    id: expect.any(Number),
    text: "Earliest approved",
    author: "First",
    post_id: ids[0],
    user_id: null,
    created_at: at(10).toISOString(),
  });
});

test("an existing post without comments gives an empty list; no post (or a draft) gives undefined", async () => {
  expect(await listApprovedComments(database.db, ids[1] ?? 0)).toEqual([]);
  expect(await listApprovedComments(database.db, ids[2] ?? 0)).toBeUndefined();
  expect(await listApprovedComments(database.db, 999_999)).toBeUndefined();
});

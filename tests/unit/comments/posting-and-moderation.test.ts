/** @jest-environment node */
import { eq } from "drizzle-orm";
import { comments, posts } from "@/lib/db/schema";
import { createComment, listApprovedComments, listPendingCommentsBy } from "@/lib/comments/repository";
import { ADMIN_AUTHOR, commentAuthorName } from "@/lib/comments/rules";
import { countCommentsByStatus, deleteComment, listCommentsForModeration, setCommentStatus } from "@/lib/comments/repository";
import { makeUser } from "../auth/fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "../posts/fixtures";

let database: TestDatabase;
let postId: number;
let draftId: number;
let readerId: number;
let otherId: number;
let adminId: number;

const commentsCount = async (id = postId) =>
  (await database.db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, id)))[0]?.n;

beforeAll(async () => {
  database = await createTestDatabase();
  [postId = 0, draftId = 0] = await insertPosts(database.db, [
    { title: "Rates", publishedAt: new Date("2026-03-01T10:00:00Z") },
    { title: "Unpublished", publishedAt: new Date("2026-03-01T10:00:00Z"), status: "draft" },
  ]);
  readerId = (await makeUser(database.db, { passwordHash: null })).id;
  otherId = (await makeUser(database.db, { passwordHash: null })).id;
  adminId = (await makeUser(database.db, { passwordHash: null, role: "admin" })).id;
}, 30_000);
afterAll(async () => {
  await database.dispose();
});

test("the author is the reader's name, 'Admin' for an admin, and unknown for an account without a name", () => {
  expect(commentAuthorName({ firstName: " Ada ", lastName: "Lovelace", role: "user" })).toBe("Ada Lovelace");
  expect(commentAuthorName({ firstName: "Grace", lastName: "Hopper", role: "admin" })).toBe(ADMIN_AUTHOR);
  expect(commentAuthorName({ firstName: "  ", lastName: "", role: "user" })).toBeUndefined();
});

test("a reader's comment is stored pending, is not published and does not move the count", async () => {
  const created = await createComment(database.db, { postId, userId: readerId, author: "Ada Lovelace", text: "<b>bold</b> claim" });
  expect(created).toMatchObject({ author: "Ada Lovelace", text: "<b>bold</b> claim", post_id: postId, user_id: readerId, approved: false });
  expect(await listApprovedComments(database.db, postId)).toEqual([]);
  expect((await listPendingCommentsBy(database.db, postId, readerId)).map((comment) => comment.id)).toEqual([created?.id]);
  expect(await listPendingCommentsBy(database.db, postId, otherId)).toEqual([]);
  expect(await commentsCount()).toBe(0);
});

test("no comment on a missing or unpublished post", async () => {
  expect(await createComment(database.db, { postId: draftId, userId: readerId, author: "Ada", text: "Hi" })).toBeUndefined();
  expect(await createComment(database.db, { postId: 999_999, userId: readerId, author: "Ada", text: "Hi" })).toBeUndefined();
});

test("an admin's comment is published at once and counted", async () => {
  const before = await commentsCount();
  const created = await createComment(database.db, { postId, userId: adminId, author: ADMIN_AUTHOR, text: "Welcome", approvedBy: adminId });
  expect(created?.approved).toBe(true);
  expect(await commentsCount()).toBe((before ?? 0) + 1);
  const [row] = await database.db
    .select()
    .from(comments)
    .where(eq(comments.id, created?.id ?? 0));
  expect(row).toMatchObject({ status: "approved", moderatedBy: adminId });
  await deleteComment(database.db, created?.id ?? 0);
  expect(await commentsCount()).toBe(before);
});

test("approve, reject after approval, re-approve and delete keep posts.comments_count in step", async () => {
  const created = await createComment(database.db, { postId, userId: otherId, author: "Grace", text: "Second thoughts" });
  const id = created?.id ?? 0;
  const start = (await commentsCount()) ?? 0;

  const approved = await setCommentStatus(database.db, id, "approved", adminId);
  expect(approved?.previous).toBe("pending");
  expect(approved?.comment).toMatchObject({ status: "approved", moderated_by: adminId, post_title: "Rates" });
  expect(await commentsCount()).toBe(start + 1);
  expect((await listApprovedComments(database.db, postId))?.map((comment) => comment.text)).toContain("Second thoughts");

  // Approving twice counts once.
  await setCommentStatus(database.db, id, "approved", adminId);
  expect(await commentsCount()).toBe(start + 1);

  await setCommentStatus(database.db, id, "rejected", adminId);
  expect(await commentsCount()).toBe(start);
  await setCommentStatus(database.db, id, "rejected", adminId);
  expect(await commentsCount()).toBe(start);

  await setCommentStatus(database.db, id, "approved", adminId);
  expect(await commentsCount()).toBe(start + 1);
  expect(await deleteComment(database.db, id)).toEqual({ postId, status: "approved" });
  expect(await commentsCount()).toBe(start);
  expect(await deleteComment(database.db, id)).toBeUndefined();
  expect(await setCommentStatus(database.db, id, "approved", adminId)).toBeUndefined();
});

test("simultaneous approvals of one comment count it once", async () => {
  const created = await createComment(database.db, { postId, userId: otherId, author: "Grace", text: "Race" });
  const start = (await commentsCount()) ?? 0;
  await Promise.all([1, 2, 3].map(() => setCommentStatus(database.db, created?.id ?? 0, "approved", adminId)));
  expect(await commentsCount()).toBe(start + 1);
});

test("the queue: pending oldest first, the others newest first, and counts per status", async () => {
  const db = database.db;
  await db.delete(comments);
  await db.update(posts).set({ commentsCount: 0 });
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 11, minute));
  await db.insert(comments).values([
    { postId, author: "P2", text: "b", status: "pending", createdAt: at(2) },
    { postId, author: "P1", text: "a", status: "pending", createdAt: at(1) },
    { postId, author: "A1", text: "c", status: "approved", createdAt: at(3) },
    { postId, author: "A2", text: "d", status: "approved", createdAt: at(4) },
    { postId, author: "R1", text: "e", status: "rejected", createdAt: at(5) },
  ]);
  expect((await listCommentsForModeration(db, "pending")).map((comment) => comment.author)).toEqual(["P1", "P2"]);
  expect((await listCommentsForModeration(db, "approved")).map((comment) => comment.author)).toEqual(["A2", "A1"]);
  expect((await listCommentsForModeration(db, "pending", 1)).map((comment) => comment.author)).toEqual(["P1"]);
  expect(await countCommentsByStatus(db)).toEqual({ pending: 2, approved: 2, rejected: 1 });
});

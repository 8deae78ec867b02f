/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { posts, users } from "@/lib/db/schema";
import { seedDemoContentIfEmpty } from "@/lib/db/seed/run";
import { seedStaff } from "@/lib/db/seed/staff";
import { listPostLinks, listPublishedPosts } from "@/lib/posts/repository";
import { publishDue } from "@/lib/newsroom/repository";
import { LocalDiskStorage } from "@/lib/storage/local-disk";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let database: TestDatabase;
let uploads: string;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), "bp-newsroom-"));
  await seedDemoContentIfEmpty(database.db, new LocalDiskStorage(uploads));
}, 60_000);
afterAll(async () => {
  await database.dispose();
  fs.rmSync(uploads, { recursive: true, force: true });
});

const draft = (title: string, values: Partial<typeof posts.$inferInsert> = {}) =>
  database.db
    .insert(posts)
    .values({
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}`,
      description: `<p>${title}</p>`,
      categoryId: 1,
      ...values,
    })
    .returning()
    .then((rows) => rows[0]!);

test("the demo staff: one account of each role, two-factor on, owning the articles of their byline", async () => {
  const rows = await database.db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        seedStaff.map((staff) => staff.email),
      ),
    );
  expect(rows.map((row) => row.role).sort()).toEqual(["admin", "author", "contributor", "editor"]);
  expect(rows.every((row) => row.twoFactorEnabled && row.emailVerifiedAt)).toBe(true);
  const owned = await database.db.select({ ownerId: posts.ownerId }).from(posts);
  const owners = new Set(owned.map((row) => row.ownerId));
  expect(owners.has(null)).toBe(false);
  expect([...owners].sort()).toEqual(rows.map((row) => row.id).sort());
});

test("a due scheduled post is published exactly once, at the time it was due; a later one waits", async () => {
  const due = new Date(Date.now() - 1_000);
  const scheduled = await draft("Due now", { status: "scheduled", publishAt: due });
  const later = await draft("Due later", { status: "scheduled", publishAt: new Date(Date.now() + 3_600_000) });

  // Two schedulers at once (two app processes): the post goes to exactly one of them.
  const [first, second] = await Promise.all([publishDue(database.db, new Date()), publishDue(database.db, new Date())]);
  expect([...first, ...second].map((row) => row.id)).toEqual([scheduled.id]);
  expect(await publishDue(database.db, new Date())).toEqual([]);

  const [row] = await database.db.select().from(posts).where(eq(posts.id, scheduled.id));
  expect(row).toMatchObject({ status: "published", publishAt: null, publishedAt: due });
  const [waiting] = await database.db.select().from(posts).where(eq(posts.id, later.id));
  expect(waiting?.status).toBe("scheduled");
});

test("readers see only live posts: not drafts, scheduled, unpublished or deleted ones", async () => {
  const hidden = await Promise.all([
    draft("Hidden draft"),
    draft("Hidden scheduled", { status: "scheduled", publishAt: new Date(Date.now() + 3_600_000) }),
    draft("Hidden unpublished", { status: "unpublished" }),
    draft("Hidden deleted", { status: "unpublished", deletedAt: new Date() }),
  ]);
  const ids = new Set(hidden.map((post) => post.id));
  // Live, written out here rather than through the repository's own condition: published and not deleted.
  const live = (
    await database.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.status, "published"), isNull(posts.deletedAt)))
      .orderBy(desc(posts.publishedAt), desc(posts.id))
  ).map((row) => row.id);
  expect(live.some((id) => ids.has(id))).toBe(false);
  const listed = (await listPublishedPosts(database.db, { limit: 50 })).posts.map((post) => post.id);
  const linked = (await listPostLinks(database.db, 1000)).map((post) => post.id);
  expect(live).not.toEqual([]);
  // The first page is exactly the newest live posts (all of them while the seed has no more than a page).
  expect(listed).toEqual(live.slice(0, 50));
  expect(new Set(linked)).toEqual(new Set(live));
  expect(linked).toHaveLength(live.length);
});

/** The write fails on this CHECK constraint (SQLSTATE 23514), not on anything else; drizzle wraps the driver's error. */
async function refusedBy(write: Promise<unknown>, constraint: string): Promise<void> {
  const error: unknown = await write.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  const cause = (error as { cause?: { code?: string; constraint?: string } } | undefined)?.cause;
  expect([cause?.code, cause?.constraint]).toEqual(["23514", constraint]);
}

test("the database refuses a deleted post that is live or scheduled, a scheduled one without a time, and an unknown role", async () => {
  await refusedBy(draft("Deleted live", { status: "published", deletedAt: new Date() }), "posts_deleted_not_live_check");
  await refusedBy(
    draft("Deleted scheduled", { status: "scheduled", publishAt: new Date(), deletedAt: new Date() }),
    "posts_deleted_not_live_check",
  );
  await refusedBy(draft("Scheduled whenever", { status: "scheduled" }), "posts_scheduled_has_time_check");
  await refusedBy(draft("Unknown status", { status: "archived" as never }), "posts_status_check");
  await refusedBy(
    database.db
      .update(users)
      .set({ role: "superuser" as never })
      .where(eq(users.email, seedStaff[0]!.email)),
    "users_role_check",
  );
  // The same values within the rules are stored: the refusals above are the constraints, not the inserts.
  await expect(draft("Deleted draft", { status: "draft", deletedAt: new Date() })).resolves.toMatchObject({ status: "draft" });
  await expect(draft("Scheduled on time", { status: "scheduled", publishAt: new Date(Date.now() + 3_600_000) })).resolves.toMatchObject({
    status: "scheduled",
  });
});

/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, isNull } from "drizzle-orm";
import { SANITIZER_ID, sanitizeHtml } from "@/lib/content/sanitize";
import { menuItems, pages, posts } from "@/lib/db/schema";
import { seedDemoContentIfEmpty } from "@/lib/db/seed/run";
import { seedArticles } from "@/lib/db/seed/articles";
import { seedImages } from "@/lib/db/seed/images";
import { seedFooterMenu, seedHeaderMenu } from "@/lib/db/seed/menus";
import { seedPages } from "@/lib/db/seed/pages";
import { LocalDiskStorage } from "@/lib/storage/local-disk";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let database: TestDatabase;
let uploads: string;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), "bp-seed-"));
}, 60_000);
afterAll(async () => {
  await database.dispose();
  fs.rmSync(uploads, { recursive: true, force: true });
});

test("seeds an empty database once: articles, pages, nested menus and their images", async () => {
  expect(await seedDemoContentIfEmpty(database.db, new LocalDiskStorage(uploads))).toBe(true);

  const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(posts);
  expect(total).toBe(seedArticles.length);
  const [{ published } = { published: 0 }] = await database.db
    .select({ published: count() })
    .from(posts)
    .where(eq(posts.status, "published"));
  expect(published).toBe(seedArticles.filter((article) => article.status === "published").length);
  expect(published).toBeGreaterThanOrEqual(30);

  const slugs = (await database.db.select({ slug: pages.slug }).from(pages)).map((row) => row.slug).sort();
  expect(slugs).toEqual(seedPages.map((page) => page.slug).sort());
  expect(slugs).toEqual(expect.arrayContaining(["about", "contact", "privacy"]));

  const roots = await database.db.select().from(menuItems).where(isNull(menuItems.parentId));
  expect(roots.length).toBe(seedHeaderMenu.length + seedFooterMenu.length);

  const files = new Set(fs.readdirSync(uploads));
  for (const image of seedImages()) expect(files.has(image.name)).toBe(true);

  // Bodies saved as the newsroom saves them: sanitized, with the sanitizer's id (served as saved).
  const bodies = await database.db.select({ slug: posts.slug, description: posts.description, with: posts.bodySanitizedWith }).from(posts);
  for (const body of bodies) {
    expect(body.with).toBe(SANITIZER_ID);
    expect(body.description).toBe(sanitizeHtml(seedArticles.find((article) => article.slug === body.slug)!.html));
  }

  // Ids follow publication order, like a real newsroom's.
  const ordered = await database.db.select({ id: posts.id, publishedAt: posts.publishedAt }).from(posts).orderBy(posts.id);
  const times = ordered.map((row) => row.publishedAt.getTime());
  expect(times).toEqual([...times].sort((a, b) => a - b));
});

test("a second start leaves the content alone", async () => {
  await database.db.update(posts).set({ title: "Edited by an editor" }).where(eq(posts.id, 1));
  expect(await seedDemoContentIfEmpty(database.db, new LocalDiskStorage(uploads))).toBe(false);
  const [first] = await database.db.select({ title: posts.title }).from(posts).where(eq(posts.id, 1));
  expect(first?.title).toBe("Edited by an editor");
  const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(posts);
  expect(total).toBe(seedArticles.length);
});

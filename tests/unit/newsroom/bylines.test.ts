/** @jest-environment node */
import { eq } from "drizzle-orm";
import { authors, postAuthors, users } from "@/lib/db/schema";
import {
  bylineSlugsInUse,
  bylineSlugTaken,
  findStaffAccount,
  listBylineRows,
  moveBylineSlug,
  postIdsWithByline,
} from "@/lib/newsroom/byline-rows";
import { createBylineSchema, updateBylineSchema } from "@/lib/newsroom/schemas";
import { findAuthorBySlug, findAuthorRedirect } from "@/lib/posts/taxonomy";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "../posts/fixtures";

// Bylines in the back office (issue 24): what a save may carry, and the rules of a slug change on
// a real Postgres (PGlite) with every migration applied.

describe("the byline schemas", () => {
  test("a guest or agency byline needs a name only; the slug is made later", () => {
    expect(createBylineSchema.parse({ name: "  Reuters " })).toEqual({ name: "Reuters" });
  });

  test("each field's rules, named by field", () => {
    const result = createBylineSchema.safeParse({
      name: "",
      slug: "Not A Slug",
      bio: "x".repeat(601),
      avatar: "photo.exe",
      links: [{ label: "Site", url: "javascript:alert(1)" }],
      userId: 0,
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name", "slug", "bio", "avatar", "links.0.url", "userId"]));
  });

  test("links: http(s) only, each once, at most six; unknown fields are refused", () => {
    const link = (n: number) => ({ label: `L${n}`, url: `https://example.com/${n}` });
    expect(createBylineSchema.safeParse({ name: "A", links: [link(1), link(1)] }).success).toBe(false);
    expect(createBylineSchema.safeParse({ name: "A", links: [1, 2, 3, 4, 5, 6, 7].map(link) }).success).toBe(false);
    expect(createBylineSchema.safeParse({ name: "A", links: [1, 2, 3, 4, 5, 6].map(link) }).success).toBe(true);
    expect(createBylineSchema.safeParse({ name: "A", links: [{ label: "Mail", url: "mailto:a@example.com" }] }).success).toBe(false);
    expect(createBylineSchema.safeParse({ name: "A", admin: true }).success).toBe(false);
  });

  test("an edit carries only what changes; null unlinks the account and removes the photo", () => {
    expect(updateBylineSchema.parse({})).toEqual({});
    expect(updateBylineSchema.parse({ userId: null, avatar: null })).toEqual({ userId: null, avatar: null });
    expect(updateBylineSchema.parse({ userId: "12" })).toEqual({ userId: 12 });
  });
});

describe("slugs and old addresses", () => {
  let database: TestDatabase;
  const byline = async (slug: string, values: Partial<typeof authors.$inferInsert> = {}) =>
    (
      await database.db
        .insert(authors)
        .values({ name: slug, slug, ...values })
        .returning()
    )[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
  });

  test("a changed slug leaves the old one leading to the byline; nobody else may take it", async () => {
    const jane = await byline("jane-doe");
    const other = await byline("other-writer");
    await database.db.update(authors).set({ slug: "jane-smith" }).where(eq(authors.id, jane.id));
    await moveBylineSlug(database.db, jane.id, "jane-doe", "jane-smith");

    expect(await findAuthorRedirect(database.db, "jane-doe")).toBe("jane-smith");
    expect(await findAuthorBySlug(database.db, "jane-doe")).toBeUndefined();
    // Taken for everyone else (live or old); free for Jane herself, who may go back to it.
    expect(await bylineSlugTaken(database.db, "jane-doe")).toBe(true);
    expect(await bylineSlugTaken(database.db, "jane-doe", other.id)).toBe(true);
    expect(await bylineSlugTaken(database.db, "jane-smith", other.id)).toBe(true);
    expect(await bylineSlugTaken(database.db, "jane-doe", jane.id)).toBe(false);
    expect(await bylineSlugsInUse(database.db, ["jane-doe", "jane-smith", "free-slug"])).toEqual(new Set(["jane-doe", "jane-smith"]));

    // Back to the first slug: it is live again, and the second now leads to it.
    await database.db.update(authors).set({ slug: "jane-doe" }).where(eq(authors.id, jane.id));
    await moveBylineSlug(database.db, jane.id, "jane-smith", "jane-doe");
    expect(await findAuthorRedirect(database.db, "jane-doe")).toBeUndefined();
    expect(await findAuthorRedirect(database.db, "jane-smith")).toBe("jane-doe");
  });

  test("the articles carrying a byline, first or not, are the ones whose pages change", async () => {
    const ids = await insertPosts(database.db, [
      { title: "First byline", publishedAt: new Date("2026-01-02T09:00:00Z") },
      { title: "Second byline", publishedAt: new Date("2026-01-03T09:00:00Z") },
    ]);
    const guest = await byline("guest-writer");
    await database.db.insert(postAuthors).values({ postId: ids[1]!, authorId: guest.id, position: 1 });
    expect(await postIdsWithByline(database.db, guest.id)).toEqual([ids[1]]);
    const [listed] = await listBylineRows(database.db, guest.id);
    expect(listed).toMatchObject({ slug: "guest-writer", count: 1, userName: null });
  });

  test("only staff accounts may own a byline", async () => {
    const [reader, editor] = await database.db
      .insert(users)
      .values([
        { firstName: "Rita", lastName: "Reader", email: `r-${Date.now()}@example.com`, role: "user", passwordHash: "x" },
        { firstName: "Eddie", lastName: "Editor", email: `e-${Date.now()}@example.com`, role: "editor", passwordHash: "x" },
      ])
      .returning({ id: users.id });
    expect(await findStaffAccount(database.db, reader!.id)).toBeUndefined();
    expect(await findStaffAccount(database.db, editor!.id)).toEqual({ id: editor!.id, name: "Eddie Editor" });
  });
});

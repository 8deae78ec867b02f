/** @jest-environment node */
import { eq } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/current-user";
import { SANITIZER_ID, sanitizeHtml } from "@/lib/content/sanitize";
import { getDb } from "@/lib/db/connection";
import { categories, posts, users } from "@/lib/db/schema";
import { createPost, updatePost } from "@/lib/newsroom/service";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

// A save keeps the body as the sanitizer wrote it and which sanitizer that was (SANITIZER_ID): the
// article page serves such a body as saved (docs/decisions/0095), so every save of a body must say so.

jest.mock("@/lib/db/connection", () => ({ getDb: jest.fn() }));
jest.mock("next/cache", () => ({ unstable_cache: (read: unknown) => read, revalidateTag: jest.fn() }));
// The document's rendering (@tiptap/html's server entry) cannot load under Jest; its last step, the sanitizer, is the real one.
jest.mock("@/lib/newsroom/body", () => ({
  bodyOf: (input: { description?: string }) =>
    input.description === undefined
      ? undefined
      : { html: jest.requireActual("@/lib/content/sanitize").sanitizeHtml(input.description), json: {} },
}));

let database: TestDatabase;
let editor: SessionUser;
let categoryId: number;
const UNSAFE = '<h2 id="outlook">Outlook</h2><p>Text<img src="x" onerror="alert(1)"></p>';

beforeAll(async () => {
  database = await createTestDatabase();
  jest.mocked(getDb).mockResolvedValue(database.db);
  const [user] = await database.db
    .insert(users)
    .values({ email: "editor@example.test", firstName: "Eda", lastName: "Editor", role: "editor" })
    .returning({ id: users.id });
  editor = { id: user!.id, role: "editor", twoFactorEnabled: true, secondFactor: true } as SessionUser;
  const [category] = await database.db.insert(categories).values({ name: "Markets", slug: "markets" }).returning({ id: categories.id });
  categoryId = category!.id;
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

const stored = async (id: number) =>
  (await database.db.select({ description: posts.description, with: posts.bodySanitizedWith }).from(posts).where(eq(posts.id, id)))[0]!;

test("a new article's body is kept sanitized, with the sanitizer that did it", async () => {
  const post = await createPost(editor, { title: "Rates", description: UNSAFE, category_id: categoryId });
  expect(await stored(post.id)).toEqual({ description: sanitizeHtml(UNSAFE), with: SANITIZER_ID });
});

test("an edit of the body says so again; an edit of anything else leaves the body and its sanitizer alone", async () => {
  const post = await createPost(editor, { title: "Prices", description: "<p>First</p>", category_id: categoryId });
  // As a row saved by an older sanitizer would be.
  await database.db.update(posts).set({ bodySanitizedWith: "an-older-one" }).where(eq(posts.id, post.id));
  await updatePost(editor, post.id, { title: "Prices, revised" });
  expect((await stored(post.id)).with).toBe("an-older-one");
  await updatePost(editor, post.id, { description: UNSAFE });
  expect(await stored(post.id)).toEqual({ description: sanitizeHtml(UNSAFE), with: SANITIZER_ID });
});

/** @jest-environment node */
// An article's body is sanitized when saved, and served as saved only when the running sanitizer
// saved it (lib/content/sanitize.ts, docs/decisions/0095): any other row is sanitized when read.
import { eq } from "drizzle-orm";
import { SANITIZER_ID, sanitizeHtml, sanitizedBody } from "@/lib/content/sanitize";
import { posts } from "@/lib/db/schema";
import { findPublishedPost } from "@/lib/posts/repository";
import { readerPost } from "@/lib/posts/service";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertPosts } from "./fixtures";

let database: TestDatabase;
let id: number;

/** What a row written by hand, or by an older sanitizer, may hold. */
const UNSAFE =
  '<h2 id="outlook">Outlook</h2><p><a href="#outlook">Read on</a><img src="x" onerror="alert(1)"></p><script>alert(2)</script>';

beforeAll(async () => {
  database = await createTestDatabase();
  id = (await insertPosts(database.db, [{ title: "Stored body", publishedAt: new Date(Date.UTC(2026, 0, 5)) }]))[0]!;
});
afterAll(async () => {
  await database.dispose();
});

async function store(description: string, bodySanitizedWith: string | null) {
  await database.db.update(posts).set({ description, bodySanitizedWith }).where(eq(posts.id, id));
  return readerPost((await findPublishedPost(database.db, id))!);
}

test("a body with no sanitizer on record, or another one, is sanitized when read", async () => {
  for (const sanitizedWith of [null, "an-older-one", `${SANITIZER_ID}x`]) {
    const post = await store(UNSAFE, sanitizedWith);
    expect(post.description).toBe(sanitizeHtml(UNSAFE));
    expect(post.description).not.toMatch(/onerror|<script|alert/);
    expect(post.description).toContain('<h2 id="user-content-outlook">');
    expect(post.description).toContain('href="#user-content-outlook"');
  }
});

// The newsroom saves the sanitizer's output (lib/content/article-body.ts; the seed does the same).
test("a body the running sanitizer saved is served as saved, and readers never see whose it was", async () => {
  const saved = sanitizeHtml(UNSAFE);
  expect(saved).not.toMatch(/onerror|<script|alert/);
  const post = await store(saved, SANITIZER_ID);
  expect(post.description).toBe(saved);
  expect(post).not.toHaveProperty("bodySanitizedWith");
  // Trusted, not sanitized again: a mark the sanitizer would rewrite is left as stored.
  expect((await store('<p id="lead">Lead</p>', SANITIZER_ID)).description).toBe('<p id="lead">Lead</p>');
});

test("sanitizing a saved body again changes nothing, so serving it as saved gives readers the same page", () => {
  const saved = sanitizeHtml(UNSAFE);
  expect(sanitizeHtml(saved)).toBe(saved);
  expect(sanitizedBody(saved, null)).toBe(saved);
  expect(SANITIZER_ID).toMatch(/^[A-Za-z0-9_-]{16}$/);
});

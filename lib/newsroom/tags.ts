import { and, asc, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { authors, postAuthors, postTags, tagRedirects, tags } from "@/lib/db/schema";
import type { Db } from "./repository";

// The newsroom's queries on tags and on an article's tags and bylines. Each takes the database or
// a transaction and answers undefined or [] for nothing; lib/newsroom/taxonomy.ts decides.

export type TagRow = typeof tags.$inferSelect;

/** Every tag with how many articles (any status, not deleted) carry it: the back office's list. */
export async function listAllTags(db: Db): Promise<(TagRow & { count: number })[]> {
  return db
    .select({
      id: tags.id,
      name: tags.name,
      slug: tags.slug,
      description: tags.description,
      createdAt: tags.createdAt,
      count: sql<number>`(select count(*)::int from post_tags pt join posts p on p.id = pt.post_id where pt.tag_id = "tags".id and p.deleted_at is null)`,
    })
    .from(tags)
    .orderBy(asc(tags.name));
}

export async function findTag(db: Db, id: number): Promise<TagRow | undefined> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  return row;
}

/** Tags whose slug is one of `slugs` or whose name is one of `names` (case-insensitive). */
export async function findTagsByNameOrSlug(db: Db, names: string[], slugs: string[]): Promise<TagRow[]> {
  if (names.length === 0 && slugs.length === 0) return [];
  return db
    .select()
    .from(tags)
    .where(
      or(
        slugs.length > 0 ? inArray(tags.slug, slugs) : undefined,
        names.length > 0
          ? inArray(
              sql`lower(${tags.name})`,
              names.map((name) => name.toLowerCase()),
            )
          : undefined,
      ),
    );
}

export async function insertTag(db: Db, values: { name: string; slug: string; description?: string }): Promise<TagRow> {
  const [row] = await db.insert(tags).values(values).returning();
  return row!;
}

export async function updateTag(db: Db, id: number, values: Partial<Pick<TagRow, "name" | "slug" | "description">>): Promise<TagRow> {
  const [row] = await db.update(tags).set(values).where(eq(tags.id, id)).returning();
  return row!;
}

/** Whether a slug is in use, as a tag's or as an old tag address that redirects. */
export async function tagSlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
  if (tag && tag.id !== exceptId) return true;
  const [redirect] = await db.select({ tagId: tagRedirects.tagId }).from(tagRedirects).where(eq(tagRedirects.slug, slug));
  return redirect !== undefined && redirect.tagId !== exceptId;
}

/** Makes an old slug lead to a tag (replacing what it led to before). */
export async function addTagRedirect(db: Db, slug: string, tagId: number): Promise<void> {
  await db.insert(tagRedirects).values({ slug, tagId }).onConflictDoUpdate({ target: tagRedirects.slug, set: { tagId } });
}

/**
 * Merges tag `from` into `into`: its articles carry `into` instead (once), the addresses that led
 * to `from` lead to `into`, then `from` is deleted.
 */
export async function mergeTagRows(db: Db, from: TagRow, into: TagRow): Promise<void> {
  await db.execute(
    sql`insert into post_tags (post_id, tag_id, position) select post_id, ${into.id}, position from post_tags where tag_id = ${from.id} on conflict do nothing`,
  );
  await db.update(tagRedirects).set({ tagId: into.id }).where(eq(tagRedirects.tagId, from.id));
  await db.delete(tags).where(eq(tags.id, from.id));
  await addTagRedirect(db, from.slug, into.id);
}

/** Sets an article's tags, in this order. */
export async function replacePostTags(db: Db, postId: number, tagIds: number[]): Promise<void> {
  await db.delete(postTags).where(and(eq(postTags.postId, postId), tagIds.length > 0 ? notInArray(postTags.tagId, tagIds) : undefined));
  if (tagIds.length === 0) return;
  await db
    .insert(postTags)
    .values(tagIds.map((tagId, position) => ({ postId, tagId, position })))
    .onConflictDoUpdate({ target: [postTags.postId, postTags.tagId], set: { position: sql`excluded.position` } });
}

/** Sets an article's bylines, in this order; `posts.author_id` stays the first (the caller sets it). */
export async function replacePostAuthors(db: Db, postId: number, authorIds: number[]): Promise<void> {
  await db.delete(postAuthors).where(eq(postAuthors.postId, postId));
  if (authorIds.length > 0) await db.insert(postAuthors).values(authorIds.map((authorId, position) => ({ postId, authorId, position })));
}

/** An article's tags (in order) and byline ids (in order). */
export async function postTaxonomy(db: Db, postId: number): Promise<{ tags: Pick<TagRow, "id" | "name" | "slug">[]; authorIds: number[] }> {
  const [tagRows, authorRows] = await Promise.all([
    db
      .select({ id: tags.id, name: tags.name, slug: tags.slug })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(eq(postTags.postId, postId))
      .orderBy(asc(postTags.position), asc(tags.id)),
    db.select({ id: postAuthors.authorId }).from(postAuthors).where(eq(postAuthors.postId, postId)).orderBy(asc(postAuthors.position)),
  ]);
  return { tags: tagRows, authorIds: authorRows.map((row) => row.id) };
}

/** The bylines among `ids` that exist, with the account each belongs to. */
export async function findBylines(db: Db, ids: number[]): Promise<{ id: number; userId: number | null }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: authors.id, userId: authors.userId }).from(authors).where(inArray(authors.id, ids));
}

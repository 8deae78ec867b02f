import "server-only";
import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { authors, media, posts } from "@/lib/db/schema";

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

export async function insertMedia(db: Database, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  if (!inserted) throw new Error("INSERT … RETURNING gave no row");
  return inserted;
}

/**
 * Newest first (ids grow with upload time), starting strictly before `beforeId`; one row more than
 * asked, to know whether a page follows. With `q`, only images whose file name, alt text or caption
 * contains it (any case).
 */
export async function listMediaRows(db: Database, limit: number, beforeId?: number, q?: string): Promise<MediaRow[]> {
  const pattern = q ? containsPattern(q) : undefined;
  return db
    .select()
    .from(media)
    .where(
      and(
        beforeId === undefined ? undefined : lt(media.id, beforeId),
        pattern ? or(ilike(media.name, pattern), ilike(media.alt, pattern), ilike(media.caption, pattern)) : undefined,
      ),
    )
    .orderBy(desc(media.id))
    .limit(limit + 1);
}

export async function updateMediaText(
  db: Database,
  name: string,
  changes: { alt?: string; caption?: string | null },
): Promise<MediaRow | undefined> {
  const [row] = await db.update(media).set(changes).where(eq(media.name, name)).returning();
  return row;
}

export async function findMediaRow(db: Database, name: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.name, name));
  return row;
}

/** Whether a byline shows the image as its photo (on its page, its articles and their cards). */
export async function mediaUsedAsBylinePhoto(db: Database, name: string): Promise<boolean> {
  const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.avatar, name)).limit(1);
  return row !== undefined;
}

/**
 * Whether an article readers see, or will (published or scheduled, not deleted), shows the image:
 * as its featured image, a banner, or in its body (whose images are the original's address).
 */
export async function mediaUsedByLiveArticle(db: Database, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        inArray(posts.status, ["published", "scheduled"]),
        isNull(posts.deletedAt),
        or(eq(posts.featuredImageName, name), eq(posts.topBannerName, name), eq(posts.bottomBannerName, name), bodyShows(name)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An article's body shows an image by its original's address. */
function bodyShows(name: string) {
  return sql<boolean>`strpos(${posts.description}, ${`/api/uploads/${name}`}) > 0`;
}

/** Every article (of any status, not deleted) that shows the image, and how; oldest first. */
export async function articlesShowingMedia(db: Database, name: string) {
  return db
    .select({
      id: posts.id,
      title: posts.title,
      status: posts.status,
      featured: sql<boolean>`${posts.featuredImageName} is not distinct from ${name}`,
      topBanner: sql<boolean>`${posts.topBannerName} is not distinct from ${name}`,
      bottomBanner: sql<boolean>`${posts.bottomBannerName} is not distinct from ${name}`,
      body: bodyShows(name),
    })
    .from(posts)
    .where(
      and(
        isNull(posts.deletedAt),
        or(eq(posts.featuredImageName, name), eq(posts.topBannerName, name), eq(posts.bottomBannerName, name), bodyShows(name)),
      ),
    )
    .orderBy(asc(posts.id));
}

/** The bylines that show the image as their photo. */
export async function bylinesShowingMedia(db: Database, name: string) {
  return db
    .select({ id: authors.id, name: authors.name, slug: authors.slug })
    .from(authors)
    .where(eq(authors.avatar, name))
    .orderBy(asc(authors.name));
}

export async function deleteMediaRow(db: Database, name: string): Promise<MediaRow | undefined> {
  const [row] = await db.delete(media).where(eq(media.name, name)).returning();
  return row;
}

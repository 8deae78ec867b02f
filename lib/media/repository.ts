import "server-only";
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { authors, media, posts } from "@/lib/db/schema";

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

export async function insertMedia(db: Database, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  if (!inserted) throw new Error("INSERT … RETURNING gave no row");
  return inserted;
}

/** Newest first (ids grow with upload time), starting strictly before `beforeId`; one row more than asked, to know whether a page follows. */
export async function listMediaRows(db: Database, limit: number, beforeId?: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(beforeId === undefined ? undefined : lt(media.id, beforeId))
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

/**
 * Whether an article readers see, or will (published or scheduled, not deleted), shows the image:
 * as its featured image, a banner, or in its body (whose images are the original's address).
 */
/** Whether a byline shows the image as its photo (on its page, its articles and their cards). */
export async function mediaUsedAsBylinePhoto(db: Database, name: string): Promise<boolean> {
  const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.avatar, name)).limit(1);
  return row !== undefined;
}

export async function mediaUsedByLiveArticle(db: Database, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        inArray(posts.status, ["published", "scheduled"]),
        isNull(posts.deletedAt),
        or(
          eq(posts.featuredImageName, name),
          eq(posts.topBannerName, name),
          eq(posts.bottomBannerName, name),
          sql`strpos(${posts.description}, ${`/api/uploads/${name}`}) > 0`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteMediaRow(db: Database, name: string): Promise<MediaRow | undefined> {
  const [row] = await db.delete(media).where(eq(media.name, name)).returning();
  return row;
}

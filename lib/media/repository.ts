import "server-only";
import { desc, eq, lt } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { media } from "@/lib/db/schema";

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

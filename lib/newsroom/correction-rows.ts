import { and, desc, eq } from "drizzle-orm";
import { corrections } from "@/lib/db/schema";
import type { Db } from "./repository";

// The newsroom's queries on corrections; lib/newsroom/corrections.ts decides what they mean.

export type CorrectionRow = typeof corrections.$inferSelect;

export async function insertCorrection(db: Db, values: { postId: number; text: string; createdBy: number }): Promise<CorrectionRow> {
  const [row] = await db.insert(corrections).values(values).returning();
  return row!;
}

/** A correction of this article (undefined for another article's). */
export async function findCorrection(db: Db, postId: number, id: number): Promise<CorrectionRow | undefined> {
  const [row] = await db
    .select()
    .from(corrections)
    .where(and(eq(corrections.id, id), eq(corrections.postId, postId)));
  return row;
}

export async function updateCorrectionText(db: Db, id: number, text: string): Promise<CorrectionRow> {
  const [row] = await db.update(corrections).set({ text, updatedAt: new Date() }).where(eq(corrections.id, id)).returning();
  return row!;
}

/** An article's corrections, newest first. */
export async function listCorrectionRows(db: Db, postId: number): Promise<CorrectionRow[]> {
  return db.select().from(corrections).where(eq(corrections.postId, postId)).orderBy(desc(corrections.createdAt), desc(corrections.id));
}

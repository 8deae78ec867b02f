import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { frontPagePins, posts } from "@/lib/db/schema";
import { isLive } from "@/lib/posts/repository";
import type { Db } from "./repository";
import type { FrontPagePin } from "./types";

// The newsroom's queries on the front page's pins; lib/newsroom/front-page.ts decides.

/** The pins of live stories, in order, with their titles; `now` leaves out those that have ended. */
export async function readPins(db: Db, now: Date): Promise<FrontPagePin[]> {
  const rows = await db
    .select({ postId: frontPagePins.postId, title: posts.title, until: frontPagePins.until })
    .from(frontPagePins)
    .innerJoin(posts, eq(posts.id, frontPagePins.postId))
    .where(isLive())
    .orderBy(asc(frontPagePins.position));
  return rows
    .filter((row) => row.until === null || row.until > now)
    .map((row) => ({ postId: row.postId, title: row.title, until: row.until?.toISOString() ?? null }));
}

/** How many of `ids` are live stories. */
export async function countLivePosts(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(inArray(posts.id, ids), isLive()));
  return row?.count ?? 0;
}

/** Replaces every pin by these, in this order. Two editors saving at once are taken one after the other. */
export async function replacePins(db: Db, pins: { postId: number; until: Date | null }[]): Promise<void> {
  await db.execute(sql`lock table front_page_pins in share row exclusive mode`);
  await db.delete(frontPagePins);
  if (pins.length > 0) await db.insert(frontPagePins).values(pins.map((pin, position) => ({ ...pin, position })));
}

/** Removes the pins whose end time has come: the stories they held. */
export async function deleteEndedPins(db: Db, now: Date): Promise<number[]> {
  const rows = await db.delete(frontPagePins).where(lte(frontPagePins.until, now)).returning({ postId: frontPagePins.postId });
  return rows.map((row) => row.postId);
}

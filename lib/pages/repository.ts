import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { pageRedirects, pages } from "@/lib/db/schema";
import type { CmsPage } from "./types";

export type Db = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;

export async function findPublishedPage(db: Database, slug: string): Promise<CmsPage | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.status, "published")));
  return row && { slug: row.slug, title: row.title, summary: row.summary, content: row.content, updatedAt: row.updatedAt.toISOString() };
}

/**
 * The slug of the published page an old slug now leads to. Never the slug itself: a page back at an
 * old address of its own is answered there, not redirected to itself.
 */
export async function findPageRedirect(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: pages.slug })
    .from(pageRedirects)
    .innerJoin(pages, eq(pages.id, pageRedirects.pageId))
    .where(and(eq(pageRedirects.slug, slug), eq(pages.status, "published"), ne(pages.slug, slug)));
  return row?.slug;
}

/** Slugs and update times of every published page, for the sitemaps. */
export async function listPublishedPages(db: Database): Promise<Pick<CmsPage, "slug" | "title" | "updatedAt">[]> {
  const rows = await db
    .select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.status, "published"))
    .orderBy(pages.slug);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

// The back office's reads and writes (lib/pages/admin.ts decides who may make them).

/** Every page, drafts too, by title. */
export async function listAllPages(db: Db): Promise<PageRow[]> {
  return db.select().from(pages).orderBy(asc(pages.title), asc(pages.id));
}

export async function findPageById(db: Db, id: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

/** Whether another page than `exceptId` has `slug`. */
export async function pageSlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(exceptId === undefined ? eq(pages.slug, slug) : and(eq(pages.slug, slug), ne(pages.id, exceptId)));
  return row !== undefined;
}

export async function insertPage(db: Db, values: NewPageRow): Promise<PageRow> {
  const [row] = await db.insert(pages).values(values).returning();
  return row!;
}

export async function updatePageRow(db: Db, id: number, values: Partial<NewPageRow>): Promise<PageRow | undefined> {
  const [row] = await db
    .update(pages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pages.id, id))
    .returning();
  return row;
}

export async function deletePageRow(db: Db, id: number): Promise<PageRow | undefined> {
  const [row] = await db.delete(pages).where(eq(pages.id, id)).returning();
  return row;
}

/** Makes an old slug lead to a page (replacing the page it led to before). */
export async function addPageRedirect(db: Db, slug: string, pageId: number): Promise<void> {
  await db.insert(pageRedirects).values({ slug, pageId }).onConflictDoUpdate({ target: pageRedirects.slug, set: { pageId } });
}

/** A page's old slugs, alphabetically: the addresses that redirect to it while it is published. */
export async function listPageRedirectSlugs(db: Db, pageId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: pageRedirects.slug })
    .from(pageRedirects)
    .where(eq(pageRedirects.pageId, pageId))
    .orderBy(asc(pageRedirects.slug));
  return rows.map((row) => row.slug);
}

/** Stops an old slug leading to the page; whether it did. */
export async function deletePageRedirect(db: Db, pageId: number, slug: string): Promise<boolean> {
  const rows = await db
    .delete(pageRedirects)
    .where(and(eq(pageRedirects.slug, slug), eq(pageRedirects.pageId, pageId)))
    .returning({ slug: pageRedirects.slug });
  return rows.length > 0;
}

import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { pages } from "@/lib/db/schema";
import type { CmsPage } from "./types";

export async function findPublishedPage(db: Database, slug: string): Promise<CmsPage | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.status, "published")));
  return row && { slug: row.slug, title: row.title, summary: row.summary, content: row.content, updatedAt: row.updatedAt.toISOString() };
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

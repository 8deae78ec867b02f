import { asc, eq, sql } from "drizzle-orm";
import { categories, categoryRedirects, posts } from "@/lib/db/schema";
import type { Db } from "./repository";

// The newsroom's queries on categories: each takes the database or a transaction and answers
// undefined or [] for nothing; lib/newsroom/categories.ts decides.

export type CategoryRow = typeof categories.$inferSelect;

/** Every category with how many articles (any status, not deleted) it holds: the back office's list. */
export async function listCategoriesWithCounts(db: Db): Promise<(CategoryRow & { count: number })[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      count: sql<number>`(select count(*)::int from posts p where p.category_id = "categories".id and p.deleted_at is null)`,
    })
    .from(categories)
    .orderBy(asc(categories.id));
}

export async function findCategoryRow(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function insertCategory(db: Db, values: { name: string; slug: string; description: string }): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategoryRow(
  db: Db,
  id: number,
  values: Partial<Pick<CategoryRow, "name" | "slug" | "description">>,
): Promise<CategoryRow> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row!;
}

export async function deleteCategoryRow(db: Db, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** Articles filed under a category, deleted ones included (they come back with it when restored). */
export async function countCategoryPosts(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.categoryId, id));
  return row?.count ?? 0;
}

/** Whether a slug is in use, as a category's or as an old category address that redirects. */
export async function categorySlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (category && category.id !== exceptId) return true;
  const [redirect] = await db
    .select({ categoryId: categoryRedirects.categoryId })
    .from(categoryRedirects)
    .where(eq(categoryRedirects.slug, slug));
  return redirect !== undefined && redirect.categoryId !== exceptId;
}

/** Makes an old slug lead to a category (replacing what it led to before). */
export async function addCategoryRedirect(db: Db, slug: string, categoryId: number): Promise<void> {
  await db
    .insert(categoryRedirects)
    .values({ slug, categoryId })
    .onConflictDoUpdate({ target: categoryRedirects.slug, set: { categoryId } });
}

/**
 * Merges category `from` into `into`: its articles (of every status) move, the addresses that led
 * to `from` lead to `into`, then `from` is deleted and its own address redirects. Answers the ids
 * of the articles moved.
 */
export async function mergeCategoryRows(db: Db, from: CategoryRow, into: CategoryRow): Promise<number[]> {
  const moved = await db.update(posts).set({ categoryId: into.id }).where(eq(posts.categoryId, from.id)).returning({ id: posts.id });
  await db.update(categoryRedirects).set({ categoryId: into.id }).where(eq(categoryRedirects.categoryId, from.id));
  await db.delete(categories).where(eq(categories.id, from.id));
  await addCategoryRedirect(db, from.slug, into.id);
  return moved.map((row) => row.id);
}

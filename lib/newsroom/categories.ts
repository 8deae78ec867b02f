import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/capabilities";
import { getDb } from "@/lib/db/connection";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { revalidateCategories } from "@/lib/posts/service";
import {
  addCategoryRedirect,
  categorySlugTaken,
  countCategoryPosts,
  deleteCategoryRow,
  findCategoryRow,
  insertCategory,
  listCategoriesWithCounts,
  mergeCategoryRows,
  updateCategoryRow,
  type CategoryRow,
} from "./category-rows";
import { NEWSROOM_ERRORS } from "./messages";
import { insertAudit, type Db } from "./repository";
import type { CreateCategoryInput, UpdateCategoryInput } from "./schemas";
import { slugify } from "./slug";
import type { AdminCategory } from "./types";
import { slugConflict, withSlugCheck } from "./slug-conflict";

// The categories' back office (editors and admins): add, rename, re-slug and describe a category
// (the spec's ten keep their ids), merge one into another (its articles and address move), delete
// an empty one. Every change is audited and revalidates the pages that show it.

function toAdminCategory(row: CategoryRow & { count?: number }): AdminCategory {
  return { id: row.id, name: row.name, slug: row.slug, description: row.description, count: row.count ?? 0 };
}

function requireCategoryManager(actor: SessionUser): void {
  if (!can(actor, "manage_categories")) throw new ForbiddenError(NEWSROOM_ERRORS.categoriesForbidden);
}

const slugTaken = () => slugConflict(NEWSROOM_ERRORS.categorySlugTaken);

async function requireCategoryRow(db: Db, id: number): Promise<CategoryRow> {
  const row = await findCategoryRow(db, id);
  if (!row) throw new NotFoundError(NEWSROOM_ERRORS.categoryNotFound);
  return row;
}

type CategoryAction = "category_created" | "category_edited" | "category_merged" | "category_deleted";

async function auditCategory(db: Db, actor: SessionUser, action: CategoryAction, details: Record<string, unknown>) {
  await insertAudit(db, [{ userId: actor.id, action, postId: null, postTitle: "", details }]);
}

/** Every category with its count of articles: the back office's list and the editor's choices (all staff). */
export async function listCategories(actor: SessionUser): Promise<AdminCategory[]> {
  if (!can(actor, "enter_newsroom")) throw new ForbiddenError(NEWSROOM_ERRORS.staffOnly);
  return (await listCategoriesWithCounts(await getDb())).map(toAdminCategory);
}

/** A post's category must exist: a 400 naming `category_id` otherwise. */
export async function requireCategoryId(db: Db, id: number | undefined): Promise<void> {
  if (id === undefined || (await findCategoryRow(db, id))) return;
  throw new InvalidInputError(NEWSROOM_ERRORS.invalidPost, { category_id: NEWSROOM_ERRORS.unknownCategory.message });
}

export async function createCategory(actor: SessionUser, input: CreateCategoryInput): Promise<AdminCategory> {
  requireCategoryManager(actor);
  const db = await getDb();
  const slug = input.slug ?? slugify(input.name);
  if (!slug) throw new InvalidInputError(NEWSROOM_ERRORS.invalidCategory, { slug: NEWSROOM_ERRORS.categorySlugRequired.message });
  const category = await withSlugCheck(NEWSROOM_ERRORS.categorySlugTaken, () =>
    db.transaction(async (tx) => {
      if (await categorySlugTaken(tx, slug)) throw slugTaken();
      const row = await insertCategory(tx, { name: input.name, slug, description: input.description ?? "" });
      await auditCategory(tx, actor, "category_created", { category: row.id, name: row.name, slug: row.slug });
      return row;
    }),
  );
  // No article shows it yet: its page and the sitemaps only.
  revalidateCategories({ cards: false });
  return toAdminCategory(category);
}

/** Renames, re-slugs or describes a category; a changed slug leaves its old address redirecting (308). */
export async function editCategory(actor: SessionUser, id: number, input: UpdateCategoryInput): Promise<AdminCategory> {
  requireCategoryManager(actor);
  const db = await getDb();
  const { before, after } = await withSlugCheck(NEWSROOM_ERRORS.categorySlugTaken, () =>
    db.transaction(async (tx) => {
      const previous = await requireCategoryRow(tx, id);
      if (input.slug !== undefined && input.slug !== previous.slug) {
        if (await categorySlugTaken(tx, input.slug, id)) throw slugTaken();
        await addCategoryRedirect(tx, previous.slug, id);
      }
      const next = await updateCategoryRow(tx, id, { name: input.name, slug: input.slug, description: input.description });
      await auditCategory(tx, actor, "category_edited", {
        category: id,
        before: { name: previous.name, slug: previous.slug, description: previous.description },
        after: { name: next.name, slug: next.slug, description: next.description },
      });
      return { before: previous, after: next };
    }),
  );
  revalidateCategories({ cards: before.name !== after.name || before.slug !== after.slug });
  return toAdminCategory({ ...after, count: await countCategoryPosts(db, id) });
}

/** Merges a category into another: its articles move, its address redirects there (308), it is gone. */
export async function mergeCategory(actor: SessionUser, id: number, intoId: number): Promise<AdminCategory> {
  requireCategoryManager(actor);
  if (id === intoId) {
    throw new InvalidInputError(NEWSROOM_ERRORS.categoryMergeSelf, { into: NEWSROOM_ERRORS.categoryMergeSelf.message });
  }
  const db = await getDb();
  const into = await db.transaction(async (tx) => {
    const from = await requireCategoryRow(tx, id);
    const target = await requireCategoryRow(tx, intoId);
    const moved = await mergeCategoryRows(tx, from, target);
    await auditCategory(tx, actor, "category_merged", {
      category: from.id,
      name: from.name,
      slug: from.slug,
      into: target.id,
      intoName: target.name,
      articles: moved.length,
    });
    return target;
  });
  revalidateCategories({ cards: true });
  const [withCount] = (await listCategoriesWithCounts(db)).filter((row) => row.id === into.id);
  return toAdminCategory(withCount ?? into);
}

/** Deletes a category that holds no article (deleted ones included); one with articles is merged instead (409). */
export async function deleteCategory(actor: SessionUser, id: number): Promise<void> {
  requireCategoryManager(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const category = await requireCategoryRow(tx, id);
    if ((await countCategoryPosts(tx, id)) > 0) throw new ConflictError(NEWSROOM_ERRORS.categoryNotEmpty);
    await deleteCategoryRow(tx, id);
    await auditCategory(tx, actor, "category_deleted", { category: id, name: category.name, slug: category.slug });
  });
  revalidateCategories({ cards: false });
}

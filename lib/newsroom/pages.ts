import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { can, type Actor } from "@/lib/auth/capabilities";
import { sanitizeHtml } from "@/lib/content/sanitize";
import { getDb } from "@/lib/db/connection";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/errors";
import { PAGE_ERRORS } from "@/lib/pages/messages";
import {
  addPageRedirect,
  deletePageRedirect,
  deletePageRow,
  findPageById,
  insertPage,
  listAllPages,
  listPageRedirectSlugs,
  pageSlugTaken,
  updatePageRow,
  type Db,
  type NewPageRow,
  type PageRow,
} from "@/lib/pages/repository";
import { revalidateAddress, revalidatePage } from "@/lib/pages/service";
import type { AdminPage, AdminPageSummary, PageRedirect } from "@/lib/pages/types";
import { bodyOf } from "./body";
import type { CreatePageInput, UpdatePageInput } from "./schemas";
import { slugConflict, withSlugCheck } from "./slug-conflict";

// The CMS pages' back office (editors and admins): draft, edit, publish, unpublish, delete. Routes
// call the audited versions (staff-actions.ts); every change readers can see
// revalidates that page and the sitemaps (revalidatePage), and a draft's changes revalidate nothing.
// A new slug keeps the old one leading to the page (page_redirects: 308 while it is published), so
// a change of what the page is at (published or not, its slug) renders its old addresses again too.

function toSummary(row: PageRow): AdminPageSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    status: row.status,
    url: `/${row.slug}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toAdminPage = (row: PageRow): AdminPage => ({ ...toSummary(row), description: row.content });

function requirePageManager(actor: Actor): void {
  if (!can(actor, "manage_pages")) throw new ForbiddenError(PAGE_ERRORS.pagesForbidden);
}

/** Every address readers may reach the page at: its slug, then its old slugs. */
async function addressesOf(db: Db, row: PageRow): Promise<string[]> {
  return [row.slug, ...(await listPageRedirectSlugs(db, row.id))];
}

async function requirePage(db: Db, id: number): Promise<PageRow> {
  const row = await findPageById(db, id);
  if (!row) throw new NotFoundError(PAGE_ERRORS.notFound);
  return row;
}

/** Runs a write, refusing a slug another page has, or takes meanwhile (the unique index), with the same 409. */
async function withPageSlugCheck<T>(db: Db, slug: string | undefined, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
  if (slug !== undefined && (await pageSlugTaken(db, slug, exceptId))) throw slugConflict(PAGE_ERRORS.slugTaken);
  return withSlugCheck(PAGE_ERRORS.slugTaken, write);
}

/** The columns a save sets: only those it carries; the body rendered and sanitized from the editor's document or HTML. */
function columnsOf(input: UpdatePageInput): Partial<NewPageRow> {
  const columns: Partial<NewPageRow> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.slug !== undefined) columns.slug = input.slug;
  if (input.summary !== undefined) columns.summary = input.summary;
  const body = bodyOf(input);
  if (body) columns.content = body.html;
  return columns;
}

export async function listAdminPages(actor: SessionUser): Promise<AdminPageSummary[]> {
  requirePageManager(actor);
  return (await listAllPages(await getDb())).map(toSummary);
}

export async function getAdminPage(actor: SessionUser, id: number): Promise<AdminPage> {
  requirePageManager(actor);
  return toAdminPage(await requirePage(await getDb(), id));
}

/** The page as readers would see it from what is saved (the staff preview of a draft). */
export async function getPagePreview(actor: SessionUser, id: number): Promise<AdminPage> {
  const page = await getAdminPage(actor, id);
  return { ...page, description: sanitizeHtml(page.description) };
}

/** A new page, always a draft: readers see it once it is published. */
export async function createPage(actor: SessionUser, input: CreatePageInput): Promise<AdminPage> {
  requirePageManager(actor);
  const db = await getDb();
  const columns = columnsOf(input);
  const row = await withPageSlugCheck(db, input.slug, undefined, () =>
    insertPage(db, { title: input.title, slug: input.slug, summary: "", content: "", ...columns, status: "draft" }),
  );
  return toAdminPage(row);
}

/**
 * Saves changes; a published page changes for readers at once. A new slug leaves the old one
 * redirecting (308) to it, and so do the page's older ones, which led to the old slug until now.
 */
export async function editPage(actor: SessionUser, id: number, input: UpdatePageInput): Promise<{ before: AdminPage; page: AdminPage }> {
  requirePageManager(actor);
  const db = await getDb();
  const before = await requirePage(db, id);
  const columns = columnsOf(input);
  const after = await withPageSlugCheck(db, input.slug, id, () =>
    db.transaction(async (tx) => {
      const row = (await updatePageRow(tx, id, columns)) ?? before;
      if (row.slug !== before.slug) await addPageRedirect(tx, before.slug, id);
      return row;
    }),
  );
  if (after.status === "published") {
    const slugs = after.slug === before.slug ? [after.slug] : await addressesOf(db, after);
    revalidatePage({ slugs, live: after.slug });
  }
  return { before: toAdminPage(before), page: toAdminPage(after) };
}

/** Puts the page on the site at /{slug}; publishing a published page changes nothing. */
export async function publishPage(actor: SessionUser, id: number): Promise<{ page: AdminPage; changed: boolean }> {
  requirePageManager(actor);
  const db = await getDb();
  const before = await requirePage(db, id);
  if (before.status === "published") return { page: toAdminPage(before), changed: false };
  const after = (await updatePageRow(db, id, { status: "published" })) ?? before;
  revalidatePage({ slugs: await addressesOf(db, after), live: after.slug });
  return { page: toAdminPage(after), changed: true };
}

/** Takes the page off the site (its addresses, old ones too, are 404s again); it stays a draft to edit and publish later. */
export async function unpublishPage(actor: SessionUser, id: number): Promise<AdminPage> {
  requirePageManager(actor);
  const db = await getDb();
  const before = await requirePage(db, id);
  if (before.status !== "published") throw new ConflictError(PAGE_ERRORS.notPublished);
  const after = (await updatePageRow(db, id, { status: "draft" })) ?? before;
  revalidatePage({ slugs: await addressesOf(db, after) });
  return toAdminPage(after);
}

/** Deletes the page for good, its old addresses with it (the audit log keeps its title and address). */
export async function deletePage(actor: SessionUser, id: number): Promise<AdminPage> {
  requirePageManager(actor);
  const db = await getDb();
  const oldSlugs = await listPageRedirectSlugs(db, id);
  const row = await deletePageRow(db, id);
  if (!row) throw new NotFoundError(PAGE_ERRORS.notFound);
  if (row.status === "published") revalidatePage({ slugs: [row.slug, ...oldSlugs] });
  return toAdminPage(row);
}

/**
 * The page's old addresses, alphabetically. Not its slug: a page moved back to an old address of
 * its own keeps that row (it leads on again if the page moves away), but the address is its own now.
 */
async function oldSlugsOf(db: Db, row: PageRow): Promise<string[]> {
  return (await listPageRedirectSlugs(db, row.id)).filter((slug) => slug !== row.slug);
}

const toRedirect = (slug: string): PageRedirect => ({ slug, url: `/${slug}` });

export async function listOldAddresses(actor: SessionUser, id: number): Promise<PageRedirect[]> {
  requirePageManager(actor);
  const db = await getDb();
  return (await oldSlugsOf(db, await requirePage(db, id))).map(toRedirect);
}

/**
 * Stops an old address leading to the page: /{slug} is a 404 from then on (unless another page is
 * there). Only that address is rendered again, and only when readers could follow it (the page is published).
 */
export async function removeOldAddress(actor: SessionUser, id: number, slug: string): Promise<{ page: AdminPage; removed: PageRedirect }> {
  requirePageManager(actor);
  const db = await getDb();
  const row = await requirePage(db, id);
  if (slug === row.slug || !(await deletePageRedirect(db, id, slug))) throw new NotFoundError(PAGE_ERRORS.redirectNotFound);
  if (row.status === "published") revalidateAddress(slug);
  return { page: toAdminPage(row), removed: toRedirect(slug) };
}

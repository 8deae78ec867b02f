import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { STAFF_ROLES } from "@/lib/auth/capabilities";
import { authorRedirects, authors, postAuthors, posts, users } from "@/lib/db/schema";
import type { Db } from "./repository";

// The newsroom's queries on bylines (the profiles behind /author/{slug}). Each takes the database or
// a transaction and answers undefined or [] for nothing; lib/newsroom/bylines.ts decides.

export type BylineRow = typeof authors.$inferSelect;
export type NewBylineRow = typeof authors.$inferInsert;

const accountName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
/** The articles (any status, deleted ones aside) that carry the byline, first or not. */
const articleCount = sql<number>`(select count(*)::int from posts p where p.deleted_at is null and (p.author_id = "authors".id or exists (select 1 from post_authors pa where pa.post_id = p.id and pa.author_id = "authors".id)))`;

export interface BylineListRow extends BylineRow {
  userName: string | null;
  count: number;
}

/** Every byline (or the one with `id`), by name, with its account's name and its articles' count. */
export async function listBylineRows(db: Db, id?: number): Promise<BylineListRow[]> {
  const rows = await db
    .select({ author: authors, userName: accountName, count: articleCount })
    .from(authors)
    .leftJoin(users, eq(users.id, authors.userId))
    .where(id === undefined ? undefined : eq(authors.id, id))
    .orderBy(asc(authors.name), asc(authors.id));
  return rows.map((row) => ({ ...row.author, userName: row.userName, count: row.count }));
}

export async function findBylineRow(db: Db, id: number): Promise<BylineRow | undefined> {
  const [row] = await db.select().from(authors).where(eq(authors.id, id));
  return row;
}

export async function insertByline(db: Db, values: NewBylineRow): Promise<BylineRow> {
  const [row] = await db.insert(authors).values(values).returning();
  return row!;
}

export async function updateBylineRow(db: Db, id: number, values: Partial<NewBylineRow>): Promise<BylineRow> {
  const [row] = await db.update(authors).set(values).where(eq(authors.id, id)).returning();
  return row!;
}

/** Whether a slug is in use, as another byline's or as an old address that leads to another byline. */
export async function bylineSlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const except = (column: typeof authors.id | typeof authorRedirects.authorId) =>
    exceptId === undefined ? undefined : ne(column, exceptId);
  const [owner] = await db
    .select({ id: authors.id })
    .from(authors)
    .where(and(eq(authors.slug, slug), except(authors.id)));
  if (owner) return true;
  const [redirect] = await db
    .select({ id: authorRedirects.authorId })
    .from(authorRedirects)
    .where(and(eq(authorRedirects.slug, slug), except(authorRedirects.authorId)));
  return redirect !== undefined;
}

/** The slugs among `candidates` in use by bylines or their old addresses. */
export async function bylineSlugsInUse(db: Db, candidates: string[]): Promise<Set<string>> {
  const [live, old] = await Promise.all([
    db.select({ slug: authors.slug }).from(authors).where(inArray(authors.slug, candidates)),
    db.select({ slug: authorRedirects.slug }).from(authorRedirects).where(inArray(authorRedirects.slug, candidates)),
  ]);
  return new Set([...live, ...old].map((row) => row.slug));
}

/**
 * A byline moves from `from` to `to`: the old slug leads to it (308), and its own old address `to`
 * (when it goes back to one) is a live slug again rather than a redirect.
 */
export async function moveBylineSlug(db: Db, authorId: number, from: string, to: string): Promise<void> {
  await db.delete(authorRedirects).where(and(eq(authorRedirects.slug, to), eq(authorRedirects.authorId, authorId)));
  await db.insert(authorRedirects).values({ slug: from, authorId }).onConflictDoUpdate({ target: authorRedirects.slug, set: { authorId } });
}

/** The ids of the articles (any status) carrying the byline, first or not: the pages to revalidate. */
export async function postIdsWithByline(db: Db, authorId: number): Promise<number[]> {
  const [listed, first] = await Promise.all([
    db.select({ id: postAuthors.postId }).from(postAuthors).where(eq(postAuthors.authorId, authorId)),
    db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, authorId)),
  ]);
  return [...new Set([...listed, ...first].map((row) => row.id))];
}

/** A staff account (any of the four roles), or undefined: what a byline may be linked to. */
export async function findStaffAccount(db: Db, id: number): Promise<{ id: number; name: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: accountName })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])));
  return row;
}

/** Every staff account, by name: the choices for linking a byline. */
export async function listStaffAccounts(db: Db): Promise<{ id: number; name: string; email: string | null; role: string }[]> {
  const rows = await db
    .select({ id: users.id, name: accountName, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({ ...row, name: row.name ?? row.email ?? `Account ${row.id}` }));
}

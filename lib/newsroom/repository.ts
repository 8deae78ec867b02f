import { aliasedTable, and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { auditLog, authors, postRevisions, posts, users } from "@/lib/db/schema";
import { containsPattern, escapeLike } from "@/lib/db/like";
import type { PostStatus } from "@/lib/db/enums";
import { decodeCursor, encodeCursor } from "@/lib/posts/cursor";
import type { AdminPostQuery } from "./schemas";
import type { AuditAction, AuditEntry, AuthorChoice, RevisionReason } from "./types";

// The newsroom's queries: each takes the database (or a transaction) and answers undefined or []
// for nothing; lib/newsroom/service.ts decides what that means.

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Db = Database | Tx;
export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;
export type RevisionRow = typeof postRevisions.$inferSelect;

export interface PostRecord extends PostRow {
  authorName: string | null;
  ownerName: string | null;
  /** Null when the category_id has no category (it reads as General). */
  categoryName: string | null;
}

const owners = aliasedTable(users, "owners");
const ownerName = sql<string | null>`nullif(trim(${owners.firstName} || ' ' || ${owners.lastName}), '')`;
const categoryName = sql<string | null>`(select c.name from categories c where c.id = ${posts.categoryId})`;
const timeText = (column: typeof posts.createdAt | typeof auditLog.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function recordQuery(db: Db) {
  return db
    .select({ post: posts, authorName: authors.name, ownerName, categoryName })
    .from(posts)
    .leftJoin(authors, eq(posts.authorId, authors.id))
    .leftJoin(owners, eq(posts.ownerId, owners.id));
}

const toRecord = (row: {
  post: PostRow;
  authorName: string | null;
  ownerName: string | null;
  categoryName: string | null;
}): PostRecord => ({
  ...row.post,
  authorName: row.authorName,
  ownerName: row.ownerName,
  categoryName: row.categoryName,
});

/** Any post, deleted or not, with its byline's and owner's names. */
export async function findPostRecord(db: Db, id: number): Promise<PostRecord | undefined> {
  const [row] = await recordQuery(db).where(eq(posts.id, id));
  return row && toRecord(row);
}

/** The post's row, locked until the transaction ends: concurrent saves of one article queue here. */
export async function lockPost(tx: Tx, id: number): Promise<PostRow | undefined> {
  const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
  return row;
}

export async function slugOwner(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug));
  return row?.id;
}

/** The slugs in use that start with `base` (to number a generated one past them). */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: posts.slug })
    .from(posts)
    .where(sql`${posts.slug} like ${`${escapeLike(base)}%`}`);
  return new Set(rows.map((row) => row.slug));
}

export async function insertPost(db: Db, values: NewPostRow): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  return row!;
}

export async function updatePost(db: Db, id: number, values: Partial<NewPostRow>): Promise<PostRow> {
  const [row] = await db.update(posts).set(values).where(eq(posts.id, id)).returning();
  return row!;
}

/** A byline and the staff account it belongs to. */
export async function findByline(db: Db, id: number): Promise<{ id: number; userId: number | null } | undefined> {
  const [row] = await db.select({ id: authors.id, userId: authors.userId }).from(authors).where(eq(authors.id, id));
  return row;
}

export async function listAuthorChoices(db: Db): Promise<AuthorChoice[]> {
  return db.select({ id: authors.id, name: authors.name, role: authors.role }).from(authors).orderBy(asc(authors.name));
}

/**
 * The newsroom's list, newest first (by creation), keyset-paged like the reading lists. Deleted
 * posts appear only under status "deleted".
 */
export async function listPostRecords(
  db: Db,
  query: AdminPostQuery,
): Promise<{ rows: (PostRecord & { createdAtText: string })[]; nextCursor: string | null } | "invalid-cursor"> {
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && cursor?.k !== "n") return "invalid-cursor";
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const conditions: (SQL | undefined)[] = [
    query.status === "deleted" ? isNotNull(posts.deletedAt) : isNull(posts.deletedAt),
    query.status && query.status !== "deleted" ? eq(posts.status, query.status) : undefined,
    query.author === undefined ? undefined : eq(posts.authorId, query.author),
    query.category === undefined ? undefined : eq(posts.categoryId, query.category),
    pattern ? or(ilike(posts.title, pattern), ilike(posts.slug, pattern), ilike(posts.summary, pattern)) : undefined,
    cursor?.k === "n" ? sql`(${posts.createdAt}, ${posts.id}) < (${cursor.t}::timestamptz, ${cursor.i})` : undefined,
  ];
  const rows = await db
    .select({ post: posts, authorName: authors.name, ownerName, categoryName, createdAtText: timeText(posts.createdAt) })
    .from(posts)
    .leftJoin(authors, eq(posts.authorId, authors.id))
    .leftJoin(owners, eq(posts.ownerId, owners.id))
    .where(and(...conditions))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => ({ ...toRecord(row), createdAtText: row.createdAtText })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ k: "n", t: last.createdAtText, i: last.post.id }) : null,
  };
}

/** At most this many of the review queue are listed (its count is exact). */
export const REVIEW_QUEUE_LIMIT = 100;

/** The articles waiting for review (deleted ones aside), longest waiting first, and how many there are. */
export async function listReviewQueue(db: Db): Promise<{ rows: PostRecord[]; count: number }> {
  const waiting = and(eq(posts.status, "in_review"), isNull(posts.deletedAt));
  const [rows, [total]] = await Promise.all([
    recordQuery(db).where(waiting).orderBy(asc(posts.submittedAt), asc(posts.id)).limit(REVIEW_QUEUE_LIMIT),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(posts)
      .where(waiting),
  ]);
  return { rows: rows.map(toRecord), count: total?.count ?? 0 };
}

/** Who reviews submissions: the active editors and admins with an e-mail address. */
export async function reviewerAddresses(db: Db): Promise<{ email: string; firstName: string; lastName: string }[]> {
  const rows = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.role, ["editor", "admin"]), isNull(users.deactivatedAt), isNotNull(users.email)))
    .orderBy(asc(users.id));
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

/** A staff account's address and name (the writer a sent-back article is mailed to). */
export async function accountAddress(
  db: Db,
  id: number,
): Promise<{ email: string | null; firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, id));
  return row && !row.deactivatedAt ? { email: row.email, firstName: row.firstName, lastName: row.lastName } : undefined;
}

/**
 * The scheduler's one statement: every due scheduled post goes live, stamped with the time it was
 * due. Atomic, so with several app processes each due post is published by exactly one of them.
 */
export async function publishDue(db: Db, now: Date): Promise<{ id: number; title: string; publishedAt: Date }[]> {
  return db
    .update(posts)
    .set({ status: "published", publishedAt: sql`${posts.publishAt}`, publishAt: null, updatedAt: now })
    .where(and(eq(posts.status, "scheduled"), lte(posts.publishAt, now), isNull(posts.deletedAt)))
    .returning({ id: posts.id, title: posts.title, publishedAt: posts.publishedAt });
}

// Revisions

export interface NewRevision {
  postId: number;
  userId: number | null;
  reason: RevisionReason;
  status: PostStatus;
  title: string;
  description: string;
  fields: Record<string, unknown>;
}

export async function latestRevision(db: Db, postId: number): Promise<RevisionRow | undefined> {
  const [row] = await db.select().from(postRevisions).where(eq(postRevisions.postId, postId)).orderBy(desc(postRevisions.id)).limit(1);
  return row;
}

export async function insertRevision(db: Db, revision: NewRevision): Promise<RevisionRow> {
  const [row] = await db.insert(postRevisions).values(revision).returning();
  return row!;
}

/** Brings an editing revision up to date instead of adding one (edits within a few minutes share one). */
export async function replaceRevision(db: Db, id: number, revision: NewRevision): Promise<void> {
  await db.update(postRevisions).set(revision).where(eq(postRevisions.id, id));
}

export async function findRevision(db: Db, postId: number, id: number): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, id)));
  return row;
}

/** The revision just before `revision` of the same post, if any (ids grow with time). */
export async function previousRevision(db: Db, revision: RevisionRow): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, revision.postId), lt(postRevisions.id, revision.id)))
    .orderBy(desc(postRevisions.id))
    .limit(1);
  return row;
}

/** A post's revisions, newest first, with who took them. */
export async function listRevisions(db: Db, postId: number): Promise<(RevisionRow & { userName: string | null })[]> {
  const rows = await db
    .select({ revision: postRevisions, userName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')` })
    .from(postRevisions)
    .leftJoin(users, eq(postRevisions.userId, users.id))
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id))
    .limit(500);
  return rows.map((row) => ({ ...row.revision, userName: row.userName }));
}

// The audit log

export interface NewAuditEntry {
  userId: number | null;
  action: AuditAction;
  /** The article concerned; null for a staff action on no article (an image). */
  postId: number | null;
  postTitle: string;
  details?: Record<string, unknown>;
}

export async function insertAudit(db: Db, entries: NewAuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditLog).values(entries.map((entry) => ({ ...entry, details: entry.details ?? {} })));
}

/** Newest first, keyset-paged. */
export async function listAudit(
  db: Db,
  options: { cursor?: string; limit: number },
): Promise<{ entries: AuditEntry[]; nextCursor: string | null } | "invalid-cursor"> {
  const cursor = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
  if (options.cursor !== undefined && cursor?.k !== "n") return "invalid-cursor";
  const rows = await db
    .select({
      entry: auditLog,
      userName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      createdAtText: timeText(auditLog.createdAt),
    })
    .from(auditLog)
    .leftJoin(users, eq(auditLog.userId, users.id))
    .where(cursor?.k === "n" ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.t}::timestamptz, ${cursor.i})` : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ entry, userName }) => ({
      id: entry.id,
      action: entry.action as AuditAction,
      postId: entry.postId,
      postTitle: entry.postTitle,
      userId: entry.userId,
      userName,
      details: entry.details as Record<string, unknown>,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: rows.length > options.limit && last ? encodeCursor({ k: "n", t: last.createdAtText, i: last.entry.id }) : null,
  };
}

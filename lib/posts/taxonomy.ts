import { and, asc, eq, gt, ilike, or, sql } from "drizzle-orm";
import { preparedOnce, type Database } from "@/lib/db/client";
import { authorRedirects, authors, categories, categoryRedirects, tagRedirects, tags } from "@/lib/db/schema";
import type { Category } from "@/lib/categories/categories";
import { containsPattern } from "@/lib/db/like";
import { uploadUrl } from "@/lib/storage/names";
import { bylinedBy, isLiveSql } from "./repository";
import type { AuthorProfile, AuthorRef, TagInfo } from "./types";

// The reading side of tags and bylines: the queries behind /tag/{slug}, /author/{slug}, the
// related articles, search and the sitemaps. Writes are the newsroom's (lib/newsroom/taxonomy.ts).

// Written as "tags".id and "authors".id: drizzle leaves a column unqualified in a query without
// joins, and inside these subqueries a bare "id" would name the posts' id.
/** Published articles carrying the tag. */
const liveCountOfTag = sql<number>`(select count(*)::int from post_tags pt join posts p on p.id = pt.post_id where pt.tag_id = "tags".id and ${isLiveSql("p")})`;
/** Published articles under the byline (in post_authors or by author_id). */
const liveCountOfAuthor = sql<number>`(select count(*)::int from posts p where ${isLiveSql("p")} and (p.author_id = "authors".id or exists (select 1 from post_authors pa where pa.post_id = p.id and pa.author_id = "authors".id)))`;

const tagColumns = { id: tags.id, name: tags.name, slug: tags.slug, description: tags.description, count: liveCountOfTag };

export async function findTagBySlug(db: Database, slug: string): Promise<TagInfo | undefined> {
  const [row] = await db.select(tagColumns).from(tags).where(eq(tags.slug, slug));
  return row;
}

/** Where an old slug (of a merged or renamed tag) now leads. */
/** Every category, by id (the spec's ten first, then the newsroom's own). */
export function listCategoryRows(db: Database): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, description: categories.description })
    .from(categories)
    .orderBy(asc(categories.id));
}

/** The slug a merged or re-slugged category's old slug now leads to. */
export async function findCategoryRedirect(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categoryRedirects)
    .innerJoin(categories, eq(categories.id, categoryRedirects.categoryId))
    .where(eq(categoryRedirects.slug, slug));
  return row?.slug;
}

export async function findTagRedirect(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: tags.slug })
    .from(tagRedirects)
    .innerJoin(tags, eq(tags.id, tagRedirects.tagId))
    .where(eq(tagRedirects.slug, slug));
  return row?.slug;
}

/** Tags with published articles, by slug, after `afterSlug` (keyset): `limit + 1` rows to tell whether more follow. */
export async function listLiveTags(db: Database, limit: number, afterSlug?: string): Promise<TagInfo[]> {
  return db
    .select(tagColumns)
    .from(tags)
    .where(and(afterSlug === undefined ? undefined : gt(tags.slug, afterSlug), sql`${liveCountOfTag} > 0`))
    .orderBy(asc(tags.slug))
    .limit(limit + 1);
}

function toProfile(row: typeof authors.$inferSelect & { count: number }): AuthorProfile {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    bio: row.bio,
    role: row.role,
    avatar: row.avatar ? uploadUrl(row.avatar) : null,
    links: row.links,
    count: row.count,
  };
}

export async function findAuthorBySlug(db: Database, slug: string): Promise<AuthorProfile | undefined> {
  const [row] = await db.select({ author: authors, count: liveCountOfAuthor }).from(authors).where(eq(authors.slug, slug));
  return row && toProfile({ ...row.author, count: row.count });
}

/**
 * A byline by slug (id and name, not the count of its articles) with the ids of its `limit` latest
 * live articles, newest first, as its page lists them: the article's "More from {byline}". One
 * statement, as every cold article asks and a round trip costs more than the lookups.
 */
export async function findBylineLatest(
  db: Database,
  slug: string,
  limit: number,
): Promise<{ author: AuthorRef; latest: number[] } | undefined> {
  const [row] = await bylineLatest(db).execute({ slug, limit });
  if (!row) return undefined;
  return { author: { id: Number(row.id), name: row.name, slug: row.slug }, latest: row.latest.map(Number) };
}

const bylineLatest = preparedOnce((db) =>
  db
    .select({
      id: authors.id,
      name: authors.name,
      slug: authors.slug,
      latest: sql<(number | string)[]>`array(
        select "posts".id from posts
        where ${isLiveSql("posts")} and ${bylinedBy(sql`${authors.id}`)}
        order by "posts".published_at desc, "posts".id desc
        limit ${sql.placeholder("limit")})`,
    })
    .from(authors)
    .where(eq(authors.slug, sql.placeholder("slug")))
    .prepare("byline_latest"),
);

/** Where an old slug of a byline (before its slug changed) now leads. */
export async function findAuthorRedirect(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: authors.slug })
    .from(authorRedirects)
    .innerJoin(authors, eq(authors.id, authorRedirects.authorId))
    .where(eq(authorRedirects.slug, slug));
  return row?.slug;
}

/**
 * Up to `limit` published articles related to a post: most shared tags first, then the same
 * category, then the newest. Never the post itself, never a draft.
 *
 * Every cold article runs this, so it must not grow with the archive: the answer is the best
 * `limit` of three parts, each read from an index — the posts sharing a tag (post_tags by tag),
 * then the others in the post's category and in the rest (the published indexes, newest first) —
 * instead of counting shared tags for every published post (a scan of the table: 30–50 ms of the
 * database per cold article with 5,000 of them; this is under 1 ms). The outer order is the
 * original's, so the answer is the same (tests/unit/posts/taxonomy.test.ts compares the two).
 */
export async function relatedPostIds(db: Database, post: { id: number; categoryId: number }, limit: number): Promise<number[]> {
  const rows = await relatedIds(db).execute({ id: post.id, categoryId: post.categoryId, limit });
  return rows.map((row) => Number(row.id));
}

const relatedIds = preparedOnce((db) => {
  const [id, categoryId, limit] = [sql.placeholder("id"), sql.placeholder("categoryId"), sql.placeholder("limit")];
  return db
    .select({ id: sql<number | string>`id` })
    .from(
      sql`(
    with shared as (
      select pt.post_id as id, count(*) as n
      from post_tags pt
      where pt.tag_id in (select tag_id from post_tags where post_id = ${id}) and pt.post_id <> ${id}
      group by pt.post_id
    ),
    candidates as (
      (select p.id, s.n, p.category_id = ${categoryId} as same, p.published_at
       from shared s join posts p on p.id = s.id
       where ${isLiveSql("p")}
       order by s.n desc, same desc, p.published_at desc, p.id desc
       limit ${limit})
      union all
      (select p.id, 0, true, p.published_at
       from posts p
       where ${isLiveSql("p")} and p.category_id = ${categoryId} and p.id <> ${id} and p.id not in (select id from shared)
       order by p.published_at desc, p.id desc
       limit ${limit})
      union all
      (select p.id, 0, false, p.published_at
       from posts p
       where ${isLiveSql("p")} and p.category_id <> ${categoryId} and p.id <> ${id} and p.id not in (select id from shared)
       order by p.published_at desc, p.id desc
       limit ${limit})
    )
    select id from candidates order by n desc, same desc, published_at desc, id desc limit ${limit}) as related`,
    )
    .prepare("related_post_ids");
});

/** Tags and bylines whose name contains the query (case-insensitive), those with published articles only. */
export async function searchTaxonomy(db: Database, query: string, limit: number): Promise<{ tags: TagInfo[]; authors: AuthorProfile[] }> {
  const pattern = containsPattern(query);
  const [tagRows, authorRows] = await Promise.all([
    db
      .select(tagColumns)
      .from(tags)
      .where(and(or(ilike(tags.name, pattern), ilike(tags.slug, pattern)), sql`${liveCountOfTag} > 0`))
      .orderBy(asc(tags.name))
      .limit(limit),
    db
      .select({ author: authors, count: liveCountOfAuthor })
      .from(authors)
      .where(and(ilike(authors.name, pattern), sql`${liveCountOfAuthor} > 0`))
      .orderBy(asc(authors.name))
      .limit(limit),
  ]);
  return { tags: tagRows, authors: authorRows.map((row) => toProfile({ ...row.author, count: row.count })) };
}

/** Every tag and byline with published articles, for the sitemap. */
export async function listTaxonomyLinks(db: Database): Promise<{ tags: string[]; authors: string[] }> {
  const [tagRows, authorRows] = await Promise.all([
    db
      .select({ slug: tags.slug })
      .from(tags)
      .where(sql`${liveCountOfTag} > 0`)
      .orderBy(asc(tags.slug)),
    db
      .select({ slug: authors.slug })
      .from(authors)
      .where(sql`${liveCountOfAuthor} > 0`)
      .orderBy(asc(authors.slug)),
  ]);
  return { tags: tagRows.map((row) => row.slug), authors: authorRows.map((row) => row.slug) };
}

import { and, asc, desc, eq, gt, gte, isNull, or, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import { preparedOnce, type Database } from "@/lib/db/client";
import { authors, categories, corrections, frontPagePins, media, posts, type MediaVariantRow } from "@/lib/db/schema";
import { categoryOrGeneral, GENERAL_CATEGORY } from "@/lib/categories/categories";
import { InvalidInputError } from "@/lib/errors";
import { decodeCursor, encodeCursor, type Cursor } from "./cursor";
import { uploadUrl } from "@/lib/storage/names";
import { imageSources, postImageUrl } from "./images";
import { MAX_PAGE_SIZE } from "./list";
import { POST_ERRORS } from "./messages";
import type { PostStatus } from "@/lib/db/enums";
import type { Correction, CorrectionListing, PostDetail, PostLink, PostOrder, PostPage, PostRef, PostSummary } from "./types";

/** A cursor this server did not issue, or one issued for the other order: a 400 naming `cursor`. */
export class InvalidCursorError extends InvalidInputError {
  constructor() {
    super(POST_ERRORS.invalidCursor, { cursor: POST_ERRORS.invalidCursor.message });
    this.name = "InvalidCursorError";
  }
}

/**
 * What readers may see: published and not deleted. Drafts, scheduled, unpublished and deleted posts
 * are invisible everywhere; every reading query (lists, trending, search, the article, the sitemaps,
 * the feed, reactions, comments) goes through this condition.
 */
export const isLive = (): SQL => and(eq(posts.status, "published"), isNull(posts.deletedAt))!;
/** The same condition for raw SQL on `posts` under the alias `alias`. */
export const isLiveSql = (alias: string): SQL => sql.raw(`${alias}.status = 'published' and ${alias}.deleted_at is null`);

/** The live post with this id. */
export const publishedPostWithId = (id: number | Placeholder) => and(eq(posts.id, id), isLive());

/** Whether there is a published post with this id. */
export async function isPublishedPost(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(publishedPostWithId(id));
  return row !== undefined;
}

/** The id of the live post with this slug (its address /articles/{slug} leads to /post/{id}). */
export async function findLivePostIdBySlug(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, slug), isLive()));
  return row?.id;
}

/** A post's category and whether readers see it, whatever its state; undefined when there is no such post. */
export interface PostPlacement {
  /** Null when the post's category_id has no category. */
  categorySlug: string | null;
  live: boolean;
  /** The tags and bylines whose pages list the post. */
  tagSlugs: string[];
  authorSlugs: string[];
}

export async function findPostPlacement(db: Database, id: number): Promise<PostPlacement | undefined> {
  const [row] = await db
    .select({
      categorySlug: sql<string | null>`(select c.slug from categories c where c.id = ${posts.categoryId})`,
      live: sql<boolean>`${isLive()}`,
      tagSlugs: sql<
        string[]
      >`coalesce((select array_agg(t.slug) from post_tags pt join tags t on t.id = pt.tag_id where pt.post_id = ${posts.id}), '{}')`,
      authorSlugs: sql<
        string[]
      >`coalesce((select array_agg(a.slug) from post_authors pa join authors a on a.id = pa.author_id where pa.post_id = ${posts.id}), '{}')`,
    })
    .from(posts)
    .where(eq(posts.id, id));
  return row;
}

// Postgres keeps microseconds; a JS Date keeps milliseconds. The cursor carries the exact text.
const publishedAtText = sql<string>`to_char(${posts.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const postColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  summary: posts.summary,
  status: posts.status,
  categoryId: posts.categoryId,
  authorId: posts.authorId,
  featuredImageName: posts.featuredImageName,
  views: posts.views,
  likes: posts.likes,
  commentsCount: posts.commentsCount,
  readingMinutes: posts.readingMinutes,
  publishedAt: posts.publishedAt,
  publishedAtText: publishedAtText.as("published_at_text"),
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

/** A post's tags `[{ name, slug }]` in the editor's order (a correlated subquery: one page's rows at a time). */
const tagsOf = (postId: AnyColumn) =>
  sql<
    PostRef[]
  >`coalesce((select json_agg(json_build_object('name', t.name, 'slug', t.slug) order by pt.position, t.id) from post_tags pt join tags t on t.id = pt.tag_id where pt.post_id = ${postId}), '[]'::json)`;
/** A post's bylines `[{ name, slug }]` in order; a post saved before post_authors existed has its author_id. */
const authorsOf = (postId: AnyColumn, authorId: AnyColumn) =>
  sql<
    PostRef[]
  >`coalesce((select json_agg(json_build_object('name', a.name, 'slug', a.slug) order by pa.position, a.id) from post_authors pa join authors a on a.id = pa.author_id where pa.post_id = ${postId}), (select json_build_array(json_build_object('name', a.name, 'slug', a.slug)) from authors a where a.id = ${authorId}), '[]'::json)`;

const summaryColumns = {
  ...postColumns,
  categoryName: categories.name,
  categorySlug: categories.slug,
  authorName: authors.name,
  authorAvatar: authors.avatar,
  imageVariants: media.variants,
  tags: tagsOf(posts.id),
  bylines: authorsOf(posts.id, posts.authorId),
};

// "posts".id, not ${posts.id}: drizzle leaves a column unqualified in a query without joins, and a
// bare "id" inside these subqueries is ambiguous.
/** Posts carrying a tag (by id). */
const taggedWith = (tagId: number): SQL => sql`exists (select 1 from post_tags pt where pt.post_id = "posts".id and pt.tag_id = ${tagId})`;
/** Posts under a byline (its id, or an SQL expression of it): among its post_authors, or its single author_id. */
export const bylinedBy = (authorId: number | SQL): SQL =>
  sql`("posts".author_id = ${authorId} or exists (select 1 from post_authors pa where pa.post_id = "posts".id and pa.author_id = ${authorId}))`;

type SummaryRow = {
  id: number;
  title: string;
  slug: string;
  summary: string;
  status: PostStatus;
  categoryId: number;
  featuredImageName: string | null;
  views: number;
  likes: number;
  commentsCount: number;
  readingMinutes: number;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  /** Null when the category_id has no category (General). */
  categoryName: string | null;
  categorySlug: string | null;
  authorName: string | null;
  authorAvatar: string | null;
  /** The featured image's row in the media library, when it has one. */
  imageVariants: MediaVariantRow[] | null;
  tags: PostRef[];
  bylines: PostRef[];
};

const STAFF_BYLINE = "Basis Point staff";

function toSummary(row: SummaryRow): PostSummary {
  const category = categoryOrGeneral(row.categoryName, row.categorySlug);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: `/post/${row.id}`,
    content: row.summary,
    status: row.status,
    category_id: row.categoryId,
    category: category.name,
    category_name: category.name,
    category_slug: category.slug,
    date: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    featured_image_name: row.featuredImageName,
    image: postImageUrl(row),
    image_srcset: imageSources(row.imageVariants),
    author: { name: row.authorName ?? STAFF_BYLINE, avatar: row.authorAvatar ? uploadUrl(row.authorAvatar) : null },
    views: row.views,
    likes: row.likes,
    comments: row.commentsCount,
    tags: row.tags,
    authors: row.bylines,
    reading_minutes: row.readingMinutes,
  };
}

function afterCursor(cursor: Cursor, order: PostOrder): SQL {
  if (order === "newest" && cursor.k === "n") {
    return sql`(${posts.publishedAt}, ${posts.id}) < (${cursor.t}::timestamptz, ${cursor.i})`;
  }
  if (order === "trending" && cursor.k === "v") {
    return sql`(${posts.views}, ${posts.id}) < (${cursor.v}, ${cursor.i})`;
  }
  throw new InvalidCursorError();
}

export interface ListOptions {
  limit: number;
  cursor?: string;
  categoryId?: number;
  /** Only the posts carrying this tag (by id). */
  tagId?: number;
  /** Only the posts under this byline (by id). */
  authorId?: number;
  order?: PostOrder;
}

function resolveCursor(value: string | undefined): Cursor | undefined {
  if (value === undefined) return undefined;
  const cursor = decodeCursor(value);
  if (!cursor) throw new InvalidCursorError();
  return cursor;
}

/**
 * The query behind a list page (one row more than asked, to know whether another page follows).
 * The page is cut from the posts index first and only then joined to its authors, so the planner
 * never sorts the table.
 */
export function listQuery(db: Database, options: ListOptions) {
  const order = options.order ?? "newest";
  const limit = Math.min(Math.max(Math.trunc(options.limit), 1), MAX_PAGE_SIZE);
  const cursor = resolveCursor(options.cursor);
  const conditions: (SQL | undefined)[] = [
    isLive(),
    options.categoryId === undefined ? undefined : eq(posts.categoryId, options.categoryId),
    options.tagId === undefined ? undefined : taggedWith(options.tagId),
    options.authorId === undefined ? undefined : bylinedBy(options.authorId),
    cursor ? afterCursor(cursor, order) : undefined,
  ];
  const page = db
    .select(postColumns)
    .from(posts)
    .where(and(...conditions))
    .orderBy(...(order === "newest" ? [desc(posts.publishedAt), desc(posts.id)] : [desc(posts.views), desc(posts.id)]))
    .limit(limit + 1)
    .as("page");
  return db
    .select({
      ...page._.selectedFields,
      categoryName: categories.name,
      categorySlug: categories.slug,
      authorName: authors.name,
      authorAvatar: authors.avatar,
      imageVariants: media.variants,
      tags: tagsOf(page.id),
      bylines: authorsOf(page.id, page.authorId),
    })
    .from(page)
    .leftJoin(categories, eq(page.categoryId, categories.id))
    .leftJoin(authors, eq(page.authorId, authors.id))
    .leftJoin(media, eq(page.featuredImageName, media.name))
    .orderBy(...(order === "newest" ? [desc(page.publishedAt), desc(page.id)] : [desc(page.views), desc(page.id)]));
}

/**
 * One page of published posts, newest (or most viewed) first, starting after `cursor`.
 * Walks an index from the cursor's key: no OFFSET, so page 1,000 costs what page 1 costs.
 */
export async function listPublishedPosts(db: Database, options: ListOptions): Promise<PostPage> {
  const order = options.order ?? "newest";
  const limit = Math.min(Math.max(Math.trunc(options.limit), 1), MAX_PAGE_SIZE);
  const rows = await listQuery(db, options);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const hasMore = rows.length > limit && last !== undefined;
  const nextCursor = hasMore
    ? encodeCursor(order === "newest" ? { k: "n", t: last.publishedAtText, i: last.id } : { k: "v", v: last.views, i: last.id })
    : null;
  return { posts: page.map(toSummary), nextCursor };
}

/** A post as stored: its body as saved, and the sanitizer that saved it (lib/content/sanitize.ts), if any. */
export type StoredPostDetail = PostDetail & { bodySanitizedWith: string | null };

/** A live post with its body as stored (not sanitized here), or undefined. Drafts are not public. */
export async function findPublishedPost(db: Database, id: number): Promise<StoredPostDetail | undefined> {
  const [row] = await publishedPostDetail(db).execute({ id });
  return row && toPostDetail(row);
}

/** Any post that is not deleted, as the article page would render it: the newsroom's preview of a draft. */
export async function findPostForPreview(db: Database, id: number): Promise<StoredPostDetail | undefined> {
  const [row] = await postDetail(db, and(eq(posts.id, id), isNull(posts.deletedAt))!);
  return row && toPostDetail(row);
}

/** Every cold article reads its post by this statement. */
const publishedPostDetail = preparedOnce((db) =>
  postDetail(db, publishedPostWithId(sql.placeholder("id"))!).prepare("published_post_detail"),
);

function postDetail(db: Database, condition: SQL) {
  return db
    .select({
      ...summaryColumns,
      description: posts.description,
      bodySanitizedWith: posts.bodySanitizedWith,
      showAuthor: posts.showAuthor,
      showTopBanner: posts.showTopBanner,
      topBannerName: posts.topBannerName,
      topBannerUrl: posts.topBannerUrl,
      showBottomBanner: posts.showBottomBanner,
      bottomBannerName: posts.bottomBannerName,
      bottomBannerUrl: posts.bottomBannerUrl,
      authorBio: authors.bio,
      authorRole: authors.role,
      featuredImageAlt: posts.featuredImageAlt,
      featuredImageCaption: posts.featuredImageCaption,
      bodyUpdatedAt: posts.bodyUpdatedAt,
      correctionNote: posts.correctionNote,
      corrections: sql<
        Correction[]
      >`coalesce((select json_agg(json_build_object('id', c.id, 'text', c.text, 'createdAt', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by c.created_at desc, c.id desc) from corrections c where c.post_id = ${posts.id}), '[]'::json)`,
      seoTitle: posts.seoTitle,
      seoDescription: posts.seoDescription,
    })
    .from(posts)
    .leftJoin(categories, eq(posts.categoryId, categories.id))
    .leftJoin(authors, eq(posts.authorId, authors.id))
    .leftJoin(media, eq(posts.featuredImageName, media.name))
    .where(condition);
}

function toPostDetail(row: Awaited<ReturnType<typeof postDetail>>[number]): StoredPostDetail {
  const summary = toSummary(row);
  return {
    ...summary,
    description: row.description,
    show_author: row.showAuthor,
    show_top_banner: row.showTopBanner && row.topBannerName !== null,
    top_banner_name: row.topBannerName,
    top_banner_url: row.topBannerUrl,
    show_bottom_banner: row.showBottomBanner && row.bottomBannerName !== null,
    bottom_banner_name: row.bottomBannerName,
    bottom_banner_url: row.bottomBannerUrl,
    author: { ...summary.author, bio: row.authorBio ?? "", role: row.authorRole ?? "" },
    featured_image_alt: row.featuredImageAlt,
    featured_image_caption: row.featuredImageCaption,
    body_updated_at: row.bodyUpdatedAt?.toISOString() ?? null,
    correction_note: row.correctionNote,
    corrections: row.corrections,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    bodySanitizedWith: row.bodySanitizedWith,
  };
}

/** The published posts among `ids`, as list cards, in the order of `ids` (missing and draft posts left out). */
export async function findPublishedSummaries(db: Database, ids: readonly number[]): Promise<PostSummary[]> {
  if (ids.length === 0) return [];
  const rows = await publishedSummaries(db).execute({ ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every cold article reads its related cards by this statement (one text for any number of ids). */
const publishedSummaries = preparedOnce((db) =>
  db
    .select(summaryColumns)
    .from(posts)
    .leftJoin(categories, eq(posts.categoryId, categories.id))
    .leftJoin(authors, eq(posts.authorId, authors.id))
    .leftJoin(media, eq(posts.featuredImageName, media.name))
    .where(and(sql`${posts.id} = any(${sql.placeholder("ids")})`, isLive()))
    .prepare("published_summaries"),
);

/**
 * Counts one view of a published post. Touches only `views` (not `updated_at`): a view is not an
 * edit, and the cached pages are not revalidated for it.
 */
/** Adds counted views to published posts in one statement (post id → views); unknown ids are skipped. */
export async function addViews(db: Database, counts: ReadonlyMap<number, number>): Promise<void> {
  if (counts.size === 0) return;
  const rows = sql.join(
    [...counts].map(([id, views]) => sql`(${id}::integer, ${views}::integer)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE ${posts} SET views = ${posts.views} + counted.views FROM (VALUES ${rows}) AS counted(id, views) WHERE ${posts.id} = counted.id AND ${isLive()}`,
  );
}

/** The newest published posts, light rows for the sitemaps and the feed (walks the published index). */
export function listPostLinks(db: Database, limit: number): Promise<PostLink[]> {
  return postLinks(db, { limit });
}

/** The published posts since `since`, newest first (the news sitemap's at most 1,000). */
export function listRecentPostLinks(db: Database, since: Date): Promise<PostLink[]> {
  return postLinks(db, { limit: 1000, since });
}

async function postLinks(db: Database, { limit, since }: { limit: number; since?: Date }): Promise<PostLink[]> {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      summary: posts.summary,
      categoryName: sql<string>`coalesce(${categories.name}, ${GENERAL_CATEGORY.name})`,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
      authorName: authors.name,
      featuredImageName: posts.featuredImageName,
    })
    .from(posts)
    .leftJoin(categories, eq(posts.categoryId, categories.id))
    .leftJoin(authors, eq(posts.authorId, authors.id))
    .where(and(isLive(), since ? gte(posts.publishedAt, since) : undefined))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
}

/** Every correction of a live article, newest first: /corrections. */
export async function listLiveCorrections(db: Database): Promise<CorrectionListing[]> {
  const rows = await db
    .select({ id: corrections.id, text: corrections.text, createdAt: corrections.createdAt, postId: posts.id, title: posts.title })
    .from(corrections)
    .innerJoin(posts, eq(posts.id, corrections.postId))
    .where(isLive())
    .orderBy(desc(corrections.createdAt), desc(corrections.id));
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    post: { id: row.postId, title: row.title, url: `/post/${row.postId}` },
  }));
}

/** The front page's pinned stories still in force at `now` and live, in order. */
export async function listPinnedPostIds(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .select({ postId: frontPagePins.postId })
    .from(frontPagePins)
    .innerJoin(posts, eq(posts.id, frontPagePins.postId))
    .where(and(isLive(), or(isNull(frontPagePins.until), gt(frontPagePins.until, now))))
    .orderBy(asc(frontPagePins.position));
  return rows.map((row) => row.postId);
}

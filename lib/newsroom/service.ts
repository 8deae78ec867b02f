import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { GENERAL_CATEGORY } from "@/lib/categories/categories";
import { SANITIZER_ID } from "@/lib/content/sanitize";
import { getDb } from "@/lib/db/connection";
import type { PostStatus } from "@/lib/db/enums";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, UnprocessableError } from "@/lib/errors";
import { readingMinutes } from "@/lib/format/reading-time";
import { htmlToText, truncateText } from "@/lib/format/text";
import { findPostForPreview } from "@/lib/posts/repository";
import { readerPost, revalidatePosts } from "@/lib/posts/service";
import type { PostDetail } from "@/lib/posts/types";
import { can, mayUseBylines, type Actor } from "@/lib/auth/capabilities";
import { requireCategoryId } from "./categories";
import { bodyOf } from "./body";
import { diffVersions } from "./diff";
import { NEWSROOM_ERRORS, NEWSROOM_MESSAGES, staleVersionEntry } from "./messages";
import {
  findByline,
  findPostRecord,
  findRevision,
  insertAudit,
  insertPost,
  insertRevision,
  latestRevision,
  listAudit,
  listAuthorChoices,
  listPostRecords,
  listReviewQueue,
  listRevisions,
  lockPost,
  previousRevision,
  publishDue,
  replaceRevision,
  slugOwner,
  slugsLike,
  updatePost as updatePostRow,
  type Db,
  type NewPostRow,
  type PostRecord,
  type PostRow,
  type RevisionRow,
  type Tx,
} from "./repository";
import type { AdminPostQuery, CreatePostInput, UpdatePostInput } from "./schemas";
import { numberedSlug, slugify } from "./slug";
import { postTaxonomy } from "./tags";
import { prepareTaxonomy } from "./taxonomy";
import { permissionsFor, transition, type WorkflowAction } from "./workflow";
import type {
  AdminPost,
  AdminPostPage,
  AdminPostSummary,
  AuditAction,
  AuditPage,
  AuthorChoice,
  Revision,
  ReviewQueue,
  RevisionComparison,
  RevisionReason,
} from "./types";
import { mailReviewers, mailWriter } from "./review-mail";
import { slugConflict, withSlugCheck } from "./slug-conflict";

// The newsroom's workflow: drafts, publishing now or later, unpublishing, soft delete, revisions
// and the audit log. Routes pass the signed-in staff member (lib/newsroom/access.ts checked they
// are staff); every rule about what they may do to an article is asked of capabilities.ts here.

/** Edits within this long of the last editing snapshot update it instead of adding one. */
export const REVISION_INTERVAL_MS = 5 * 60 * 1000;
/** The lead cards show when an article has no summary of its own. */
const SUMMARY_LENGTH = 280;

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toSummary(post: PostRecord): AdminPostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    status: post.status,
    url: `/post/${post.id}`,
    category_id: post.categoryId,
    category_name: post.categoryName ?? GENERAL_CATEGORY.name,
    author_id: post.authorId,
    author_name: post.authorName,
    owner_id: post.ownerId,
    owner_name: post.ownerName,
    featured_image_name: post.featuredImageName,
    publishAt: iso(post.publishAt),
    // Set only once the article has reached readers: published, or unpublished after it was.
    publishedAt: post.status === "published" || post.status === "unpublished" ? post.publishedAt.toISOString() : null,
    submittedAt: iso(post.submittedAt),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    deletedAt: iso(post.deletedAt),
  };
}

function toAdminPost(post: PostRecord, taxonomy: Awaited<ReturnType<typeof postTaxonomy>>, actor: Actor): AdminPost {
  return {
    ...toSummary(post),
    tags: taxonomy.tags.map((tag) => tag.name),
    author_ids: taxonomy.authorIds.length > 0 ? taxonomy.authorIds : post.authorId === null ? [] : [post.authorId],
    reading_minutes: post.readingMinutes,
    summary: post.summary,
    description: post.description,
    body_json: post.bodyJson ?? null,
    featured_image_alt: post.featuredImageAlt,
    featured_image_caption: post.featuredImageCaption,
    show_author: post.showAuthor,
    show_top_banner: post.showTopBanner,
    top_banner_name: post.topBannerName,
    top_banner_url: post.topBannerUrl,
    show_bottom_banner: post.showBottomBanner,
    bottom_banner_name: post.bottomBannerName,
    bottom_banner_url: post.bottomBannerUrl,
    seo_title: post.seoTitle,
    seo_description: post.seoDescription,
    correction_note: post.correctionNote,
    review_note: post.reviewNote,
    bodyUpdatedAt: iso(post.bodyUpdatedAt),
    can: permissionsFor(actor, post),
  };
}

/** The editable fields of a save, as columns: only those the input carries. The body is derived and sanitized here. */
function columnsOf(input: Partial<CreatePostInput>): Partial<NewPostRow> {
  const columns: Partial<NewPostRow> = {};
  const set = <K extends keyof NewPostRow>(key: K, value: NewPostRow[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  const body = bodyOf(input);
  set("title", input.title);
  set("slug", input.slug);
  set("description", body?.html);
  set("bodySanitizedWith", body === undefined ? undefined : SANITIZER_ID);
  set("readingMinutes", body === undefined ? undefined : readingMinutes(body.html));
  set("bodyJson", body?.json);
  set("summary", input.summary);
  set("categoryId", input.category_id);
  set("authorId", input.author_id);
  set("showAuthor", input.show_author);
  set("featuredImageName", input.featured_image_name);
  set("featuredImageAlt", input.featured_image_alt);
  set("featuredImageCaption", input.featured_image_caption);
  set("showTopBanner", input.show_top_banner);
  set("topBannerName", input.top_banner_name);
  set("topBannerUrl", input.top_banner_url);
  set("showBottomBanner", input.show_bottom_banner);
  set("bottomBannerName", input.bottom_banner_name);
  set("bottomBannerUrl", input.bottom_banner_url);
  set("seoTitle", input.seo_title);
  set("seoDescription", input.seo_description);
  set("correctionNote", input.correction_note);
  return columns;
}

/** What a revision keeps besides the title and body: every other editable field. */
function snapshotFields(post: PostRow): Record<string, unknown> {
  return {
    slug: post.slug,
    summary: post.summary,
    body_json: post.bodyJson ?? null,
    category_id: post.categoryId,
    author_id: post.authorId,
    show_author: post.showAuthor,
    featured_image_name: post.featuredImageName,
    featured_image_alt: post.featuredImageAlt,
    featured_image_caption: post.featuredImageCaption,
    show_top_banner: post.showTopBanner,
    top_banner_name: post.topBannerName,
    top_banner_url: post.topBannerUrl,
    show_bottom_banner: post.showBottomBanner,
    bottom_banner_name: post.bottomBannerName,
    bottom_banner_url: post.bottomBannerUrl,
    seo_title: post.seoTitle,
    seo_description: post.seoDescription,
    correction_note: post.correctionNote,
  };
}

/** A snapshot of `post` as it is now. Editing snapshots are taken at most every REVISION_INTERVAL_MS per editor. */
async function snapshot(db: Db, post: PostRow, reason: RevisionReason, userId: number | null, now: Date): Promise<void> {
  const revision = {
    postId: post.id,
    userId,
    reason,
    status: post.status,
    title: post.title,
    description: post.description,
    fields: snapshotFields(post),
  };
  if (reason === "edited") {
    const last = await latestRevision(db, post.id);
    if (last && last.reason === "edited" && last.userId === userId && now.getTime() - last.createdAt.getTime() < REVISION_INTERVAL_MS) {
      await replaceRevision(db, last.id, revision);
      return;
    }
  }
  await insertRevision(db, revision);
}

async function audit(db: Db, userId: number | null, action: AuditAction, post: PostRow, details?: Record<string, unknown>): Promise<void> {
  await insertAudit(db, [{ userId, action, postId: post.id, postTitle: post.title, details }]);
}

/** Readers' pages change when a post is or was live: the article, every list, the sitemap and the feed (all tagged). */
function revalidateIfReadersSee(id: number, ...statuses: PostStatus[]): void {
  if (statuses.includes("published")) revalidatePosts(id);
}

function notFound(): NotFoundError {
  return new NotFoundError(NEWSROOM_ERRORS.notFound);
}

/** A post the actor may see in the newsroom: deleted ones are for admins (who may restore them) only. */
function visible(post: PostRow | undefined, actor: Actor): PostRow {
  if (!post || (post.deletedAt && !can(actor, "restore_deleted"))) throw notFound();
  return post;
}

/** The state `action` takes the post to (lib/newsroom/workflow.ts), or its refusal as a 403 or 409. */
function advance(actor: Actor, post: PostRow, action: WorkflowAction): { to: PostStatus; unchanged: boolean } {
  const result = transition(actor, post, action);
  if (!result.ok) {
    const { kind, entry } = result.refusal;
    throw kind === "forbidden" ? new ForbiddenError(entry) : new ConflictError(entry);
  }
  return { to: result.to, unchanged: result.unchanged ?? false };
}

/** A save based on an older version than the stored one is refused, naming when the newer one was saved. */
function requireCurrent(post: PostRow, updatedAt: string | undefined): void {
  if (updatedAt !== undefined && post.updatedAt.getTime() > new Date(updatedAt).getTime()) {
    throw new ConflictError(staleVersionEntry(post.updatedAt), { updatedAt: post.updatedAt.toISOString() });
  }
}

/** A byline the actor may use: one that exists (400), and their own unless they are an editor or admin (403). */
async function requireByline(db: Db, actor: Actor, authorId: number | null | undefined): Promise<void> {
  if (authorId == null) return;
  const byline = await findByline(db, authorId);
  if (!byline) throw new InvalidInputError(NEWSROOM_ERRORS.unknownAuthor, { author_id: NEWSROOM_ERRORS.unknownAuthor.message });
  if (!mayUseBylines(actor, [byline])) throw new ForbiddenError(NEWSROOM_ERRORS.bylineForbidden);
}

/**
 * A featured image keeps its alt text: a save that sets the image or its alt text must leave both
 * (the schema checks a save that sends both; this one checks against what is stored).
 */
function requireImageAlt(post: PostRow, columns: Partial<NewPostRow>): void {
  if (columns.featuredImageName === undefined && columns.featuredImageAlt === undefined) return;
  const image = columns.featuredImageName !== undefined ? columns.featuredImageName : post.featuredImageName;
  const alt = columns.featuredImageAlt !== undefined ? columns.featuredImageAlt : post.featuredImageAlt;
  if (image && !alt?.trim()) {
    throw new InvalidInputError(NEWSROOM_ERRORS.invalidPost, { featured_image_alt: NEWSROOM_MESSAGES.altRequired });
  }
}

const slugTaken = () => slugConflict(NEWSROOM_ERRORS.slugTaken);

async function reload(db: Db, id: number, actor: Actor): Promise<AdminPost> {
  const record = await findPostRecord(db, id);
  if (!record) throw notFound();
  return toAdminPost(record, await postTaxonomy(db, id), actor);
}

/** Runs `change` on the locked post in one transaction; answers the post as it is afterwards. */
async function changePost(actor: SessionUser, id: number, change: (tx: Tx, post: PostRow, now: Date) => Promise<void>): Promise<AdminPost> {
  const db = await getDb();
  await withSlugCheck(NEWSROOM_ERRORS.slugTaken, () =>
    db.transaction(async (tx) => {
      await change(tx, visible(await lockPost(tx, id), actor), new Date());
    }),
  );
  return reload(db, id, actor);
}

// Reads

export async function listAdminPosts(actor: SessionUser, query: AdminPostQuery): Promise<AdminPostPage> {
  if (query.status === "deleted" && !can(actor, "restore_deleted")) throw new ForbiddenError(NEWSROOM_ERRORS.adminOnly);
  const page = await listPostRecords(await getDb(), query);
  if (page === "invalid-cursor")
    throw new InvalidInputError(NEWSROOM_ERRORS.invalidCursor, { cursor: NEWSROOM_ERRORS.invalidCursor.message });
  return { posts: page.rows.map(toSummary), nextCursor: page.nextCursor };
}

export async function getAdminPost(actor: SessionUser, id: number): Promise<AdminPost> {
  const db = await getDb();
  const record = await findPostRecord(db, id);
  visible(record, actor);
  return toAdminPost(record!, await postTaxonomy(db, id), actor);
}

/**
 * A post exactly as the article page would render it, whatever its status: the newsroom's preview
 * (never cached, never indexed — the preview page's business). Deleted posts have none.
 */
export async function getPostPreview(actor: SessionUser, id: number): Promise<PostDetail> {
  if (!can(actor, "enter_newsroom")) throw new ForbiddenError(NEWSROOM_ERRORS.staffOnly);
  const post = await findPostForPreview(await getDb(), id);
  if (!post) throw notFound();
  return readerPost(post);
}

export async function listAuthors(): Promise<AuthorChoice[]> {
  return listAuthorChoices(await getDb());
}

// Writes

/** A free slug: the one asked for (409 when taken), or one made from the title and numbered past those taken. */
async function chooseSlug(db: Db, title: string, requested: string | undefined): Promise<string> {
  if (requested) {
    if ((await slugOwner(db, requested)) !== undefined) throw slugTaken();
    return requested;
  }
  const base = slugify(title);
  const taken = await slugsLike(db, base);
  for (let n = 1; ; n += 1) {
    const candidate = numberedSlug(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

export async function createPost(actor: SessionUser, input: CreatePostInput): Promise<AdminPost> {
  const db = await getDb();
  await requireByline(db, actor, input.author_id);
  await requireCategoryId(db, input.category_id);
  const now = new Date();
  const columns = columnsOf(input);
  const description = columns.description ?? "";
  const id = await withSlugCheck(NEWSROOM_ERRORS.slugTaken, () =>
    db.transaction(async (tx) => {
      const taxonomy = await prepareTaxonomy(tx, actor, input);
      const post = await insertPost(tx, {
        ...columns,
        ...(taxonomy.authorId === undefined ? {} : { authorId: taxonomy.authorId }),
        title: input.title,
        description,
        categoryId: input.category_id,
        summary: input.summary || truncateText(htmlToText(description), SUMMARY_LENGTH),
        slug: await chooseSlug(tx, input.title, input.slug),
        status: "draft",
        ownerId: actor.id,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      });
      await taxonomy.apply(post.id);
      await snapshot(tx, post, "created", actor.id, now);
      await audit(tx, actor.id, "created", post);
      return post.id;
    }),
  );
  return reload(db, id, actor);
}

/**
 * Saves changed fields. With `updatedAt` (the version the editor loaded), a save over a newer
 * version is a 409 naming its time. A changed body of a published article marks it "Updated".
 */
export async function updatePost(actor: SessionUser, id: number, input: UpdatePostInput): Promise<AdminPost> {
  const { updatedAt, ...fields } = input;
  const db = await getDb();
  await requireByline(db, actor, fields.author_id);
  await requireCategoryId(db, fields.category_id);
  let wasPublished = false;
  const answer = await changePost(actor, id, async (tx, post, now) => {
    advance(actor, post, "edit");
    requireCurrent(post, updatedAt);
    const columns = columnsOf(fields);
    requireImageAlt(post, columns);
    if (columns.slug !== undefined && columns.slug !== post.slug && (await slugOwner(tx, columns.slug)) !== undefined) throw slugTaken();
    const bodyChanged = columns.description !== undefined && columns.description !== post.description;
    wasPublished = post.status === "published";
    const taxonomy = await prepareTaxonomy(tx, actor, fields);
    await taxonomy.apply(id);
    const updated = await updatePostRow(tx, id, {
      ...columns,
      ...(taxonomy.authorId === undefined ? {} : { authorId: taxonomy.authorId }),
      updatedAt: now,
      ...(bodyChanged && wasPublished ? { bodyUpdatedAt: now } : {}),
    });
    await snapshot(tx, updated, "edited", actor.id, now);
    // What readers see (or are about to) changed: who changed which fields is on the record.
    if (post.status === "published" || post.status === "scheduled")
      await audit(tx, actor.id, "edited", updated, { fields: Object.keys(fields) });
  });
  revalidateIfReadersSee(id, wasPublished ? "published" : "draft");
  return answer;
}

/** Publishes now, or schedules for `publishAt` (which must be in the future): the scheduler then publishes it. */
export async function publishPost(
  actor: SessionUser,
  id: number,
  options: { publishAt?: string | null; updatedAt?: string },
): Promise<AdminPost> {
  const publishAt = options.publishAt ? new Date(options.publishAt) : undefined;
  if (publishAt && publishAt.getTime() <= Date.now()) {
    throw new InvalidInputError(NEWSROOM_ERRORS.publishAtPast, { publishAt: NEWSROOM_ERRORS.publishAtPast.message });
  }
  let previous: PostStatus = "draft";
  const answer = await changePost(actor, id, async (tx, post, now) => {
    advance(actor, post, publishAt ? "schedule" : "publish");
    requireCurrent(post, options.updatedAt);
    // An author publishes under its own byline only, even one an editor put on its draft.
    await requireByline(tx, actor, post.authorId);
    previous = post.status;
    const updated = await updatePostRow(
      tx,
      id,
      publishAt
        ? { status: "scheduled", publishAt, updatedAt: now }
        : { status: "published", publishAt: null, publishedAt: post.status === "published" ? post.publishedAt : now, updatedAt: now },
    );
    const action = publishAt ? "scheduled" : "published";
    await snapshot(tx, updated, action, actor.id, now);
    await audit(tx, actor.id, action, updated, publishAt ? { publishAt: publishAt.toISOString() } : undefined);
  });
  revalidateIfReadersSee(id, previous, answer.status);
  return answer;
}

/** What taking an article off the site by each action records (its revision and audit entry). */
const RETRACTED = { unpublish: "unpublished", delete: "deleted" } as const;

/**
 * Takes an article off the site, to the state the workflow gives `action` (nothing, for deleting
 * what is already deleted): no scheduled time, deleted when that is the action, recorded with the
 * status it left, and readers' pages revalidated when it was published.
 */
async function retract(actor: SessionUser, id: number, action: keyof typeof RETRACTED): Promise<AdminPost> {
  let previous: PostStatus = "draft";
  const answer = await changePost(actor, id, async (tx, post, now) => {
    const { to: status, unchanged } = advance(actor, post, action);
    if (unchanged) return;
    previous = post.status;
    const updated = await updatePostRow(tx, id, {
      ...(action === "delete" ? { deletedAt: now } : {}),
      status,
      publishAt: null,
      updatedAt: now,
    });
    await snapshot(tx, updated, RETRACTED[action], actor.id, now);
    await audit(tx, actor.id, RETRACTED[action], updated, { from: post.status });
  });
  revalidateIfReadersSee(id, previous);
  return answer;
}

/** Takes a published article off the site (unpublished), or a scheduled one back to draft. */
export async function unpublishPost(actor: SessionUser, id: number): Promise<AdminPost> {
  return retract(actor, id, "unpublish");
}

// The desk's review: a contributor hands a draft to the editors, who publish it or send it back.

/**
 * Submits a draft (or an unpublished article) for review: it waits in the queue, closed to its
 * contributor's edits, and every editor is mailed a link to it. With `updatedAt`, a newer version
 * on the server is a 409, as for a save.
 */
export async function submitPost(actor: SessionUser, id: number, options: { updatedAt?: string }): Promise<AdminPost> {
  const answer = await changePost(actor, id, async (tx, post, now) => {
    const { to } = advance(actor, post, "submit");
    requireCurrent(post, options.updatedAt);
    const updated = await updatePostRow(tx, id, { status: to, submittedAt: now, reviewNote: null, updatedAt: now });
    await snapshot(tx, updated, "submitted", actor.id, now);
    await audit(tx, actor.id, "submitted", updated);
  });
  await mailReviewers(await getDb(), answer, actor);
  return answer;
}

/** Takes a submission back to draft (its writer), out of the queue. */
export async function withdrawPost(actor: SessionUser, id: number): Promise<AdminPost> {
  return changePost(actor, id, async (tx, post, now) => {
    const { to } = advance(actor, post, "withdraw");
    const updated = await updatePostRow(tx, id, { status: to, updatedAt: now });
    await snapshot(tx, updated, "withdrawn", actor.id, now);
    await audit(tx, actor.id, "withdrawn", updated);
  });
}

/** Sends a submission back to draft with the editor's note (kept on the article, mailed to its writer). */
export async function sendBackPost(actor: SessionUser, id: number, note: string): Promise<AdminPost> {
  const answer = await changePost(actor, id, async (tx, post, now) => {
    const { to } = advance(actor, post, "send_back");
    const updated = await updatePostRow(tx, id, { status: to, reviewNote: note, updatedAt: now });
    await snapshot(tx, updated, "sent_back", actor.id, now);
    await audit(tx, actor.id, "sent_back", updated, { note });
  });
  await mailWriter(await getDb(), answer, actor, note);
  return answer;
}

/** The review queue: every submitted article (deleted ones aside), longest waiting first, and how many. */
export async function getReviewQueue(): Promise<ReviewQueue> {
  const { rows, count } = await listReviewQueue(await getDb());
  return { count, posts: rows.map(toSummary) };
}

/** Soft delete (admins): off the site and out of the lists, recoverable with restorePost. */
export async function deletePost(actor: SessionUser, id: number): Promise<AdminPost> {
  if (!can(actor, "delete")) throw new ForbiddenError(NEWSROOM_ERRORS.adminOnly);
  return retract(actor, id, "delete");
}

/** Brings a deleted post back (admins), as it was left: unpublished or a draft. */
export async function restorePost(actor: SessionUser, id: number): Promise<AdminPost> {
  if (!can(actor, "restore_deleted")) throw new ForbiddenError(NEWSROOM_ERRORS.adminOnly);
  return changePost(actor, id, async (tx, post, now) => {
    advance(actor, post, "restore");
    const updated = await updatePostRow(tx, id, { deletedAt: null, updatedAt: now });
    await snapshot(tx, updated, "restored", actor.id, now);
    await audit(tx, actor.id, "restored", updated);
  });
}

// Revisions

function toRevision(row: RevisionRow & { userName: string | null }): Revision {
  return {
    id: row.id,
    postId: row.postId,
    reason: row.reason as RevisionReason,
    status: row.status,
    title: row.title,
    userId: row.userId,
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPostRevisions(actor: SessionUser, id: number): Promise<Revision[]> {
  const db = await getDb();
  visible(await findPostRecord(db, id), actor);
  return (await listRevisions(db, id)).map(toRevision);
}

async function requireRevision(db: Db, postId: number, revisionId: number): Promise<RevisionRow> {
  const revision = await findRevision(db, postId, revisionId);
  if (!revision) throw new NotFoundError(NEWSROOM_ERRORS.revisionNotFound);
  return revision;
}

/** A revision against an older one (`againstId`), or against the one before it. */
export async function compareRevision(actor: SessionUser, id: number, revisionId: number, againstId?: number): Promise<RevisionComparison> {
  const db = await getDb();
  visible(await findPostRecord(db, id), actor);
  const revision = await requireRevision(db, id, revisionId);
  const older = againstId === undefined ? await previousRevision(db, revision) : await requireRevision(db, id, againstId);
  const diff = await diffVersions(older ?? { title: "", description: "" }, revision);
  if (!diff) throw new UnprocessableError(NEWSROOM_ERRORS.diffTooLarge);
  return { revisionId: revision.id, againstId: older?.id ?? null, ...diff };
}

/** Puts a revision's title, body and fields back; the restore is itself a new revision. Status is left as it is. */
export async function restoreRevision(actor: SessionUser, id: number, revisionId: number): Promise<AdminPost> {
  let wasPublished = false;
  const answer = await changePost(actor, id, async (tx, post, now) => {
    advance(actor, post, "edit");
    const revision = await requireRevision(tx, id, revisionId);
    const fields = revision.fields as Partial<CreatePostInput>;
    // The revision's document when it kept one (it and its HTML were saved as one), else its HTML.
    const columns = columnsOf({
      ...fields,
      title: revision.title,
      description: fields.body_json == null ? revision.description : undefined,
    });
    if (columns.slug !== undefined && columns.slug !== post.slug && (await slugOwner(tx, columns.slug)) !== undefined) delete columns.slug;
    wasPublished = post.status === "published";
    const bodyChanged = columns.description !== post.description;
    const updated = await updatePostRow(tx, id, {
      ...columns,
      updatedAt: now,
      ...(bodyChanged && wasPublished ? { bodyUpdatedAt: now } : {}),
    });
    await snapshot(tx, updated, "reverted", actor.id, now);
    await audit(tx, actor.id, "reverted", updated, { revisionId });
  });
  revalidateIfReadersSee(id, wasPublished ? "published" : "draft");
  return answer;
}

// The audit log

export async function readAudit(options: { cursor?: string; limit: number }): Promise<AuditPage> {
  const page = await listAudit(await getDb(), options);
  if (page === "invalid-cursor")
    throw new InvalidInputError(NEWSROOM_ERRORS.invalidCursor, { cursor: NEWSROOM_ERRORS.invalidCursor.message });
  return page;
}

// The scheduler

/**
 * Publishes every due scheduled post (one atomic UPDATE … RETURNING, so each goes live exactly once
 * however many processes run this), then records and revalidates them. Must run inside a request
 * (Next's revalidateTag needs one): the scheduler's clock calls the internal route that calls this.
 */
export async function publishDuePosts(now = new Date()): Promise<number[]> {
  const db = await getDb();
  const published = await db.transaction(async (tx) => {
    const due = await publishDue(tx, now);
    for (const { id } of due) {
      const post = (await findPostRecord(tx, id))!;
      await snapshot(tx, post, "published", null, now);
      await audit(tx, null, "published", post, { scheduledFor: post.publishedAt.toISOString() });
    }
    return due.map((row) => row.id);
  });
  for (const id of published) revalidatePosts(id);
  return published;
}

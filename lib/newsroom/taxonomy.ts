import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { can, mayUseBylines, type Actor } from "@/lib/auth/capabilities";
import { getDb } from "@/lib/db/connection";
import { ForbiddenError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { revalidateTaxonomy } from "@/lib/posts/service";
import { NEWSROOM_ERRORS } from "./messages";
import { insertAudit, type Db } from "./repository";
import type { CreateTagInput, UpdateTagInput } from "./schemas";
import { slugify } from "./slug";
import {
  addTagRedirect,
  findBylines,
  findTag,
  findTagsByNameOrSlug,
  insertTag,
  listAllTags,
  mergeTagRows,
  replacePostAuthors,
  replacePostTags,
  tagSlugTaken,
  updateTag,
  type TagRow,
} from "./tags";
import type { AdminTag } from "./types";
import { slugConflict, withSlugCheck } from "./slug-conflict";

// Tags and bylines in the newsroom: an article's tags (found by name or slug, created on the fly
// by editors), its bylines (contributors and authors write under their own only), and the tags'
// back office (rename, describe, merge). Every change readers can see revalidates their pages.

function toAdminTag(row: TagRow & { count?: number }): AdminTag {
  return { id: row.id, name: row.name, slug: row.slug, description: row.description, count: row.count ?? 0 };
}

function requireTagManager(actor: Actor): void {
  if (!can(actor, "manage_tags")) throw new ForbiddenError(NEWSROOM_ERRORS.tagsForbidden);
}

const slugTaken = () => slugConflict(NEWSROOM_ERRORS.tagSlugTaken);

/**
 * The ids of the tags an article is given (names or slugs, in order, each once). An unknown one is
 * created for editors and admins; for contributors and authors it is a 403 `tag_create_forbidden`.
 */
async function resolveTags(db: Db, actor: Actor, inputs: string[]): Promise<number[]> {
  const wanted = inputs.map((input) => ({ input, slug: slugify(input) }));
  const found = await findTagsByNameOrSlug(
    db,
    wanted.map((item) => item.input),
    wanted.map((item) => item.slug),
  );
  const ids: number[] = [];
  for (const { input, slug } of wanted) {
    let tag = found.find((row) => row.slug === input || row.slug === slug || row.name.toLowerCase() === input.toLowerCase());
    if (!tag) {
      if (!can(actor, "manage_tags")) {
        throw new ForbiddenError(NEWSROOM_ERRORS.tagCreateForbidden);
      }
      tag = await insertTag(db, { name: input, slug });
      found.push(tag);
    }
    if (!ids.includes(tag.id)) ids.push(tag.id);
  }
  return ids;
}

/** Bylines must exist; contributors and authors may credit only bylines that are their own. */
async function requireBylines(db: Db, actor: Actor, ids: number[]): Promise<void> {
  const rows = await findBylines(db, ids);
  if (rows.length !== ids.length) {
    throw new InvalidInputError(NEWSROOM_ERRORS.unknownAuthor, { author_ids: NEWSROOM_ERRORS.unknownAuthor.message });
  }
  if (!mayUseBylines(actor, rows)) throw new ForbiddenError(NEWSROOM_ERRORS.bylineForbidden);
}

/** The taxonomy fields of a save, checked before the post is written. */
export interface TaxonomyInput {
  tags?: string[];
  author_ids?: number[];
  author_id?: number | null;
}

/**
 * Checks the bylines of a save and resolves its tags (creating new ones when allowed). Answers the
 * writes to make once the post row exists, and the author_id the row takes (the first byline).
 */
export async function prepareTaxonomy(
  db: Db,
  actor: Actor,
  input: TaxonomyInput,
): Promise<{ authorId?: number | null; apply: (postId: number) => Promise<void> }> {
  const authorIds = input.author_ids ?? (input.author_id === undefined ? undefined : input.author_id === null ? [] : [input.author_id]);
  if (input.author_ids !== undefined) await requireBylines(db, actor, input.author_ids);
  const tagIds = input.tags === undefined ? undefined : await resolveTags(db, actor, input.tags);
  return {
    authorId: authorIds === undefined ? undefined : (authorIds[0] ?? null),
    apply: async (postId) => {
      if (authorIds !== undefined) await replacePostAuthors(db, postId, authorIds);
      if (tagIds !== undefined) await replacePostTags(db, postId, tagIds);
    },
  };
}

// The tags' back office

/** Every change to a tag is in the audit log: a rename or merge changes addresses readers and search engines follow. */
async function auditTag(db: Db, actor: SessionUser, action: "tag_created" | "tag_edited" | "tag_merged", details: Record<string, unknown>) {
  await insertAudit(db, [{ userId: actor.id, action, postId: null, postTitle: "", details }]);
}

export async function listTags(actor: SessionUser): Promise<AdminTag[]> {
  if (!can(actor, "enter_newsroom")) throw new ForbiddenError(NEWSROOM_ERRORS.staffOnly);
  return (await listAllTags(await getDb())).map(toAdminTag);
}

async function requireTag(db: Db, id: number): Promise<TagRow> {
  const tag = await findTag(db, id);
  if (!tag) throw new NotFoundError(NEWSROOM_ERRORS.tagNotFound);
  return tag;
}

export async function createTag(actor: SessionUser, input: CreateTagInput): Promise<AdminTag> {
  requireTagManager(actor);
  const db = await getDb();
  const slug = input.slug ?? slugify(input.name);
  if (await tagSlugTaken(db, slug)) throw slugTaken();
  const tag = await withSlugCheck(NEWSROOM_ERRORS.tagSlugTaken, () =>
    insertTag(db, { name: input.name, slug, description: input.description ?? "" }),
  );
  await auditTag(db, actor, "tag_created", { tag: tag.id, name: tag.name, slug: tag.slug });
  return toAdminTag(tag);
}

/** Renames, re-slugs or describes a tag; a changed slug leaves its old address redirecting (308). */
export async function editTag(actor: SessionUser, id: number, input: UpdateTagInput): Promise<AdminTag> {
  requireTagManager(actor);
  const db = await getDb();
  const { before, after } = await withSlugCheck(NEWSROOM_ERRORS.tagSlugTaken, () =>
    db.transaction(async (tx) => {
      const before = await requireTag(tx, id);
      if (input.slug !== undefined && input.slug !== before.slug) {
        if (await tagSlugTaken(tx, input.slug, id)) throw slugTaken();
        await addTagRedirect(tx, before.slug, id);
      }
      const after = await updateTag(tx, id, { name: input.name, slug: input.slug, description: input.description });
      await auditTag(tx, actor, "tag_edited", {
        tag: id,
        before: { name: before.name, slug: before.slug, description: before.description },
        after: { name: after.name, slug: after.slug, description: after.description },
      });
      return { before, after };
    }),
  );
  // A description shows on the tag's page only.
  revalidateTaxonomy("tags", { cards: before.name !== after.name || before.slug !== after.slug });
  return toAdminTag(after);
}

/** Merges a tag into another: its articles carry the other, its address redirects there (308), it is gone. */
export async function mergeTag(actor: SessionUser, id: number, intoId: number): Promise<AdminTag> {
  requireTagManager(actor);
  if (id === intoId) throw new InvalidInputError(NEWSROOM_ERRORS.tagMergeSelf, { into: NEWSROOM_ERRORS.tagMergeSelf.message });
  const db = await getDb();
  const into = await db.transaction(async (tx) => {
    const from = await requireTag(tx, id);
    const target = await requireTag(tx, intoId);
    await mergeTagRows(tx, from, target);
    await auditTag(tx, actor, "tag_merged", { tag: from.id, name: from.name, slug: from.slug, into: target.id, intoName: target.name });
    return target;
  });
  revalidateTaxonomy("tags", { cards: true });
  const [withCount] = (await listAllTags(db)).filter((row) => row.id === into.id);
  return toAdminTag(withCount ?? into);
}

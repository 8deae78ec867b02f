import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { can, type Actor } from "@/lib/auth/capabilities";
import { getDb } from "@/lib/db/connection";
import { ForbiddenError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { findMediaRow } from "@/lib/media/repository";
import { revalidateByline } from "@/lib/posts/service";
import { authorPath } from "@/lib/seo/structured-data";
import { uploadUrl } from "@/lib/storage/names";
import {
  bylineSlugsInUse,
  bylineSlugTaken,
  findBylineRow,
  findStaffAccount,
  insertByline,
  listBylineRows,
  listStaffAccounts,
  moveBylineSlug,
  postIdsWithByline,
  updateBylineRow,
  type BylineListRow,
  type BylineRow,
  type NewBylineRow,
} from "./byline-rows";
import { NEWSROOM_ERRORS, NEWSROOM_MESSAGES } from "./messages";
import { insertAudit, type Db } from "./repository";
import type { CreateBylineInput, UpdateBylineInput } from "./schemas";
import { numberedSlug, slugify } from "./slug";
import type { AdminByline, StaffAccountChoice } from "./types";
import { slugConflict, withSlugCheck } from "./slug-conflict";

// Bylines in the back office: the profiles behind /author/{slug} (name, slug, role, short bio,
// photo from the media library, links), linked to a staff account or standing alone (a guest, an
// agency such as Reuters). Editors and admins manage them; every change is audited and revalidates
// the byline's page and the articles that carry it. A changed slug keeps the old address (308).

function toAdminByline(row: BylineRow & Partial<Pick<BylineListRow, "userName" | "count">>): AdminByline {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    role: row.role,
    bio: row.bio,
    avatar: row.avatar,
    avatarUrl: row.avatar ? uploadUrl(row.avatar) : null,
    links: row.links,
    userId: row.userId,
    userName: row.userName ?? null,
    count: row.count ?? 0,
    url: authorPath(row.slug),
  };
}

function requireBylineManager(actor: Actor): void {
  if (!can(actor, "manage_bylines")) throw new ForbiddenError(NEWSROOM_ERRORS.bylinesForbidden);
}

const slugTaken = () => slugConflict(NEWSROOM_ERRORS.bylineSlugTaken);
const invalidField = (field: string, message: string) => new InvalidInputError(NEWSROOM_ERRORS.invalidByline, { [field]: message });

/** Every byline with its account and article count (any staff member: the editor's byline choices). */
export async function listBylines(actor: Actor): Promise<AdminByline[]> {
  if (!can(actor, "enter_newsroom")) throw new ForbiddenError(NEWSROOM_ERRORS.staffOnly);
  return (await listBylineRows(await getDb())).map(toAdminByline);
}

/** The staff accounts a byline may be linked to (the bylines screen's choices). */
export async function listBylineAccounts(actor: Actor): Promise<StaffAccountChoice[]> {
  requireBylineManager(actor);
  return listStaffAccounts(await getDb());
}

/** The first free slug made from a name: "jane-doe", "jane-doe-2", … (old addresses count as taken). */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  for (let from = 1; ; from += 10) {
    const candidates = Array.from({ length: 10 }, (_, index) => numberedSlug(base, from + index));
    const used = await bylineSlugsInUse(db, candidates);
    const free = candidates.find((candidate) => !used.has(candidate));
    if (free) return free;
  }
}

/** The columns a save sets, checked: the account must be staff, a new photo must be in the media library. */
async function columnsOf(db: Db, input: UpdateBylineInput, before?: BylineRow): Promise<Partial<NewBylineRow>> {
  if (input.userId != null && input.userId !== before?.userId && !(await findStaffAccount(db, input.userId))) {
    throw invalidField("userId", NEWSROOM_MESSAGES.staffAccount);
  }
  if (input.avatar != null && input.avatar !== before?.avatar && !(await findMediaRow(db, input.avatar))) {
    throw invalidField("avatar", NEWSROOM_MESSAGES.bylinePhoto);
  }
  const columns: Partial<NewBylineRow> = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.role !== undefined) columns.role = input.role;
  if (input.bio !== undefined) columns.bio = input.bio;
  if (input.avatar !== undefined) columns.avatar = input.avatar;
  if (input.links !== undefined) columns.links = input.links;
  if (input.userId !== undefined) columns.userId = input.userId;
  return columns;
}

/** The audit's picture of a byline: what an editor changed, readable without the row. */
const audited = (row: BylineRow) => ({
  name: row.name,
  slug: row.slug,
  role: row.role,
  bio: row.bio,
  avatar: row.avatar,
  links: row.links,
  userId: row.userId,
});

export async function createByline(actor: SessionUser, input: CreateBylineInput): Promise<AdminByline> {
  requireBylineManager(actor);
  const db = await getDb();
  const row = await withSlugCheck(NEWSROOM_ERRORS.bylineSlugTaken, () =>
    db.transaction(async (tx) => {
      if (input.slug !== undefined && (await bylineSlugTaken(tx, input.slug))) throw slugTaken();
      const slug = input.slug ?? (await freeSlug(tx, input.name));
      const inserted = await insertByline(tx, { ...(await columnsOf(tx, input)), name: input.name, slug });
      await insertAudit(tx, [
        {
          userId: actor.id,
          action: "byline_created",
          postId: null,
          postTitle: "",
          details: { authorId: inserted.id, ...audited(inserted) },
        },
      ]);
      return inserted;
    }),
  );
  // A visitor may have asked for /author/{slug} before it existed (kept as "no such byline").
  revalidateByline({ slugs: [row.slug], postIds: [], cards: false });
  return toAdminByline(row);
}

/** What readers see of a byline on cards, not only on its page and its articles. */
const CARD_FIELDS: readonly string[] = ["name", "slug", "avatar"];

/** Edits a byline; a changed slug leaves its old address redirecting (308). */
export async function updateByline(actor: SessionUser, id: number, input: UpdateBylineInput): Promise<AdminByline> {
  requireBylineManager(actor);
  const db = await getDb();
  const { before, after, seen, postIds } = await withSlugCheck(NEWSROOM_ERRORS.bylineSlugTaken, () =>
    db.transaction(async (tx) => {
      const before = await findBylineRow(tx, id);
      if (!before) throw new NotFoundError(NEWSROOM_ERRORS.bylineNotFound);
      const columns = await columnsOf(tx, input, before);
      if (input.slug !== undefined && input.slug !== before.slug) {
        if (await bylineSlugTaken(tx, input.slug, id)) throw slugTaken();
        await moveBylineSlug(tx, id, before.slug, input.slug);
        columns.slug = input.slug;
      }
      const after = Object.keys(columns).length > 0 ? await updateBylineRow(tx, id, columns) : before;
      const changed = (Object.keys(audited(before)) as (keyof ReturnType<typeof audited>)[]).filter(
        (key) => JSON.stringify(audited(before)[key]) !== JSON.stringify(audited(after)[key]),
      );
      if (changed.length > 0) {
        await insertAudit(tx, [
          {
            userId: actor.id,
            action: "byline_updated",
            postId: null,
            postTitle: "",
            details: {
              authorId: id,
              name: after.name,
              before: Object.fromEntries(changed.map((key) => [key, audited(before)[key]])),
              after: Object.fromEntries(changed.map((key) => [key, audited(after)[key]])),
            },
          },
        ]);
      }
      // The account a byline belongs to is the newsroom's business; readers see the rest.
      const seen = changed.filter((key) => key !== "userId");
      return { before, after, seen, postIds: seen.length > 0 ? await postIdsWithByline(tx, id) : [] };
    }),
  );
  if (seen.length > 0) {
    revalidateByline({ slugs: [...new Set([before.slug, after.slug])], postIds, cards: seen.some((key) => CARD_FIELDS.includes(key)) });
  }
  const [listed] = await listBylineRows(db, id);
  return toAdminByline(listed ?? after);
}

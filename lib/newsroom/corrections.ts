import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { can, type Actor } from "@/lib/auth/capabilities";
import { getDb } from "@/lib/db/connection";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/errors";
import { revalidateCorrections } from "@/lib/posts/service";
import type { Correction } from "@/lib/posts/types";
import { findCorrection, insertCorrection, listCorrectionRows, updateCorrectionText, type CorrectionRow } from "./correction-rows";
import { NEWSROOM_ERRORS } from "./messages";
import type { AdminCorrection } from "./types";
import { findPostRecord, insertAudit, lockPost, type Db } from "./repository";

// Corrections: appended to a published article by editors and admins, each with its date; readers
// see them all, newest first, under the headline ('Correction, {date}: …'), on /corrections and in
// the NewsArticle JSON-LD. Adding one and editing one's text are audited with the text.

const toCorrection = (row: CorrectionRow): AdminCorrection => ({
  id: row.id,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function requireCorrector(actor: Actor): void {
  if (!can(actor, "manage_corrections")) throw new ForbiddenError(NEWSROOM_ERRORS.correctionsForbidden);
}

async function requireArticle(db: Db, postId: number) {
  const post = await findPostRecord(db, postId);
  if (!post || post.deletedAt) throw new NotFoundError(NEWSROOM_ERRORS.notFound);
  return post;
}

/** An article's corrections, newest first (editors and admins: the corrections screen). */
export async function listCorrections(actor: SessionUser, postId: number): Promise<{ corrections: AdminCorrection[]; live: boolean }> {
  requireCorrector(actor);
  const db = await getDb();
  const post = await requireArticle(db, postId);
  return { corrections: (await listCorrectionRows(db, postId)).map(toCorrection), live: post.status === "published" };
}

/** Appends a correction to a published article (409 for one readers cannot see). */
export async function addCorrection(actor: SessionUser, postId: number, text: string): Promise<Correction> {
  requireCorrector(actor);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // Locked, so an unpublish running at the same moment cannot leave a correction on a draft.
    const post = await lockPost(tx, postId);
    if (!post || post.deletedAt) throw new NotFoundError(NEWSROOM_ERRORS.notFound);
    if (post.status !== "published") throw new ConflictError(NEWSROOM_ERRORS.correctionNotPublished);
    const inserted = await insertCorrection(tx, { postId, text, createdBy: actor.id });
    await insertAudit(tx, [
      { userId: actor.id, action: "correction_added", postId, postTitle: post.title, details: { correctionId: inserted.id, text } },
    ]);
    return inserted;
  });
  revalidateCorrections(postId);
  const { id, text: saved, createdAt } = toCorrection(row);
  return { id, text: saved, createdAt };
}

/** Rewrites a correction's text (its date stays); the audit keeps both texts. */
export async function editCorrection(actor: SessionUser, postId: number, correctionId: number, text: string): Promise<AdminCorrection> {
  requireCorrector(actor);
  const db = await getDb();
  const { row, changed } = await db.transaction(async (tx) => {
    const post = await requireArticle(tx, postId);
    const before = await findCorrection(tx, postId, correctionId);
    if (!before) throw new NotFoundError(NEWSROOM_ERRORS.correctionNotFound);
    if (before.text === text) return { row: before, changed: false };
    const after = await updateCorrectionText(tx, correctionId, text);
    await insertAudit(tx, [
      {
        userId: actor.id,
        action: "correction_edited",
        postId,
        postTitle: post.title,
        details: { correctionId, before: before.text, after: text },
      },
    ]);
    return { row: after, changed: true };
  });
  if (changed) revalidateCorrections(postId);
  return toCorrection(row);
}

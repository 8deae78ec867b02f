import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/capabilities";
import { getDb } from "@/lib/db/connection";
import { ForbiddenError, InvalidInputError } from "@/lib/errors";
import { revalidateFrontPage } from "@/lib/posts/service";
import { countLivePosts, deleteEndedPins, readPins, replacePins } from "./front-page-rows";
import { NEWSROOM_ERRORS, NEWSROOM_MESSAGES } from "./messages";
import { insertAudit } from "./repository";
import type { FrontPageInput } from "./schemas";
import type { FrontPagePin } from "./types";

// The front page's pinned stories (editors and admins): up to five published stories lead the home
// page in the editors' order, the rest of the list stays newest first (lib/posts/service.ts). A pin
// may end at a time: the scheduler's tick removes it then and the home page is rendered again.

function requireFrontPageEditor(actor: SessionUser): void {
  if (!can(actor, "manage_front_page")) throw new ForbiddenError(NEWSROOM_ERRORS.frontPageForbidden);
}

const invalid = (message: string) => new InvalidInputError(NEWSROOM_ERRORS.invalidFrontPage, { pinned: message });

/** The pinned stories readers see now, in order (editors and admins). */
export async function getFrontPage(actor: SessionUser): Promise<{ pinned: FrontPagePin[] }> {
  requireFrontPageEditor(actor);
  return { pinned: await readPins(await getDb(), new Date()) };
}

/**
 * Replaces the pinned stories: each a published story, once, with an end time in the future or
 * none. Audited with what was pinned before and after; the home page changes at once.
 */
export async function setFrontPage(actor: SessionUser, input: FrontPageInput): Promise<{ pinned: FrontPagePin[] }> {
  requireFrontPageEditor(actor);
  const now = new Date();
  if (input.pinned.some((pin) => pin.until && new Date(pin.until) <= now)) throw invalid(NEWSROOM_MESSAGES.pinUntilPast);
  const ids = input.pinned.map((pin) => pin.postId);
  const db = await getDb();
  const pinned = await db.transaction(async (tx) => {
    if ((await countLivePosts(tx, ids)) !== ids.length) throw invalid(NEWSROOM_MESSAGES.pinNotPublished);
    const before = await readPins(tx, now);
    await replacePins(
      tx,
      input.pinned.map((pin) => ({ postId: pin.postId, until: pin.until ? new Date(pin.until) : null })),
    );
    const after = await readPins(tx, now);
    await insertAudit(tx, [{ userId: actor.id, action: "front_page_changed", postId: null, postTitle: "", details: { before, after } }]);
    return after;
  });
  revalidateFrontPage();
  return { pinned };
}

/**
 * Removes the pins whose end time has come (one DELETE … RETURNING, so with several processes one
 * of them does it) and, when there were any, renders the home page again. The scheduler's tick
 * calls it (lib/newsroom/scheduler.ts), inside a request as revalidation needs.
 */
export async function expireFrontPagePins(now = new Date()): Promise<number[]> {
  const ended = await deleteEndedPins(await getDb(), now);
  if (ended.length > 0) revalidateFrontPage();
  return ended;
}

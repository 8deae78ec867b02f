import { can, type Actor } from "@/lib/auth/capabilities";
import type { PostStatus } from "@/lib/db/enums";
import type { ErrorEntry } from "@/lib/errors";
import { NEWSROOM_ERRORS } from "./messages";
import type { PostPermissions } from "./types";

// The article workflow as a state machine: given who acts, the article's state and the action,
// the state it moves to or why it may not. Pure (no database, no clock), so every transition and
// refusal is unit-tested (tests/unit/newsroom/workflow.test.ts); lib/newsroom/service.ts asks it
// inside the transaction that holds the article's row, then writes the change.
//
//   draft ──submit──▶ in_review ──send_back / withdraw──▶ draft
//     │                  │
//     └────publish───────┴──▶ published ──unpublish──▶ unpublished (──submit / publish ▶ …)
//     └────schedule──────┴──▶ scheduled ──unpublish──▶ draft;  the scheduler: scheduled ▶ published
//   delete (admins): any ▶ deleted (as unpublished or draft);  restore: deleted ▶ as it was left

export const WORKFLOW_ACTIONS = [
  "edit",
  "submit",
  "withdraw",
  "send_back",
  "publish",
  "schedule",
  "unpublish",
  "delete",
  "restore",
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** The parts of an article the workflow reads. */
export interface WorkflowPost {
  ownerId: number | null;
  status: PostStatus;
  deletedAt: Date | string | null;
}

/** Why not: `forbidden` (403, the actor may not) or `conflict` (409, not in this state). */
export interface Refusal {
  kind: "forbidden" | "conflict";
  entry: ErrorEntry;
}

export type Transition =
  /** `unchanged`: allowed, and nothing to do (deleting what is already deleted). */
  { ok: true; to: PostStatus; unchanged?: true } | { ok: false; refusal: Refusal };

const forbidden = (entry: ErrorEntry): Transition => ({ ok: false, refusal: { kind: "forbidden", entry } });
const conflict = (entry: ErrorEntry): Transition => ({ ok: false, refusal: { kind: "conflict", entry } });
const to = (status: PostStatus): Transition => ({ ok: true, to: status });

/** Whether the article is `actor`'s to write: one they could edit as a draft (their own, or any for editors). */
const writes = (actor: Actor, post: WorkflowPost) => can(actor, "edit", { ownerId: post.ownerId, status: "draft" });

/** A draft or an article taken off the site: what may be submitted for review. */
const submittable = (status: PostStatus) => status === "draft" || status === "unpublished";

/** Where `actor` doing `action` takes `post`, or the refusal. */
export function transition(actor: Actor, post: WorkflowPost, action: WorkflowAction): Transition {
  const deleted = post.deletedAt !== null;
  switch (action) {
    case "edit":
      if (!can(actor, "edit", post)) return forbidden(NEWSROOM_ERRORS.cannotEdit);
      if (deleted) return conflict(NEWSROOM_ERRORS.deleted);
      return to(post.status);
    case "submit":
      // Whoever may write the draft hands it to the desk (a contributor's way to publication).
      if (!writes(actor, post)) return forbidden(NEWSROOM_ERRORS.cannotEdit);
      if (deleted) return conflict(NEWSROOM_ERRORS.deleted);
      if (!submittable(post.status)) return conflict(NEWSROOM_ERRORS.notSubmittable);
      return to("in_review");
    case "withdraw":
      // Its writer takes a submission back to keep working on it.
      if (!writes(actor, post)) return forbidden(NEWSROOM_ERRORS.cannotEdit);
      if (deleted) return conflict(NEWSROOM_ERRORS.deleted);
      if (post.status !== "in_review") return conflict(NEWSROOM_ERRORS.notInReview);
      return to("draft");
    case "send_back":
      if (!can(actor, "review_submissions")) return forbidden(NEWSROOM_ERRORS.cannotReview);
      if (deleted) return conflict(NEWSROOM_ERRORS.deleted);
      if (post.status !== "in_review") return conflict(NEWSROOM_ERRORS.notInReview);
      return to("draft");
    case "publish":
    case "schedule":
      if (!can(actor, "publish", post)) return forbidden(NEWSROOM_ERRORS.cannotPublish);
      if (deleted) return conflict(NEWSROOM_ERRORS.deleted);
      return to(action === "publish" ? "published" : "scheduled");
    case "unpublish":
      if (!can(actor, "publish", post)) return forbidden(NEWSROOM_ERRORS.cannotPublish);
      if (deleted) return conflict(NEWSROOM_ERRORS.deleted);
      if (post.status === "published") return to("unpublished");
      if (post.status === "scheduled") return to("draft");
      return conflict(NEWSROOM_ERRORS.notPublished);
    case "delete":
      if (!can(actor, "delete")) return forbidden(NEWSROOM_ERRORS.adminOnly);
      if (deleted) return { ok: true, to: post.status, unchanged: true };
      // A deleted post is never live, due or queued (a CHECK constraint holds the first two): it comes back unpublished or a draft.
      return to(post.status === "published" || post.status === "unpublished" ? "unpublished" : "draft");
    case "restore":
      if (!can(actor, "restore_deleted")) return forbidden(NEWSROOM_ERRORS.adminOnly);
      if (!deleted) return conflict(NEWSROOM_ERRORS.notDeleted);
      return to(post.status);
  }
}

/** Whether `actor` may do `action` to `post` now (for the screens' buttons; the service asks `transition` again). */
export function allows(actor: Actor, post: WorkflowPost, action: WorkflowAction): boolean {
  return transition(actor, post, action).ok;
}

/** What the screens offer `actor` on `post` (the API checks again). */
export function permissionsFor(actor: Actor, post: WorkflowPost): PostPermissions {
  return {
    edit: can(actor, "edit", post),
    publish: can(actor, "publish", post),
    delete: can(actor, "delete"),
    submit: allows(actor, post, "submit"),
    withdraw: allows(actor, post, "withdraw"),
    review: allows(actor, post, "send_back"),
  };
}

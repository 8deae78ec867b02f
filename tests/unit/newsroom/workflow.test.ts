import type { Actor } from "@/lib/auth/capabilities";
import type { PostStatus, UserRole } from "@/lib/db/enums";
import { WORKFLOW_ACTIONS, permissionsFor, transition, type WorkflowAction, type WorkflowPost } from "@/lib/newsroom/workflow";

// The article workflow, every transition by role: each table below is written out by hand (what
// the desk expects), not derived from the code under test. A cell is "→{status}" (allowed, the
// state it moves to), "=" (allowed, nothing to do) or "{status} {code}" (refused).

const ME = 7;
const actor = (role: UserRole, secondFactor = true): Actor => ({ id: ME, role, twoFactorEnabled: true, secondFactor });
const DELETED = new Date("2026-11-01T00:00:00Z");

const POSTS = {
  "own draft": { ownerId: ME, status: "draft", deletedAt: null },
  "own in review": { ownerId: ME, status: "in_review", deletedAt: null },
  "own scheduled": { ownerId: ME, status: "scheduled", deletedAt: null },
  "own published": { ownerId: ME, status: "published", deletedAt: null },
  "own unpublished": { ownerId: ME, status: "unpublished", deletedAt: null },
  "another's draft": { ownerId: ME + 1, status: "draft", deletedAt: null },
  "another's in review": { ownerId: ME + 1, status: "in_review", deletedAt: null },
  "another's published": { ownerId: ME + 1, status: "published", deletedAt: null },
  "own deleted draft": { ownerId: ME, status: "draft", deletedAt: DELETED },
  "own deleted unpublished": { ownerId: ME, status: "unpublished", deletedAt: DELETED },
} satisfies Record<string, WorkflowPost>;
type PostName = keyof typeof POSTS;

const STAFF = ["contributor", "author", "editor", "admin"] as const;
type Row = [contributor: string, author: string, editor: string, admin: string];

const EDIT = "403 post_edit_forbidden";
const PUBLISH = "403 post_publish_forbidden";
const REVIEW = "403 review_forbidden";
const ADMIN = "403 admin_only";
const DEL = "409 post_deleted";
const NOT_SUBMITTABLE = "409 post_not_submittable";
const NOT_IN_REVIEW = "409 post_not_in_review";
const NOT_PUBLISHED = "409 post_not_published";
const NOT_DELETED = "409 post_not_deleted";

const all = (cell: string): Row => [cell, cell, cell, cell];

const EXPECTED: Record<WorkflowAction, Record<PostName, Row>> = {
  edit: {
    "own draft": all("→draft"),
    "own in review": [EDIT, "→in_review", "→in_review", "→in_review"],
    "own scheduled": [EDIT, "→scheduled", "→scheduled", "→scheduled"],
    "own published": [EDIT, "→published", "→published", "→published"],
    "own unpublished": all("→unpublished"),
    "another's draft": [EDIT, EDIT, "→draft", "→draft"],
    "another's in review": [EDIT, EDIT, "→in_review", "→in_review"],
    "another's published": [EDIT, EDIT, "→published", "→published"],
    "own deleted draft": all(DEL),
    "own deleted unpublished": all(DEL),
  },
  submit: {
    "own draft": all("→in_review"),
    "own in review": all(NOT_SUBMITTABLE),
    "own scheduled": all(NOT_SUBMITTABLE),
    "own published": all(NOT_SUBMITTABLE),
    "own unpublished": all("→in_review"),
    "another's draft": [EDIT, EDIT, "→in_review", "→in_review"],
    "another's in review": [EDIT, EDIT, NOT_SUBMITTABLE, NOT_SUBMITTABLE],
    "another's published": [EDIT, EDIT, NOT_SUBMITTABLE, NOT_SUBMITTABLE],
    "own deleted draft": all(DEL),
    "own deleted unpublished": all(DEL),
  },
  withdraw: {
    "own draft": all(NOT_IN_REVIEW),
    "own in review": all("→draft"),
    "own scheduled": all(NOT_IN_REVIEW),
    "own published": all(NOT_IN_REVIEW),
    "own unpublished": all(NOT_IN_REVIEW),
    "another's draft": [EDIT, EDIT, NOT_IN_REVIEW, NOT_IN_REVIEW],
    "another's in review": [EDIT, EDIT, "→draft", "→draft"],
    "another's published": [EDIT, EDIT, NOT_IN_REVIEW, NOT_IN_REVIEW],
    "own deleted draft": all(DEL),
    "own deleted unpublished": all(DEL),
  },
  send_back: {
    "own draft": [REVIEW, REVIEW, NOT_IN_REVIEW, NOT_IN_REVIEW],
    "own in review": [REVIEW, REVIEW, "→draft", "→draft"],
    "own scheduled": [REVIEW, REVIEW, NOT_IN_REVIEW, NOT_IN_REVIEW],
    "own published": [REVIEW, REVIEW, NOT_IN_REVIEW, NOT_IN_REVIEW],
    "own unpublished": [REVIEW, REVIEW, NOT_IN_REVIEW, NOT_IN_REVIEW],
    "another's draft": [REVIEW, REVIEW, NOT_IN_REVIEW, NOT_IN_REVIEW],
    "another's in review": [REVIEW, REVIEW, "→draft", "→draft"],
    "another's published": [REVIEW, REVIEW, NOT_IN_REVIEW, NOT_IN_REVIEW],
    "own deleted draft": [REVIEW, REVIEW, DEL, DEL],
    "own deleted unpublished": [REVIEW, REVIEW, DEL, DEL],
  },
  publish: {
    "own draft": [PUBLISH, "→published", "→published", "→published"],
    "own in review": [PUBLISH, "→published", "→published", "→published"],
    "own scheduled": [PUBLISH, "→published", "→published", "→published"],
    "own published": [PUBLISH, "→published", "→published", "→published"],
    "own unpublished": [PUBLISH, "→published", "→published", "→published"],
    "another's draft": [PUBLISH, PUBLISH, "→published", "→published"],
    "another's in review": [PUBLISH, PUBLISH, "→published", "→published"],
    "another's published": [PUBLISH, PUBLISH, "→published", "→published"],
    "own deleted draft": [PUBLISH, DEL, DEL, DEL],
    "own deleted unpublished": [PUBLISH, DEL, DEL, DEL],
  },
  schedule: {
    "own draft": [PUBLISH, "→scheduled", "→scheduled", "→scheduled"],
    "own in review": [PUBLISH, "→scheduled", "→scheduled", "→scheduled"],
    "own scheduled": [PUBLISH, "→scheduled", "→scheduled", "→scheduled"],
    "own published": [PUBLISH, "→scheduled", "→scheduled", "→scheduled"],
    "own unpublished": [PUBLISH, "→scheduled", "→scheduled", "→scheduled"],
    "another's draft": [PUBLISH, PUBLISH, "→scheduled", "→scheduled"],
    "another's in review": [PUBLISH, PUBLISH, "→scheduled", "→scheduled"],
    "another's published": [PUBLISH, PUBLISH, "→scheduled", "→scheduled"],
    "own deleted draft": [PUBLISH, DEL, DEL, DEL],
    "own deleted unpublished": [PUBLISH, DEL, DEL, DEL],
  },
  unpublish: {
    "own draft": [PUBLISH, NOT_PUBLISHED, NOT_PUBLISHED, NOT_PUBLISHED],
    "own in review": [PUBLISH, NOT_PUBLISHED, NOT_PUBLISHED, NOT_PUBLISHED],
    "own scheduled": [PUBLISH, "→draft", "→draft", "→draft"],
    "own published": [PUBLISH, "→unpublished", "→unpublished", "→unpublished"],
    "own unpublished": [PUBLISH, NOT_PUBLISHED, NOT_PUBLISHED, NOT_PUBLISHED],
    "another's draft": [PUBLISH, PUBLISH, NOT_PUBLISHED, NOT_PUBLISHED],
    "another's in review": [PUBLISH, PUBLISH, NOT_PUBLISHED, NOT_PUBLISHED],
    "another's published": [PUBLISH, PUBLISH, "→unpublished", "→unpublished"],
    "own deleted draft": [PUBLISH, DEL, DEL, DEL],
    "own deleted unpublished": [PUBLISH, DEL, DEL, DEL],
  },
  delete: {
    "own draft": [ADMIN, ADMIN, ADMIN, "→draft"],
    "own in review": [ADMIN, ADMIN, ADMIN, "→draft"],
    "own scheduled": [ADMIN, ADMIN, ADMIN, "→draft"],
    "own published": [ADMIN, ADMIN, ADMIN, "→unpublished"],
    "own unpublished": [ADMIN, ADMIN, ADMIN, "→unpublished"],
    "another's draft": [ADMIN, ADMIN, ADMIN, "→draft"],
    "another's in review": [ADMIN, ADMIN, ADMIN, "→draft"],
    "another's published": [ADMIN, ADMIN, ADMIN, "→unpublished"],
    "own deleted draft": [ADMIN, ADMIN, ADMIN, "="],
    "own deleted unpublished": [ADMIN, ADMIN, ADMIN, "="],
  },
  restore: {
    "own draft": [ADMIN, ADMIN, ADMIN, NOT_DELETED],
    "own in review": [ADMIN, ADMIN, ADMIN, NOT_DELETED],
    "own scheduled": [ADMIN, ADMIN, ADMIN, NOT_DELETED],
    "own published": [ADMIN, ADMIN, ADMIN, NOT_DELETED],
    "own unpublished": [ADMIN, ADMIN, ADMIN, NOT_DELETED],
    "another's draft": [ADMIN, ADMIN, ADMIN, NOT_DELETED],
    "another's in review": [ADMIN, ADMIN, ADMIN, NOT_DELETED],
    "another's published": [ADMIN, ADMIN, ADMIN, NOT_DELETED],
    "own deleted draft": [ADMIN, ADMIN, ADMIN, "→draft"],
    "own deleted unpublished": [ADMIN, ADMIN, ADMIN, "→unpublished"],
  },
};

/** A transition as a table cell. */
function cell(who: Actor, post: WorkflowPost, action: WorkflowAction): string {
  const result = transition(who, post, action);
  if (!result.ok) return `${result.refusal.kind === "forbidden" ? 403 : 409} ${result.refusal.entry.code}`;
  return result.unchanged ? "=" : `→${result.to}`;
}

test("the tables cover every action and every state", () => {
  expect(Object.keys(EXPECTED).sort()).toEqual([...WORKFLOW_ACTIONS].sort());
  const statuses = new Set<PostStatus>(Object.values(POSTS).map((post) => post.status));
  expect([...statuses].sort()).toEqual(["draft", "in_review", "published", "scheduled", "unpublished"]);
});

describe.each(WORKFLOW_ACTIONS)("%s", (action) => {
  describe.each(Object.keys(POSTS) as PostName[])("%s", (name) => {
    test.each(STAFF.map((role, column) => [role, column] as const))("by %s", (role, column) => {
      expect(cell(actor(role), POSTS[name], action)).toBe(EXPECTED[action][name][column]);
    });
  });
});

test.each(WORKFLOW_ACTIONS)("a reader, and staff whose session has not passed the second factor, may not %s", (action) => {
  for (const name of Object.keys(POSTS) as PostName[]) {
    for (const who of [actor("user"), actor("editor", false), actor("admin", false)]) {
      expect(cell(who, POSTS[name], action)).toMatch(/^403 /);
    }
  }
});

test("the screens' buttons follow the same answers", () => {
  expect(permissionsFor(actor("contributor"), POSTS["own draft"])).toEqual({
    edit: true,
    publish: false,
    delete: false,
    submit: true,
    withdraw: false,
    review: false,
  });
  expect(permissionsFor(actor("contributor"), POSTS["own in review"])).toMatchObject({ edit: false, submit: false, withdraw: true });
  expect(permissionsFor(actor("editor"), POSTS["another's in review"])).toMatchObject({ edit: true, publish: true, review: true });
  expect(permissionsFor(actor("author"), POSTS["another's in review"])).toMatchObject({ edit: false, publish: false, review: false });
});

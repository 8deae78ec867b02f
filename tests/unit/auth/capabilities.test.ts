import { can, isStaffRole, lacksSecondFactor, secondFactorGap, type Actor, type OwnedPost, type SiteAction } from "@/lib/auth/capabilities";
import type { UserRole } from "@/lib/db/enums";

const ME = 7;
const user = (role: UserRole, twoFactorEnabled = true, secondFactor = twoFactorEnabled): Actor => ({
  id: ME,
  role,
  twoFactorEnabled,
  secondFactor,
});
const own = (status: OwnedPost["status"]): OwnedPost => ({ ownerId: ME, status });
const others = (status: OwnedPost["status"]): OwnedPost => ({ ownerId: ME + 1, status });

// role × site-wide action → allowed
const SITE: Record<SiteAction, Record<UserRole, boolean>> = {
  enter_newsroom: { user: false, contributor: true, author: true, editor: true, admin: true },
  create_post: { user: false, contributor: true, author: true, editor: true, admin: true },
  upload_media: { user: false, contributor: true, author: true, editor: true, admin: true },
  edit_any_media: { user: false, contributor: false, author: false, editor: true, admin: true },
  moderate_comments: { user: false, contributor: false, author: false, editor: true, admin: true },
  delete: { user: false, contributor: false, author: false, editor: false, admin: true },
  restore_deleted: { user: false, contributor: false, author: false, editor: false, admin: true },
  read_audit: { user: false, contributor: false, author: false, editor: false, admin: true },
  manage_staff: { user: false, contributor: false, author: false, editor: false, admin: true },
  manage_tags: { user: false, contributor: false, author: false, editor: true, admin: true },
  manage_categories: { user: false, contributor: false, author: false, editor: true, admin: true },
  manage_front_page: { user: false, contributor: false, author: false, editor: true, admin: true },
  manage_bylines: { user: false, contributor: false, author: false, editor: true, admin: true },
  manage_corrections: { user: false, contributor: false, author: false, editor: true, admin: true },
  manage_menus: { user: false, contributor: false, author: false, editor: true, admin: true },
  manage_pages: { user: false, contributor: false, author: false, editor: true, admin: true },
  review_submissions: { user: false, contributor: false, author: false, editor: true, admin: true },
};

const ROLES: UserRole[] = ["user", "contributor", "author", "editor", "admin"];

describe.each(Object.entries(SITE))("%s", (action, table) => {
  test.each(ROLES)("%s", (role) => {
    expect(can(user(role), action as SiteAction)).toBe(table[role]);
  });
});

// role × (post, action) → allowed
const POST_CASES: [string, OwnedPost, "edit" | "publish", Record<UserRole, boolean>][] = [
  ["own draft", own("draft"), "edit", { user: false, contributor: true, author: true, editor: true, admin: true }],
  ["own draft", own("draft"), "publish", { user: false, contributor: false, author: true, editor: true, admin: true }],
  ["own published", own("published"), "edit", { user: false, contributor: false, author: true, editor: true, admin: true }],
  ["own scheduled", own("scheduled"), "edit", { user: false, contributor: false, author: true, editor: true, admin: true }],
  ["own unpublished", own("unpublished"), "edit", { user: false, contributor: true, author: true, editor: true, admin: true }],
  ["someone else's draft", others("draft"), "edit", { user: false, contributor: false, author: false, editor: true, admin: true }],
  ["someone else's draft", others("draft"), "publish", { user: false, contributor: false, author: false, editor: true, admin: true }],
  [
    "an ownerless article",
    { ownerId: null, status: "published" },
    "edit",
    { user: false, contributor: false, author: false, editor: true, admin: true },
  ],
];

describe.each(POST_CASES)("%s: %s", (_label, post, action, table) => {
  test.each(ROLES)("%s", (role) => {
    expect(can(user(role), action, post)).toBe(table[role]);
  });
});

test("staff without two-factor sign-in may do nothing, and are told so", () => {
  for (const role of ["contributor", "author", "editor", "admin"] as const) {
    const without = user(role, false);
    expect(lacksSecondFactor(without)).toBe(true);
    expect(can(without, "enter_newsroom")).toBe(false);
    expect(can(without, "edit", own("draft"))).toBe(false);
  }
  expect(lacksSecondFactor(user("user", false))).toBe(false);
});

test("two-step on for the account is not enough: the session itself must have passed the second factor", () => {
  for (const role of ["contributor", "author", "editor", "admin"] as const) {
    const unconfirmed = user(role, true, false);
    expect(secondFactorGap(unconfirmed)).toBe("unconfirmed");
    expect(can(unconfirmed, "enter_newsroom")).toBe(false);
    expect(can(unconfirmed, "publish", own("draft"))).toBe(false);
    expect(secondFactorGap(user(role, false, true))).toBe("off");
    expect(secondFactorGap(user(role))).toBeUndefined();
  }
  expect(secondFactorGap(user("user", true, false))).toBeUndefined();
});

test("visitors may do nothing; only the four newsroom roles are staff", () => {
  expect(can(undefined, "enter_newsroom")).toBe(false);
  expect(can(null, "edit", own("draft"))).toBe(false);
  expect(ROLES.filter(isStaffRole)).toEqual(["contributor", "author", "editor", "admin"]);
});

// Who may do what in the newsroom and its moderation queue: the one place every route, screen,
// guard and account menu asks. Pure (no database, no React), so the middleware, the API, the admin
// screens and the session summary share it, and a browser may import it too.
import { USER_ROLES, type PostStatus, type UserRole } from "@/lib/db/enums";

export { USER_ROLES, type UserRole } from "@/lib/db/enums";

/** The staff roles, least to most trusted; every other account ('user') is a reader. */
export const STAFF_ROLES = ["contributor", "author", "editor", "admin"] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the screens and mails name each role: "Editor", "an editor". */
export const STAFF_ROLE_LABELS: Record<StaffRole, { title: string; phrase: string }> = {
  contributor: { title: "Contributor", phrase: "a contributor" },
  author: { title: "Author", phrase: "an author" },
  editor: { title: "Editor", phrase: "an editor" },
  admin: { title: "Admin", phrase: "an administrator" },
};

/**
 * What a user may be asked about. The first group concerns one article (pass it); the rest are
 * site-wide.
 */
export type PostAction = "edit" | "publish";
export type SiteAction =
  | "enter_newsroom"
  | "create_post"
  | "delete"
  | "restore_deleted"
  | "upload_media"
  | "edit_any_media"
  | "moderate_comments"
  | "read_audit"
  | "manage_staff"
  | "manage_tags"
  | "manage_categories"
  | "manage_front_page"
  | "manage_bylines"
  | "manage_corrections"
  | "manage_menus"
  | "manage_pages"
  | "review_submissions";
export type Action = PostAction | SiteAction;

/** The account events of staff that the newsroom's audit log keeps (lib/auth/staff-audit.ts). */
export type StaffAccountEvent =
  | "signed_in"
  | "session_confirmed"
  | "two_step_changed"
  | "authenticator_added"
  | "authenticator_removed"
  | "recovery_codes_replaced"
  | "password_changed"
  | "role_changed"
  | "account_deactivated"
  | "account_reactivated"
  | "invitation_sent"
  | "invitation_resent"
  | "invitation_revoked"
  | "invitation_accepted";

/** The parts of an account (and of its session) the rules read. */
export interface Actor {
  id: number;
  role: UserRole;
  twoFactorEnabled: boolean;
  /** The session passed a second factor: at sign-in (a code, a trusted browser) or confirmed since. */
  secondFactor: boolean;
}

/** The parts of an article the rules read. */
export interface OwnedPost {
  ownerId: number | null;
  status: PostStatus;
}

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

const rank = (role: UserRole) => USER_ROLES.indexOf(role);
const atLeast = (user: Actor, role: StaffRole) => rank(user.role) >= rank(role);

/**
 * Why a staff session is refused everything: two-step verification is off for the account ("off"),
 * or this session has not passed it ("unconfirmed": signed in with Google, or before it was turned
 * on). A flag on the account is not enough: the session must have shown the second factor.
 */
export function secondFactorGap(user: Actor): "off" | "unconfirmed" | undefined {
  if (!isStaffRole(user.role)) return undefined;
  if (!user.twoFactorEnabled) return "off";
  return user.secondFactor ? undefined : "unconfirmed";
}

export function lacksSecondFactor(user: Actor): boolean {
  return secondFactorGap(user) !== undefined;
}

/** Site-wide actions: the least role that may do each. */
const SITE_ACTIONS: Record<SiteAction, StaffRole> = {
  enter_newsroom: "contributor",
  create_post: "contributor",
  // Contributors illustrate their drafts too; what reaches readers is gated by "publish".
  upload_media: "contributor",
  // Relabelling someone else's image changes what readers of every article using it are told.
  edit_any_media: "editor",
  moderate_comments: "editor",
  // Contributors and authors pick existing tags; editors create, rename and merge them.
  manage_tags: "editor",
  // The sections readers browse: renaming or merging one moves addresses and articles site-wide.
  manage_categories: "editor",
  // Which stories lead the home page is the desk's call.
  manage_front_page: "editor",
  // Bylines are the desk's: a byline linked to an account lets that account publish under it.
  manage_bylines: "editor",
  // A correction speaks for the publication, under the headline of a live article.
  manage_corrections: "editor",
  // The header and footer are on every page: the desk's, like the front page.
  manage_menus: "editor",
  // The pages at /{slug} (About, Contact, Privacy, …) speak for the publication, like its articles.
  manage_pages: "editor",
  // The desk: a submitted draft is published or sent back by an editor (lib/newsroom/workflow.ts).
  review_submissions: "editor",
  delete: "admin",
  restore_deleted: "admin",
  read_audit: "admin",
  manage_staff: "admin",
};

const isOwn = (user: Actor, post: OwnedPost) => post.ownerId !== null && post.ownerId === user.id;
/** Contributors may touch their own article only while readers cannot see it and it is not queued to go live. */
const isUnreleased = (post: OwnedPost) => post.status === "draft" || post.status === "unpublished";

/**
 * Whether `user` may do `action` (to `post`, for the article actions):
 * - contributor: writes drafts (its own, while unpublished); never publishes;
 * - author: writes and publishes (schedules, unpublishes) its own articles;
 * - editor: every article, and comment moderation;
 * - admin: everything, including delete (soft, recoverable), the audit log and staff.
 * Staff without a second factor in this session may do nothing; readers and visitors neither.
 */
export function can(user: Actor | undefined | null, action: SiteAction): boolean;
export function can(user: Actor | undefined | null, action: PostAction, post: OwnedPost): boolean;
export function can(user: Actor | undefined | null, action: Action, post?: OwnedPost): boolean {
  if (!user || !isStaffRole(user.role) || lacksSecondFactor(user)) return false;
  switch (action) {
    case "edit":
      if (atLeast(user, "editor")) return true;
      if (!post || !isOwn(user, post)) return false;
      return user.role === "author" || isUnreleased(post);
    case "publish":
      if (atLeast(user, "editor")) return true;
      return user.role === "author" && post !== undefined && isOwn(user, post);
    default:
      return atLeast(user, SITE_ACTIONS[action]);
  }
}

/** A byline as the rules read it: the staff account it belongs to (null for a guest or former writer). */
export interface Byline {
  userId: number | null;
}

/**
 * Whether `user` may put `bylines` on an article (the article's author_id today; a list, so several
 * bylines per article ask the same question): editors and admins credit anyone, everyone else only
 * themselves.
 */
export function mayUseBylines(user: Actor | undefined | null, bylines: readonly Byline[]): boolean {
  if (!user || !isStaffRole(user.role)) return false;
  return atLeast(user, "editor") || bylines.every((byline) => byline.userId === user.id);
}

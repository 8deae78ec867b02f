// The shapes the newsroom hands out (the staff API's answers). Plain types: client components import them.
import type { PostStatus } from "@/lib/db/enums";
import type { Correction, PostDetail, PostSummary } from "@/lib/posts/types";
import type { DiffPart } from "./diff";
import type { StaffAccountEvent } from "@/lib/auth/capabilities";

export { POST_STATUSES, type PostStatus } from "@/lib/db/enums";
export type { DiffPart, RevisionDiff } from "./diff";

/** What the signed-in staff member may do to this article (for the screens; the API checks again). */
export interface PostPermissions {
  edit: boolean;
  publish: boolean;
  delete: boolean;
  /** Submit it for review (its writer, while it is a draft or unpublished). */
  submit: boolean;
  /** Take a submission back to draft (its writer, while it waits). */
  withdraw: boolean;
  /** Send a submission back with a note (editors and admins, while it waits). */
  review: boolean;
}

/** The fields the newsroom's list shares with the reading API's post, so the two cannot drift apart. */
type ListedFields = Pick<
  PostSummary,
  "id" | "title" | "slug" | "status" | "url" | "category_id" | "category_name" | "featured_image_name" | "createdAt" | "updatedAt"
>;

/** The editable fields the editor shares with the article page's post (same names, same types). */
type ArticleFields = Pick<
  PostDetail,
  | "description"
  | "featured_image_alt"
  | "featured_image_caption"
  | "show_author"
  | "show_top_banner"
  | "top_banner_name"
  | "top_banner_url"
  | "show_bottom_banner"
  | "bottom_banner_name"
  | "bottom_banner_url"
  | "seo_title"
  | "seo_description"
  | "correction_note"
  | "reading_minutes"
>;

/**
 * An article in the newsroom's list: the reading post's fields plus who wrote and owns it and its schedule.
 * Times are ISO 8601; null when not set. `url` is the public address (readers see it only while published).
 */
export interface AdminPostSummary extends ListedFields {
  author_id: number | null;
  author_name: string | null;
  owner_id: number | null;
  owner_name: string | null;
  publishAt: string | null;
  publishedAt: string | null;
  /** When it was last submitted for review (set while it waits, and kept after). */
  submittedAt: string | null;
  deletedAt: string | null;
}

/** An article as the editor loads it: every editable field. Pass `updatedAt` back with a save. */
export interface AdminPost extends AdminPostSummary, ArticleFields {
  summary: string;
  /** The rich-text editor's document, as it was saved; null for articles written before the newsroom. */
  body_json: unknown;
  /** The editor's note when the article was last sent back from review; null once resubmitted. */
  review_note: string | null;
  /** When a published body last changed (the article's "Updated {date}"). */
  bodyUpdatedAt: string | null;
  /** Its tags' names, in order. */
  tags: string[];
  /** Its bylines, in order (the first is author_id). */
  author_ids: number[];
  can: PostPermissions;
}

export interface AdminPostPage {
  posts: AdminPostSummary[];
  nextCursor: string | null;
}

/** GET /api/admin/posts/review-queue: the submitted articles, longest waiting first. */
export interface ReviewQueue {
  count: number;
  posts: AdminPostSummary[];
}

/** Why a revision was taken. */
export type RevisionReason =
  | "created"
  | "edited"
  | "submitted"
  | "withdrawn"
  | "sent_back"
  | "published"
  | "scheduled"
  | "unpublished"
  | "deleted"
  | "restored"
  | "reverted";

export interface Revision {
  id: number;
  postId: number;
  reason: RevisionReason;
  status: PostStatus;
  title: string;
  userId: number | null;
  userName: string | null;
  createdAt: string;
}

/** GET …/revisions/{id}/diff: a revision against an older one (by default the one before it). */
export interface RevisionComparison {
  revisionId: number;
  /** The older revision compared against; null when this is the first (compared with nothing). */
  againstId: number | null;
  title: DiffPart[];
  body: DiffPart[];
}

/** What the audit log records: every revision's reason, and the changes that take no revision. */
export type AuditAction =
  | RevisionReason
  | "media_uploaded"
  | "media_updated"
  | "media_deleted"
  | "comment_moderated"
  | "comment_deleted"
  | "tag_created"
  | "tag_edited"
  | "tag_merged"
  | "category_created"
  | "category_edited"
  | "category_merged"
  | "category_deleted"
  | "front_page_changed"
  | "byline_created"
  | "byline_updated"
  | "correction_added"
  | "correction_edited"
  | "menu_updated"
  | "page_created"
  | "page_edited"
  | "page_published"
  | "page_unpublished"
  | "page_deleted"
  | "page_redirect_removed"
  | StaffAccountEvent;

export interface AuditEntry {
  id: number;
  action: AuditAction;
  postId: number | null;
  postTitle: string;
  userId: number | null;
  userName: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** A choice for the byline field. */
export interface AuthorChoice {
  id: number;
  name: string;
  role: string;
}

/** A byline in the back office (GET/POST /api/admin/authors, PATCH /api/admin/authors/{id}). */
export interface AdminByline extends AuthorChoice {
  slug: string;
  bio: string;
  /** The photo's file name in the media library (what a save sends back); null for none. */
  avatar: string | null;
  /** Where the photo is served. */
  avatarUrl: string | null;
  links: { label: string; url: string }[];
  /** The staff account it belongs to; null for a guest or agency byline. */
  userId: number | null;
  userName: string | null;
  /** Its articles of any status (deleted ones aside). */
  count: number;
  /** Its public page. */
  url: string;
}

/** A correction in the back office: when its text was last edited too. */
export interface AdminCorrection extends Correction {
  updatedAt: string;
}

/** A staff account a byline may be linked to. */
export interface StaffAccountChoice {
  id: number;
  name: string;
  email: string | null;
  role: string;
}

/** A tag in the back office; `count` is its articles of any status (deleted ones aside). */
export interface AdminTag {
  id: number;
  name: string;
  slug: string;
  description: string;
  count: number;
}

/** A category in the back office; `count` is its articles of any status (deleted ones aside). */
export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  count: number;
}

/** A story pinned to the front page, as the back office shows it. */
export interface FrontPagePin {
  postId: number;
  title: string;
  /** ISO 8601; null while the pin has no end time. */
  until: string | null;
}

import type { ErrorEntry } from "@/lib/errors";
import { formatCount } from "@/lib/format/number";
import { SLUG_MAX_LENGTH, TITLE_MAX_LENGTH } from "./slug";

// The newsroom's catalogue: the texts its schemas show, and the errors it raises.

/** Tags an article may carry. */
export const MAX_TAGS = 10;
/** A byline's profile links (a personal site, X, LinkedIn, an e-mail address, …). */
export const MAX_BYLINE_LINKS = 6;
export const BYLINE_NAME_MAX_LENGTH = 80;
/** 'A short bio': the author page's paragraph and the 'About the author' panel of an article. */
export const BYLINE_BIO_MAX_LENGTH = 600;
/** Stories the editors may pin to the top of the front page. */
export const MAX_PINNED_STORIES = 5;

export const NEWSROOM_MESSAGES = {
  titleRequired: "Please give the article a title.",
  titleTooLong: `Titles can be at most ${formatCount(TITLE_MAX_LENGTH)} characters long.`,
  slug: `A slug is 1 to ${formatCount(SLUG_MAX_LENGTH)} lowercase letters, digits and single hyphens, e.g. "rates-hold-steady".`,
  category: "Choose a category.",
  author: "Choose a byline author.",
  altRequired: "Describe the featured image (alt text) for readers who cannot see it.",
  publishAt: "publishAt must be a date and time, e.g. 2026-11-24T09:00:00Z.",
  updatedAt: "updatedAt must be the updatedAt the article was read with.",
  status: "status must be draft, in_review, scheduled, published, unpublished or deleted.",
  reviewNote: "Say what should change (1 to 2,000 characters).",
  url: "Links must be http(s) addresses.",
  tooManyTags: `An article has at most ${MAX_TAGS} tags.`,
  tagName: "A tag's name is 1 to 60 characters.",
  categoryName: "A category's name is 1 to 60 characters.",
  tooManyPins: `At most ${MAX_PINNED_STORIES} stories can be pinned to the front page.`,
  pinTwice: "Each story can be pinned once.",
  pinUntil: "until must be a date and time, e.g. 2026-11-24T18:00:00Z.",
  pinUntilPast: "The end time of a pin must be in the future.",
  pinNotPublished: "Only published stories can be pinned.",
  bylineName: `A byline's name is 1 to ${BYLINE_NAME_MAX_LENGTH} characters.`,
  linkLabel: 'A link\'s label is 1 to 40 characters, e.g. "X" or "Email".',
  tooManyLinks: `A byline has at most ${MAX_BYLINE_LINKS} links.`,
  bylinePhoto: "Choose the photo from the media library (upload it there first).",
  staffAccount: "userId must be the id of a staff account (or null for a guest or agency byline).",
  oneBody: "Send the body once: as the editor's document (body_json) or as HTML (description), not both.",
  bodyRequired: "description must be the body as HTML (or send body_json, the editor's document).",
} as const;

/** The 409 of a save based on an out-of-date version: names when the newer version was saved. */
export function staleVersionEntry(newer: Date): ErrorEntry {
  return {
    code: "post_version_conflict",
    message: `This article was changed at ${newer.toISOString()} by someone else, after the version you edited. Reload it to see the newer version before saving.`,
  };
}

export const NEWSROOM_ERRORS = {
  staffOnly: { code: "staff_only", message: "Only newsroom staff can do this." },
  twoFactorRequired: {
    code: "two_factor_required",
    message: "Newsroom staff must turn on two-step verification (Settings → Security) before using the newsroom.",
  },
  secondFactorUnconfirmed: {
    code: "second_factor_required",
    message: "This session has not passed two-step verification: confirm it is you with a code before using the newsroom.",
  },
  cannotEdit: { code: "post_edit_forbidden", message: "You can edit only your own drafts." },
  cannotPublish: { code: "post_publish_forbidden", message: "You cannot publish this article: ask an editor." },
  adminOnly: { code: "admin_only", message: "Only administrators can do this." },
  moderatorsOnly: { code: "moderators_only", message: "Only editors and administrators can moderate comments." },
  notFound: { code: "newsroom_post_not_found", message: "Article not found." },
  revisionNotFound: { code: "revision_not_found", message: "Revision not found." },
  slugTaken: { code: "slug_taken", message: "Another article already uses this slug." },
  deleted: { code: "post_deleted", message: "This article is deleted: restore it first." },
  notDeleted: { code: "post_not_deleted", message: "This article is not deleted." },
  notPublished: { code: "post_not_published", message: "Only a published or scheduled article can be unpublished." },
  notSubmittable: {
    code: "post_not_submittable",
    message: "Only a draft or an unpublished article can be submitted for review.",
  },
  notInReview: { code: "post_not_in_review", message: "This article is not waiting for review." },
  cannotReview: { code: "review_forbidden", message: "Only editors and administrators review submitted articles." },
  publishAtPast: { code: "publish_at_past", message: "A scheduled time must be in the future (or publish now without one)." },
  invalidPost: { code: "invalid_post", message: "Please correct the highlighted fields." },
  invalidQuery: { code: "invalid_newsroom_query", message: "Invalid article query." },
  invalidCursor: { code: "invalid_newsroom_cursor", message: "Invalid cursor." },
  schedulerOnly: { code: "scheduler_only", message: "Only the server's own scheduler can do this." },
  diffTooLarge: {
    code: "diff_too_large",
    message: "These versions are too long or too different to compare word by word. Compare revisions closer together, or open each one.",
  },
  invalidBody: { code: "invalid_body", message: "The body is not a document the editor can open." },
  bylineForbidden: {
    code: "byline_forbidden",
    message: "You can publish only under your own byline: ask an editor to credit someone else.",
  },
  unknownAuthor: { code: "unknown_author", message: "There is no such byline author." },
  tagCreateForbidden: { code: "tag_create_forbidden", message: "Only editors can create tags: choose existing ones." },
  tagsForbidden: { code: "tags_forbidden", message: "Only editors and administrators can manage tags." },
  tagNotFound: { code: "tag_not_found", message: "Tag not found." },
  tagSlugTaken: { code: "tag_slug_taken", message: "Another tag already uses this slug." },
  tagMergeSelf: { code: "tag_merge_self", message: "A tag cannot be merged into itself." },
  invalidTag: { code: "invalid_tag", message: "Please correct the highlighted fields." },
  unknownCategory: { code: "unknown_category", message: "Choose a category." },
  categoriesForbidden: { code: "categories_forbidden", message: "Only editors and administrators can manage categories." },
  categoryNotFound: { code: "category_not_found", message: "Category not found." },
  categorySlugTaken: {
    code: "category_slug_taken",
    message: "Another category uses this slug, now or as an old address that still leads to it.",
  },
  categorySlugRequired: { code: "category_slug_required", message: "Give the category an address (letters or digits)." },
  categoryMergeSelf: { code: "category_merge_self", message: "A category cannot be merged into itself." },
  categoryNotEmpty: {
    code: "category_not_empty",
    message: "This category has articles: merge it into another category instead of deleting it.",
  },
  invalidCategory: { code: "invalid_category", message: "Please correct the highlighted fields." },
  frontPageForbidden: { code: "front_page_forbidden", message: "Only editors and administrators can arrange the front page." },
  invalidFrontPage: { code: "invalid_front_page", message: "Please correct the pinned stories." },
  bylinesForbidden: { code: "bylines_forbidden", message: "Only editors and administrators can manage bylines." },
  bylineNotFound: { code: "author_not_found", message: "Byline not found." },
  bylineSlugTaken: {
    code: "author_slug_taken",
    message: "Another byline uses this slug, now or as an old address that still leads to it.",
  },
  correctionsForbidden: { code: "corrections_forbidden", message: "Only editors and administrators can publish corrections." },
  correctionNotFound: { code: "correction_not_found", message: "Correction not found." },
  correctionNotPublished: {
    code: "post_not_published",
    message: "Corrections are appended to a published article: this one is not live.",
  },
  invalidCorrection: { code: "invalid_correction", message: "Please write the correction (1 to 1,000 characters)." },
  invalidByline: { code: "invalid_author", message: "Please correct the highlighted fields." },
} as const satisfies Record<string, ErrorEntry>;

import "@/lib/validation-primitives/jitless";
import { z } from "zod";
import { POST_STATUSES } from "@/lib/db/enums";
import { storedContentType } from "@/lib/storage/names";
import { PAGE_MESSAGES, PAGE_SUMMARY_MAX_LENGTH } from "@/lib/pages/messages";
import { isReservedSlug } from "@/lib/pages/reserved-slugs";
import { idSchema } from "@/lib/validation-primitives/ids";
import {
  BYLINE_BIO_MAX_LENGTH,
  BYLINE_NAME_MAX_LENGTH,
  MAX_BYLINE_LINKS,
  MAX_PINNED_STORIES,
  MAX_TAGS,
  NEWSROOM_MESSAGES,
} from "./messages";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, TITLE_MAX_LENGTH } from "./slug";

// One schema per input of the staff API, shared with the newsroom's forms.

/** Article saves are larger than the site's usual JSON (the body's HTML and the editor's document). */
export const POST_BODY_MAX_BYTES = 2 * 1024 * 1024;

/** An uploaded image's name as the storage module keeps and serves it. */
const uploadName = z
  .string()
  .refine((name) => storedContentType(name) !== undefined, "An image is the file name of an upload.")
  .nullable()
  .optional();
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).nullable().optional();
const link = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), NEWSROOM_MESSAGES.url)
  .nullable()
  .optional();

export const slugField = z.string().trim().max(SLUG_MAX_LENGTH, NEWSROOM_MESSAGES.slug).regex(SLUG_PATTERN, NEWSROOM_MESSAGES.slug);

const tagName = z.string({ error: NEWSROOM_MESSAGES.tagName }).trim().min(1, NEWSROOM_MESSAGES.tagName).max(60, NEWSROOM_MESSAGES.tagName);

/** A body (an article's, a CMS page's): send one of the two; `requireOneBody` refuses both. */
export const bodyFields = {
  /** The body as HTML, when no document is sent: the server reads it into one and renders it back. */
  description: z.string({ error: NEWSROOM_MESSAGES.bodyRequired }).max(500_000, "The body is too long.").optional(),
  /** The body as the editor's document (TipTap JSON): the server renders the HTML readers get from it. */
  body_json: z.unknown().optional(),
};

const postFields = {
  title: z
    .string({ error: NEWSROOM_MESSAGES.titleRequired })
    .trim()
    .min(1, NEWSROOM_MESSAGES.titleRequired)
    .max(TITLE_MAX_LENGTH, NEWSROOM_MESSAGES.titleTooLong),
  slug: slugField.optional(),
  ...bodyFields,
  summary: z.string().trim().max(600, "At most 600 characters.").optional(),
  /** Checked against the categories table by the service (unknown_category). */
  category_id: idSchema(NEWSROOM_MESSAGES.category),
  author_id: idSchema(NEWSROOM_MESSAGES.author).nullable().optional(),
  /** The bylines in order (the first becomes author_id); replaces author_id when both are given. */
  author_ids: z
    .array(idSchema(NEWSROOM_MESSAGES.author))
    .max(10, "At most 10 bylines.")
    .refine((ids) => new Set(ids).size === ids.length, "Each byline once.")
    .optional(),
  /** Tag names or slugs, in order; unknown ones are created (editors and admins only). */
  tags: z.array(tagName).max(MAX_TAGS, NEWSROOM_MESSAGES.tooManyTags).optional(),
  show_author: z.boolean().optional(),
  featured_image_name: uploadName,
  featured_image_alt: optionalText(300),
  featured_image_caption: optionalText(500),
  show_top_banner: z.boolean().optional(),
  top_banner_name: uploadName,
  top_banner_url: link,
  show_bottom_banner: z.boolean().optional(),
  bottom_banner_name: uploadName,
  bottom_banner_url: link,
  seo_title: optionalText(120),
  seo_description: optionalText(320),
  correction_note: optionalText(1000),
};

/** An image needs alt text: whenever a save sets an image, it carries the alt text too. */
function requireAlt(value: { featured_image_name?: string | null; featured_image_alt?: string | null }, context: z.RefinementCtx): void {
  if (value.featured_image_name && !value.featured_image_alt) {
    context.addIssue({ code: "custom", path: ["featured_image_alt"], message: NEWSROOM_MESSAGES.altRequired });
  }
}

/** One body per save: the document or the HTML, never both (one could say what the other does not). */
export function requireOneBody(value: { description?: string; body_json?: unknown }, context: z.RefinementCtx): void {
  if (value.description !== undefined && value.body_json != null) {
    context.addIssue({ code: "custom", path: ["description"], message: NEWSROOM_MESSAGES.oneBody });
  }
}

/** A new article or page starts with a body (which may be empty HTML). */
export function requireBody(value: { description?: string; body_json?: unknown }, context: z.RefinementCtx): void {
  if (value.description === undefined && value.body_json == null)
    context.addIssue({ code: "custom", path: ["description"], message: NEWSROOM_MESSAGES.bodyRequired });
}

/** POST /api/admin/posts: a new draft, with its body (`description` or `body_json`). */
export const createPostSchema = z.strictObject(postFields).superRefine(requireAlt).superRefine(requireOneBody).superRefine(requireBody);
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** PATCH /api/admin/posts/{id}: the fields that change, and the `updatedAt` the editor read. */
export const updatePostSchema = z
  .strictObject({
    ...postFields,
    title: postFields.title.optional(),
    category_id: postFields.category_id.optional(),
    updatedAt: z.iso.datetime({ offset: true, error: NEWSROOM_MESSAGES.updatedAt }).optional(),
  })
  .superRefine(requireAlt)
  .superRefine(requireOneBody);
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

/** POST /api/admin/posts/{id}/publish: now, or at `publishAt` (in the future) when given. */
export const publishPostSchema = z.strictObject({
  publishAt: z.iso.datetime({ offset: true, error: NEWSROOM_MESSAGES.publishAt }).nullable().optional(),
  updatedAt: z.iso.datetime({ offset: true, error: NEWSROOM_MESSAGES.updatedAt }).optional(),
});

/** POST /api/admin/posts/{id}/submit: optionally the `updatedAt` the editor read (a newer version is a 409). */
export const submitPostSchema = z.strictObject({
  updatedAt: z.iso.datetime({ offset: true, error: NEWSROOM_MESSAGES.updatedAt }).optional(),
});

/** POST /api/admin/posts/{id}/send-back { note }: what the writer should change. */
export const sendBackSchema = z.strictObject({
  note: z
    .string({ error: NEWSROOM_MESSAGES.reviewNote })
    .trim()
    .min(1, NEWSROOM_MESSAGES.reviewNote)
    .max(2000, NEWSROOM_MESSAGES.reviewNote),
});

/** GET /api/admin/posts: filters (all optional) and the cursor. `deleted` lists the trash (admins). */
export const adminPostQuerySchema = z.object({
  status: z.enum([...POST_STATUSES, "deleted"], { error: NEWSROOM_MESSAGES.status }).optional(),
  q: z.string().trim().max(200).optional(),
  author: idSchema("author must be an author id.").optional(),
  category: idSchema(NEWSROOM_MESSAGES.category).optional(),
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdminPostQuery = z.infer<typeof adminPostQuerySchema>;

/** GET /api/admin/audit?cursor= */
export const auditQuerySchema = z.object({
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET …/revisions/{id}/diff?against= */
export const revisionDiffQuerySchema = z.object({ against: idSchema("against must be a revision id.").optional() });

/** POST /api/admin/tags: a new tag (editors). */
export const createTagSchema = z.strictObject({
  name: tagName,
  slug: slugField.optional(),
  description: z.string().trim().max(500, "At most 500 characters.").optional(),
});
export type CreateTagInput = z.infer<typeof createTagSchema>;

/** PATCH /api/admin/tags/{id}: rename, re-slug (the old address redirects), describe. */
export const updateTagSchema = createTagSchema.partial();
export type UpdateTagInput = z.infer<typeof updateTagSchema>;

/** POST /api/admin/tags/{id}/merge { into }: the tag's articles and address move to `into`. */
export const mergeTagSchema = z.strictObject({ into: idSchema("into must be a tag id.") });

const categoryName = z
  .string({ error: NEWSROOM_MESSAGES.categoryName })
  .trim()
  .min(1, NEWSROOM_MESSAGES.categoryName)
  .max(60, NEWSROOM_MESSAGES.categoryName);

/** POST /api/admin/categories: a new category (editors). */
export const createCategorySchema = z.strictObject({
  name: categoryName,
  slug: slugField.min(1, NEWSROOM_MESSAGES.slug).optional(),
  description: z.string().trim().max(500, "At most 500 characters.").optional(),
});
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;

/** PATCH /api/admin/categories/{id}: rename, re-slug (the old address redirects), describe. */
export const updateCategorySchema = createCategorySchema.partial();
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;

/** POST /api/admin/categories/{id}/merge { into }: the category's articles and address move to `into`. */
export const mergeCategorySchema = z.strictObject({ into: idSchema("into must be a category id.") });

/** PUT /api/admin/front-page: the pinned stories in order, each until an optional end time (ISO 8601). */
export const frontPageSchema = z.strictObject({
  pinned: z
    .array(
      z.strictObject({
        postId: idSchema("postId must be an article id."),
        until: z.iso.datetime({ offset: true, error: NEWSROOM_MESSAGES.pinUntil }).nullable().optional(),
      }),
    )
    .max(MAX_PINNED_STORIES, NEWSROOM_MESSAGES.tooManyPins)
    .refine((pins) => new Set(pins.map((pin) => pin.postId)).size === pins.length, NEWSROOM_MESSAGES.pinTwice),
});
export type FrontPageInput = z.infer<typeof frontPageSchema>;

/** A byline's profile link: shown on its author page and in its Person JSON-LD (sameAs). */
const bylineLink = z.strictObject({
  label: z.string({ error: NEWSROOM_MESSAGES.linkLabel }).trim().min(1, NEWSROOM_MESSAGES.linkLabel).max(40, NEWSROOM_MESSAGES.linkLabel),
  url: z
    .string({ error: NEWSROOM_MESSAGES.url })
    .trim()
    .max(2000)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), NEWSROOM_MESSAGES.url),
});

const bylineFields = {
  name: z
    .string({ error: NEWSROOM_MESSAGES.bylineName })
    .trim()
    .min(1, NEWSROOM_MESSAGES.bylineName)
    .max(BYLINE_NAME_MAX_LENGTH, NEWSROOM_MESSAGES.bylineName),
  /** Made from the name when left out; a changed slug's old address redirects (308). */
  slug: slugField.optional(),
  /** The title shown with the byline, e.g. "Markets Correspondent" (empty for an agency). */
  role: z.string().trim().max(80, "At most 80 characters.").optional(),
  bio: z.string().trim().max(BYLINE_BIO_MAX_LENGTH, `At most ${BYLINE_BIO_MAX_LENGTH} characters.`).optional(),
  /** The photo: an image of the media library, by file name; null for none. */
  avatar: uploadName,
  links: z
    .array(bylineLink)
    .max(MAX_BYLINE_LINKS, NEWSROOM_MESSAGES.tooManyLinks)
    .refine((links) => new Set(links.map((link) => link.url)).size === links.length, "Each link once.")
    .optional(),
  /** The staff account the byline belongs to; null for a guest or agency byline. */
  userId: idSchema(NEWSROOM_MESSAGES.staffAccount).nullable().optional(),
};

/** POST /api/admin/authors: a new byline (editors and admins). */
export const createBylineSchema = z.strictObject(bylineFields);
export type CreateBylineInput = z.infer<typeof createBylineSchema>;

/** PATCH /api/admin/authors/{id}: the fields that change. */
export const updateBylineSchema = z.strictObject(bylineFields).partial();
export type UpdateBylineInput = z.infer<typeof updateBylineSchema>;

/** POST /api/admin/posts/{id}/corrections and PATCH …/{correctionId}: what readers are told was wrong. */
export const correctionSchema = z.strictObject({
  text: z
    .string({ error: "Please write the correction." })
    .trim()
    .min(1, "Please write the correction.")
    .max(1000, "A correction is at most 1,000 characters."),
});

// CMS pages (/api/admin/pages), shared with the page editor. The body is an article's: HTML
// (`description`) or the editor's document (`body_json`), rendered on the server.

const pageFields = {
  title: z
    .string({ error: PAGE_MESSAGES.titleRequired })
    .trim()
    .min(1, PAGE_MESSAGES.titleRequired)
    .max(TITLE_MAX_LENGTH, NEWSROOM_MESSAGES.titleTooLong),
  slug: z
    .string({ error: PAGE_MESSAGES.slugRequired })
    .pipe(slugField)
    .refine((slug) => !isReservedSlug(slug), PAGE_MESSAGES.slugReserved),
  /** The page's description: its meta description and the line under it in the sitemap. */
  summary: z.string().trim().max(PAGE_SUMMARY_MAX_LENGTH, PAGE_MESSAGES.summary).optional(),
};

/** The fields besides the body: what the page editor's form checks as it is filled in. */
export const pageMetaSchema = z.strictObject(pageFields);
export type PageMetaInput = z.infer<typeof pageMetaSchema>;

/** POST /api/admin/pages { slug, title, description | body_json, summary? }: a new draft. */
export const createPageSchema = pageMetaSchema.extend(bodyFields).superRefine(requireOneBody).superRefine(requireBody);
export type CreatePageInput = z.infer<typeof createPageSchema>;

/** PATCH /api/admin/pages/{id}: the fields that change. */
export const updatePageSchema = pageMetaSchema.extend(bodyFields).partial().superRefine(requireOneBody);
export type UpdatePageInput = z.infer<typeof updatePageSchema>;

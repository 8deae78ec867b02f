import "@/lib/validation-primitives/jitless";
import { z } from "zod";
import { bodyFields, requireBody, requireOneBody, slugField } from "@/lib/newsroom/schemas";
import { TITLE_MAX_LENGTH } from "@/lib/newsroom/slug";
import { PAGE_MESSAGES, PAGE_SUMMARY_MAX_LENGTH } from "./messages";
import { isReservedSlug } from "./reserved-slugs";

// The staff API's inputs for CMS pages (/api/admin/pages), shared with the page editor. The body is
// an article's: HTML (`description`) or the editor's document (`body_json`), rendered on the server.

const pageFields = {
  title: z
    .string({ error: PAGE_MESSAGES.titleRequired })
    .trim()
    .min(1, PAGE_MESSAGES.titleRequired)
    .max(TITLE_MAX_LENGTH, `Titles can be at most ${TITLE_MAX_LENGTH} characters long.`),
  slug: z
    .string({ error: PAGE_MESSAGES.slugRequired })
    .pipe(slugField)
    .refine((slug) => !isReservedSlug(slug), PAGE_MESSAGES.slugReserved),
  /** The page's description: its meta description and the line under it in the sitemap. */
  summary: z.string().trim().max(PAGE_SUMMARY_MAX_LENGTH, PAGE_MESSAGES.summary).optional(),
  ...bodyFields,
};

/** POST /api/admin/pages { slug, title, description | body_json, summary? }: a new draft. */
export const createPageSchema = z.strictObject(pageFields).superRefine(requireOneBody).superRefine(requireBody);
export type CreatePageInput = z.infer<typeof createPageSchema>;

/** PATCH /api/admin/pages/{id}: the fields that change. */
export const updatePageSchema = z.strictObject(pageFields).partial().superRefine(requireOneBody);
export type UpdatePageInput = z.infer<typeof updatePageSchema>;

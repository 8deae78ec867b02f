import "@/lib/validation-primitives/jitless";
import { z } from "zod";
import { MEDIA_MESSAGES } from "./messages";
import { ALT_MAX_LENGTH, CAPTION_MAX_LENGTH, MEDIA_SEARCH_MAX_LENGTH } from "./rules";

/** Alt text: what the image shows, for readers who cannot see it. Trimmed, required. */
export const altSchema = z
  .string({ error: MEDIA_MESSAGES.altRequired })
  .trim()
  .min(1, MEDIA_MESSAGES.altRequired)
  .max(ALT_MAX_LENGTH, MEDIA_MESSAGES.altTooLong);

/** A caption shown under the image; blank is none. */
export const captionSchema = z
  .string()
  .trim()
  .max(CAPTION_MAX_LENGTH, MEDIA_MESSAGES.captionTooLong)
  .transform((value) => value || null);

/** The text fields of POST /api/admin/media (multipart, beside the `file`). */
export const uploadFieldsSchema = z.object({ alt: altSchema, caption: captionSchema.optional() });

/** PATCH /api/admin/media/{name}: either field, or both. */
export const updateMediaSchema = z
  .object({ alt: altSchema.optional(), caption: captionSchema.nullable().optional() }, { error: "The body must be a JSON object." })
  .refine((value) => value.alt !== undefined || value.caption !== undefined, "Send alt, caption or both.");

/** GET /api/admin/media?q=&cursor=&limit= */
export const mediaListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(MEDIA_SEARCH_MAX_LENGTH, `q must be at most ${MEDIA_SEARCH_MAX_LENGTH} characters.`)
    .transform((value) => value || undefined)
    .optional(),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "cursor must be one this API gave.")
    .transform(Number)
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a whole number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be between 1 and 100.")
    .max(100, "limit must be between 1 and 100.")
    .default(24),
});

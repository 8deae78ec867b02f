import "@/lib/validation-primitives/jitless";
import { z } from "zod";
import { idSchema } from "@/lib/validation-primitives/ids";
import { MAX_PAGE_SIZE } from "./list";
import { POST_ID_MESSAGE } from "./messages";

// Without `limit` a client gets a full page: every seeded article of the demo site, and never more than 50.
export const DEFAULT_API_PAGE_SIZE = MAX_PAGE_SIZE;

/** Query of the list endpoints: `limit` (1–50, default 50) and an opaque `cursor`. */
export const postListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a whole number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}.`)
    .default(DEFAULT_API_PAGE_SIZE),
  cursor: z.string().min(1, "cursor must not be empty.").optional(),
  order: z.enum(["newest", "trending"], { error: "order must be newest or trending." }).default("newest"),
});

export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** An article id in a body: a positive whole number (a numeric string is accepted too). */
export const postIdSchema = idSchema(POST_ID_MESSAGE);

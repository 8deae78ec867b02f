import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { createPostSchema, type CreatePostInput } from "@/lib/newsroom/schemas";
import type { AdminPost } from "@/lib/newsroom/types";

/** The editor's fields as the form holds them: text as strings ("" for none), flags as booleans. */
export interface PostFormValues {
  title: string;
  slug: string;
  summary: string;
  description: string;
  body_json: unknown;
  category_id: string;
  /** The bylines' ids, in order (the first becomes author_id). */
  author_ids: string[];
  /** Tag names, in order. */
  tags: string[];
  show_author: boolean;
  featured_image_name: string;
  featured_image_alt: string;
  featured_image_caption: string;
  show_top_banner: boolean;
  top_banner_name: string;
  top_banner_url: string;
  show_bottom_banner: boolean;
  bottom_banner_name: string;
  bottom_banner_url: string;
  seo_title: string;
  seo_description: string;
  correction_note: string;
}

const NULLABLE = [
  "featured_image_name",
  "featured_image_alt",
  "featured_image_caption",
  "top_banner_name",
  "top_banner_url",
  "bottom_banner_name",
  "bottom_banner_url",
  "seo_title",
  "seo_description",
  "correction_note",
] as const;

export function formValues(post: AdminPost | null, defaultCategory: number): PostFormValues {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    summary: post?.summary ?? "",
    description: post?.description ?? "",
    body_json: post?.body_json ?? null,
    category_id: String(post?.category_id ?? defaultCategory),
    author_ids: (post?.author_ids ?? []).map(String),
    tags: post?.tags ?? [],
    show_author: post?.show_author ?? true,
    featured_image_name: post?.featured_image_name ?? "",
    featured_image_alt: post?.featured_image_alt ?? "",
    featured_image_caption: post?.featured_image_caption ?? "",
    show_top_banner: post?.show_top_banner ?? false,
    top_banner_name: post?.top_banner_name ?? "",
    top_banner_url: post?.top_banner_url ?? "",
    show_bottom_banner: post?.show_bottom_banner ?? false,
    bottom_banner_name: post?.bottom_banner_name ?? "",
    bottom_banner_url: post?.bottom_banner_url ?? "",
    seo_title: post?.seo_title ?? "",
    seo_description: post?.seo_description ?? "",
    correction_note: post?.correction_note ?? "",
  };
}

/**
 * What the API takes: empty optional text is null (none), an untouched slug is left to the server,
 * and the body once: the editor's document when there is one (the server renders its HTML), else
 * the HTML the article was loaded with.
 */
function toInput(values: PostFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values, author_ids: values.author_ids.map(Number), slug: values.slug || undefined };
  for (const name of NULLABLE) input[name] = values[name].trim() || null;
  if (values.body_json == null) delete input.body_json;
  else delete input.description;
  return input;
}

/** The values as a save sends them: checked by the API's schema when they pass it, else as they are. */
export function toPayload(values: PostFormValues): Record<string, unknown> {
  const input = toInput(values);
  const parsed = createPostSchema.safeParse(input);
  return parsed.success ? parsed.data : input;
}

/** The fields of `next` that differ from `previous` (what a save sends). */
export function changedFields(next: Record<string, unknown>, previous: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify(previous[name])) changes[name] = value;
  }
  return changes;
}

/**
 * The form is checked by the staff API's own schema (lib/newsroom/schemas.ts), on the values as
 * they will be sent, so the editor and the server never disagree about what is valid.
 */
const schemaResolver = zodResolver(createPostSchema);
export const postFormResolver: Resolver<PostFormValues, unknown, CreatePostInput> = (values, context, options) =>
  schemaResolver(toInput(values) as never, context, options as never) as never;

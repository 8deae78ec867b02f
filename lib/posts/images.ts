import type { MediaVariantRow } from "@/lib/db/schema";
import { uploadUrl } from "@/lib/storage/names";

export const STOCK_IMAGE_COUNT = 5;

/**
 * One of the five stock images, chosen from the post id so the server and the browser pick the
 * same one (a random pick would differ between them and break hydration).
 */
export function stockImageUrl(postId: number): string {
  const index = (Math.abs(Math.trunc(postId)) % STOCK_IMAGE_COUNT) + 1;
  return `/images/stock/stock-${index}.svg`;
}

export function postImageUrl(post: { id: number; featuredImageName: string | null }): string {
  return post.featuredImageName ? uploadUrl(post.featuredImageName) : stockImageUrl(post.id);
}

/** The `srcset` of each format of a media library image: `url 320w, url 640w, …`, narrowest first. */
export interface ImageSources {
  avif: string;
  webp: string;
}

/** The responsive copies of an image from the media library as srcsets; null for an image without any (the demo's SVGs). */
export function imageSources(variants: readonly Pick<MediaVariantRow, "name" | "width" | "format">[] | null): ImageSources | null {
  if (!variants?.length) return null;
  const srcSet = (format: MediaVariantRow["format"]) =>
    variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${uploadUrl(variant.name)} ${variant.width}w`)
      .join(", ");
  return { avif: srcSet("avif"), webp: srcSet("webp") };
}

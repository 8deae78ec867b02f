import type { ImageType } from "@/lib/storage/image-type";

/** The largest image the library takes, counted as the upload streams in. */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
/** The whole multipart body: the image, the text fields and the envelope around them. */
export const MAX_MEDIA_UPLOAD_BYTES = MAX_MEDIA_BYTES + 64 * 1024;
/** The types the library takes, read from the file's first bytes. */
export type MediaImageType = Exclude<ImageType, "gif">;
const MEDIA_TYPES: ReadonlySet<ImageType> = new Set<MediaImageType>(["jpg", "png", "webp", "avif"]);
export const isMediaType = (type: ImageType | undefined): type is MediaImageType => type !== undefined && MEDIA_TYPES.has(type);
/** Widths of the responsive copies: a phone, a wide phone or small tablet, a tablet, a laptop, a large screen. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const LARGEST_VARIANT = Math.max(...VARIANT_WIDTHS);
export const ALT_MAX_LENGTH = 300;
export const CAPTION_MAX_LENGTH = 1000;
/** The longest search of the library (file name, alt text, caption). */
export const MEDIA_SEARCH_MAX_LENGTH = 100;

/**
 * The widths to make for an original this wide: each listed width it exceeds (never upscaled),
 * then the original's own width (capped at the largest listed one) when it is noticeably wider than
 * the last, so a screen that wants every pixel still has a candidate.
 */
export function variantWidths(originalWidth: number): number[] {
  const top = Math.min(originalWidth, LARGEST_VARIANT);
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width < top);
  const last = widths[widths.length - 1] ?? 0;
  if (top > last * 1.1) widths.push(top);
  return widths;
}

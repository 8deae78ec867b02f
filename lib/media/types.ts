import type { PostStatus } from "@/lib/db/enums";
import type { MediaVariantRow } from "@/lib/db/schema";

export type VariantFormat = MediaVariantRow["format"];

/** A resized copy as the API hands it out. */
export interface MediaVariant {
  name: string;
  url: string;
  width: number;
  height: number;
  format: VariantFormat;
  size: number;
}

/** An image of the media library (POST/GET /api/admin/media). */
export interface MediaItem {
  id: number;
  name: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
  alt: string;
  caption: string | null;
  variants: MediaVariant[];
  uploadedBy: number | null;
  createdAt: string;
}

export interface MediaPage {
  items: MediaItem[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** How an article shows an image. */
export type MediaUse = "featured_image" | "top_banner" | "bottom_banner" | "body";

/** GET /api/admin/media/{name}/usage: where the image appears. */
export interface MediaUsage {
  /** Articles not deleted, any status, oldest first; `url` is the public address (live only when published). */
  articles: { id: number; title: string; status: PostStatus; url: string; uses: MediaUse[] }[];
  /** Bylines showing it as their photo; `url` is the author page. */
  bylines: { id: number; name: string; slug: string; url: string }[];
}

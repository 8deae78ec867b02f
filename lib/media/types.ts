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

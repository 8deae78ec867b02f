import "server-only";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { revalidateTag } from "next/cache";
import { can } from "@/lib/auth/capabilities";
import type { SessionUser } from "@/lib/auth/current-user";
import { TAGS } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/connection";
import type { MediaVariantRow } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, TooLargeError } from "@/lib/errors";
import { IMAGE_CONTENT_TYPES } from "@/lib/storage/image-type";
import { uploadUrl } from "@/lib/storage/names";
import { fileStorage } from "@/lib/storage/storage";
import { MEDIA_ERRORS, MEDIA_MESSAGES } from "./messages";
import { processUpload } from "./processing";
import {
  articlesShowingMedia,
  bylinesShowingMedia,
  deleteMediaRow,
  findMediaRow,
  insertMedia,
  listMediaRows,
  mediaUsedAsBylinePhoto,
  mediaUsedByLiveArticle,
  updateMediaText,
  type MediaRow,
} from "./repository";
import { MAX_MEDIA_BYTES } from "./rules";
import type { mediaListQuerySchema, updateMediaSchema, uploadFieldsSchema } from "./schemas";
import type { MediaItem, MediaPage, MediaUsage, MediaUse } from "./types";

function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    name: row.name,
    url: uploadUrl(row.name),
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    size: row.size,
    alt: row.alt,
    caption: row.caption,
    variants: row.variants.map((variant) => ({ ...variant, url: uploadUrl(variant.name) })),
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The `file` field of an upload form: present, at most 10 MB (the body was already capped as it streamed in). */
export async function mediaFileFromForm(form: FormData): Promise<Uint8Array> {
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new InvalidInputError(MEDIA_ERRORS.invalidUpload, { file: MEDIA_MESSAGES.fileRequired });
  if (file.size > MAX_MEDIA_BYTES) throw new TooLargeError(MEDIA_ERRORS.tooLarge, { file: MEDIA_ERRORS.tooLarge.message });
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Adds an image to the media library: its type read from its bytes, the original re-encoded upright
 * and without metadata, WebP and AVIF copies at the responsive widths, all stored through the
 * storage module under fresh names, then the row. A failure on the way removes what was stored.
 */
export async function uploadMedia(user: SessionUser, bytes: Uint8Array, fields: z.output<typeof uploadFieldsSchema>): Promise<MediaItem> {
  const { original, variants } = await processUpload(bytes);
  const stem = `media-${randomBytes(8).toString("hex")}`;
  const name = `${stem}.${original.type}`;
  const variantRows: MediaVariantRow[] = variants.map((variant) => ({
    name: `${stem}-${variant.width}.${variant.format}`,
    width: variant.width,
    height: variant.height,
    format: variant.format,
    size: variant.bytes.length,
  }));
  const storage = fileStorage();
  const stored: string[] = [];
  try {
    await storage.put(name, original.bytes, IMAGE_CONTENT_TYPES[original.type]);
    stored.push(name);
    for (const [index, variant] of variants.entries()) {
      const row = variantRows[index]!;
      await storage.put(row.name, variant.bytes, IMAGE_CONTENT_TYPES[variant.format]);
      stored.push(row.name);
    }
    const row = await insertMedia(await getDb(), {
      name,
      contentType: IMAGE_CONTENT_TYPES[original.type],
      width: original.width,
      height: original.height,
      size: original.bytes.length,
      alt: fields.alt,
      caption: fields.caption ?? null,
      variants: variantRows,
      uploadedBy: user.id,
    });
    return toMediaItem(row);
  } catch (error) {
    await Promise.all(stored.map((file) => storage.delete(file).catch(() => undefined)));
    throw error;
  }
}

/** The library, newest first, a page at a time; with `q`, the images whose file name, alt text or caption contain it. */
export async function listMedia(query: z.output<typeof mediaListQuerySchema>): Promise<MediaPage> {
  const rows = await listMediaRows(await getDb(), query.limit, query.cursor, query.q);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return { items: page.map(toMediaItem), nextCursor: rows.length > query.limit && last ? String(last.id) : null };
}

/** Where an image appears: articles (featured image, banners, body) and bylines' photos. */
export async function mediaUsage(name: string): Promise<MediaUsage> {
  const db = await getDb();
  if (!(await findMediaRow(db, name))) throw new NotFoundError(MEDIA_ERRORS.notFound);
  const [articles, bylines] = await Promise.all([articlesShowingMedia(db, name), bylinesShowingMedia(db, name)]);
  return {
    articles: articles.map(({ id, title, status, featured, topBanner, bottomBanner, body }) => {
      const flags: [MediaUse, boolean][] = [
        ["featured_image", featured],
        ["top_banner", topBanner],
        ["bottom_banner", bottomBanner],
        ["body", body],
      ];
      return { id, title, status, url: `/post/${id}`, uses: flags.filter(([, used]) => used).map(([use]) => use) };
    }),
    bylines: bylines.map((byline) => ({ ...byline, url: `/author/${encodeURIComponent(byline.slug)}` })),
  };
}

/**
 * Changes an image's alt text or caption: one's own upload, or anyone's for editors and admins.
 * Answers the image and the texts it had (for the audit log).
 */
export async function updateMedia(
  user: SessionUser,
  name: string,
  changes: z.output<typeof updateMediaSchema>,
): Promise<{ item: MediaItem; before: { alt: string; caption: string | null } }> {
  const db = await getDb();
  const current = await findMediaRow(db, name);
  if (!current) throw new NotFoundError(MEDIA_ERRORS.notFound);
  if (current.uploadedBy !== user.id && !can(user, "edit_any_media")) throw new ForbiddenError(MEDIA_ERRORS.editForbidden);
  const row = await updateMediaText(db, name, changes);
  if (!row) throw new NotFoundError(MEDIA_ERRORS.notFound);
  return { item: toMediaItem(row), before: { alt: current.alt, caption: current.caption } };
}

/**
 * Deletes an image no live article shows (admins): its row, its file and its variants. The
 * server's replay of sent responses (uploads included) is emptied on every node by the revalidation.
 */
export async function deleteMedia(user: SessionUser, name: string): Promise<MediaItem> {
  if (!can(user, "delete")) throw new ForbiddenError(MEDIA_ERRORS.deleteForbidden);
  const db = await getDb();
  if (await mediaUsedByLiveArticle(db, name)) throw new ConflictError(MEDIA_ERRORS.inUse);
  if (await mediaUsedAsBylinePhoto(db, name)) throw new ConflictError(MEDIA_ERRORS.bylinePhoto);
  const row = await deleteMediaRow(db, name);
  if (!row) throw new NotFoundError(MEDIA_ERRORS.notFound);
  const storage = fileStorage();
  await Promise.all([row.name, ...row.variants.map((variant) => variant.name)].map((file) => storage.delete(file)));
  revalidateTag(TAGS.media, { expire: 0 });
  return toMediaItem(row);
}

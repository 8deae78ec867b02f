import "server-only";
import sharp, { type Sharp } from "sharp";
import { UnsupportedMediaTypeError } from "@/lib/errors";
import { sniffImageType } from "@/lib/storage/image-type";
import { MEDIA_ERRORS } from "./messages";
import { isMediaType, variantWidths, type MediaImageType } from "./rules";
import type { VariantFormat } from "./types";

export interface ProcessedImage {
  type: MediaImageType;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedVariant extends Omit<ProcessedImage, "type"> {
  format: VariantFormat;
}

// What sharp calls each accepted type once it has decoded it (AVIF is a HEIF file coded with AV1).
const DECODED_AS: Record<string, MediaImageType | undefined> = { jpeg: "jpg", png: "png", webp: "webp", "heif/av1": "avif" };

// A decompression bomb (a small file of enormous dimensions) is refused before it is decoded.
const MAX_PIXELS = 80_000_000;

/**
 * The accepted type of an upload, from its first bytes — never its name or the declared type —
 * confirmed by sharp reading the same type from the file's header: anything else is a 415.
 */
export async function mediaType(bytes: Uint8Array): Promise<MediaImageType> {
  const sniffed = sniffImageType(bytes);
  if (!isMediaType(sniffed)) throw new UnsupportedMediaTypeError(MEDIA_ERRORS.unsupportedType);
  let decoded: MediaImageType | undefined;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    decoded = DECODED_AS[metadata.format === "heif" ? `heif/${metadata.compression ?? ""}` : metadata.format];
  } catch {
    throw new UnsupportedMediaTypeError(MEDIA_ERRORS.unreadable);
  }
  if (decoded !== sniffed) throw new UnsupportedMediaTypeError(MEDIA_ERRORS.unreadable);
  return sniffed;
}

function encode(image: Sharp, type: MediaImageType | VariantFormat, quality: "original" | "variant"): Sharp {
  const high = quality === "original";
  switch (type) {
    case "jpg":
      return image.jpeg({ quality: 88, mozjpeg: true });
    case "png":
      return image.png();
    case "webp":
      return image.webp({ quality: high ? 88 : 72 });
    case "avif":
      // effort 2 of 9: a few times faster than the default on a small server, a little larger.
      return image.avif({ quality: high ? 70 : 52, effort: 2 });
  }
}

/**
 * The stored original and the responsive copies of an accepted upload. The original is turned the
 * way its EXIF orientation says and written again without any metadata (EXIF, GPS, XMP, IPTC, the
 * camera's comments; sharp keeps none unless asked). The copies are WebP and AVIF at each width of
 * `variantWidths`, never wider than the original.
 */
export async function processUpload(bytes: Uint8Array): Promise<{ original: ProcessedImage; variants: ProcessedVariant[] }> {
  const type = await mediaType(bytes);
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
  try {
    const original = await encode(input(), type, "original").toBuffer({ resolveWithObject: true });
    // Decoded and turned once, at most as wide as the largest copy; each copy is resized from these pixels.
    const widths = variantWidths(original.info.width);
    const base = await input()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const variants: ProcessedVariant[] = [];
    for (const width of widths) {
      for (const format of ["avif", "webp"] as const) {
        const out = await encode(sharp(base.data, { raw }).resize({ width, withoutEnlargement: true }), format, "variant").toBuffer({
          resolveWithObject: true,
        });
        variants.push({ format, bytes: out.data, width: out.info.width, height: out.info.height });
      }
    }
    return { original: { type, bytes: original.data, width: original.info.width, height: original.info.height }, variants };
  } catch (error) {
    if (error instanceof UnsupportedMediaTypeError) throw error;
    // The header was fine but the pixels are not (a truncated or damaged file).
    throw new UnsupportedMediaTypeError(MEDIA_ERRORS.unreadable);
  }
}

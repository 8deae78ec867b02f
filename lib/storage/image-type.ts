/** The raster image types the site recognises by their first bytes (the file's extension when stored). */
export type ImageType = "jpg" | "png" | "webp" | "gif" | "avif";

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageType, string>> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/**
 * The image type from a file's first bytes (its magic number) — never from its name or the type a
 * browser declared. SVG is never recognised on purpose: it can carry script. AVIF is an ISO-BMFF
 * file whose `ftyp` box names the `avif` (still) or `avis` (sequence) brand, as the major brand or
 * among the compatible ones.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(4, 8) === "ftyp") {
    const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
    const end = Math.min(boxSize >>> 0, bytes.length);
    // The major brand at 8, the minor version at 12, then the compatible brands, four bytes each.
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(offset, offset + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
  }
  return undefined;
}

import "server-only";
import { randomBytes } from "node:crypto";
import { InvalidInputError, TooLargeError, UnsupportedMediaTypeError } from "@/lib/errors";
import type { UploadStore } from "@/lib/uploads/files";
import { AUTH_ERRORS } from "./messages";

export const MAX_AVATAR_BYTES = 1024 * 1024;
/** The cap on a whole avatar upload as it streams in: the image and room for the multipart envelope. */
export const MAX_AVATAR_UPLOAD_BYTES = MAX_AVATAR_BYTES + 16 * 1024;

/**
 * The image type from the file's first bytes — never from its name or the browser's claim. SVG
 * is refused on purpose: it can carry script.
 */
export function imageExtension(bytes: Uint8Array): "png" | "jpg" | "webp" | "gif" | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return "webp";
  return undefined;
}

/** The `avatar` field of an upload form: an image of at most 1 MB whose first bytes say PNG, JPEG, WebP or GIF. */
export async function avatarFromForm(form: FormData): Promise<{ bytes: Uint8Array; extension: string }> {
  const file = form.get("avatar");
  const field = (entry: { message: string }) => ({ avatar: entry.message });
  if (!(file instanceof Blob)) throw new InvalidInputError(AUTH_ERRORS.avatarMissing, field(AUTH_ERRORS.avatarMissing));
  if (file.size > MAX_AVATAR_BYTES) throw new TooLargeError(AUTH_ERRORS.avatarTooLarge, field(AUTH_ERRORS.avatarTooLarge));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = imageExtension(bytes);
  if (!extension) throw new UnsupportedMediaTypeError(AUTH_ERRORS.avatarTypeUnsupported, field(AUTH_ERRORS.avatarTypeUnsupported));
  return { bytes, extension };
}

const AVATAR_FILE = /^\/api\/uploads\/(avatar-\d+-[a-f0-9]{16}\.(?:png|jpg|webp|gif))$/;

/** Stores an avatar image with the uploads and returns the address it is served at. */
export async function saveAvatar(store: UploadStore, userId: number, bytes: Uint8Array, extension: string): Promise<string> {
  const name = `avatar-${userId}-${randomBytes(8).toString("hex")}.${extension}`;
  await store.write(name, bytes, { exclusive: true });
  return `/api/uploads/${name}`;
}

/** Deletes an avatar this site stored (a URL elsewhere, or a seeded image, is left alone). */
export async function removeStoredAvatar(store: UploadStore, avatar: string | null): Promise<void> {
  const name = avatar ? AVATAR_FILE.exec(avatar)?.[1] : undefined;
  if (name) await store.remove(name);
}

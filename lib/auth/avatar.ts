import "server-only";
import { randomBytes } from "node:crypto";
import { InvalidInputError, TooLargeError, UnsupportedMediaTypeError } from "@/lib/errors";
import { IMAGE_CONTENT_TYPES, sniffImageType, type ImageType } from "@/lib/storage/image-type";
import { fileStorage } from "@/lib/storage/storage";
import { AUTH_ERRORS } from "./messages";

export const MAX_AVATAR_BYTES = 1024 * 1024;
/** The cap on a whole avatar upload as it streams in: the image and room for the multipart envelope. */
export const MAX_AVATAR_UPLOAD_BYTES = MAX_AVATAR_BYTES + 16 * 1024;

const AVATAR_TYPES: ReadonlySet<ImageType> = new Set(["png", "jpg", "webp", "gif"]);

/** The avatar's type from the file's first bytes (never its name or the browser's claim), if an avatar may be one. */
export function imageExtension(bytes: Uint8Array): ImageType | undefined {
  const type = sniffImageType(bytes);
  return type && AVATAR_TYPES.has(type) ? type : undefined;
}

/** The `avatar` field of an upload form: an image of at most 1 MB whose first bytes say PNG, JPEG, WebP or GIF. */
export async function avatarFromForm(form: FormData): Promise<{ bytes: Uint8Array; extension: ImageType }> {
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

/** Stores an avatar image through the storage module and returns the address it is served at. */
export async function saveAvatar(userId: number, bytes: Uint8Array, extension: ImageType): Promise<string> {
  const name = `avatar-${userId}-${randomBytes(8).toString("hex")}.${extension}`;
  await fileStorage().put(name, bytes, IMAGE_CONTENT_TYPES[extension]);
  return `/api/uploads/${name}`;
}

/** Deletes an avatar this site stored (a URL elsewhere, or a seeded image, is left alone). */
export async function removeStoredAvatar(avatar: string | null): Promise<void> {
  const name = avatar ? AVATAR_FILE.exec(avatar)?.[1] : undefined;
  if (name) await fileStorage().delete(name);
}

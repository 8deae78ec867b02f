import { NextResponse } from "next/server";
import { imageExtension, MAX_AVATAR_BYTES, removeStoredAvatar, saveAvatar } from "@/lib/auth/avatar";
import { requireRequestUser } from "@/lib/auth/current-user";
import { setAvatar, toPublicUser } from "@/lib/auth/users";
import { getDb } from "@/lib/db/connection";
import { HttpError, withErrors } from "@/lib/http/responses";
import { uploadsDirectory } from "@/lib/uploads/files";

/** multipart/form-data with an `avatar` image (PNG, JPEG, WebP or GIF, at most 1 MB) → the updated user. */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  if (Number(request.headers.get("content-length") ?? "0") > MAX_AVATAR_BYTES + 16 * 1024) throw new HttpError(413, "The image must be at most 1 MB.");
  const form = await request.formData().catch(() => {
    throw new HttpError(400, "Send the image as multipart/form-data in the field 'avatar'.");
  });
  const file = form.get("avatar");
  if (!(file instanceof Blob)) throw new HttpError(400, "Choose an image to upload.", { avatar: "Choose an image to upload." });
  if (file.size > MAX_AVATAR_BYTES) throw new HttpError(413, "The image must be at most 1 MB.", { avatar: "The image must be at most 1 MB." });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = imageExtension(bytes);
  if (!extension) throw new HttpError(415, "Use a PNG, JPEG, WebP or GIF image.", { avatar: "Use a PNG, JPEG, WebP or GIF image." });

  const uploadsDir = uploadsDirectory();
  const row = await setAvatar(await getDb(), user.id, await saveAvatar(uploadsDir, user.id, bytes, extension));
  if (!row) throw new HttpError(401, "Please sign in again.");
  await removeStoredAvatar(uploadsDir, user.avatar);
  return NextResponse.json(toPublicUser(row));
});

import { NextResponse } from "next/server";
import { imageExtension, MAX_AVATAR_BYTES } from "@/lib/auth/avatar";
import { requireRequestUser } from "@/lib/auth/current-user";
import { replaceAvatar } from "@/lib/auth/service";
import { HttpError, withErrors } from "@/lib/http/responses";
import { readForm } from "@/lib/http/validation";

const TOO_LARGE = "The image must be at most 1 MB.";

/** multipart/form-data with an `avatar` image (PNG, JPEG, WebP or GIF, at most 1 MB) → the updated user. */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  // The whole body is capped as it streams in (room for the multipart envelope around the image).
  const form = await readForm(request, MAX_AVATAR_BYTES + 16 * 1024, TOO_LARGE);
  const file = form.get("avatar");
  if (!(file instanceof Blob)) throw new HttpError(400, "Choose an image to upload.", { avatar: "Choose an image to upload." });
  if (file.size > MAX_AVATAR_BYTES) throw new HttpError(413, TOO_LARGE, { avatar: TOO_LARGE });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = imageExtension(bytes);
  if (!extension) throw new HttpError(415, "Use a PNG, JPEG, WebP or GIF image.", { avatar: "Use a PNG, JPEG, WebP or GIF image." });
  return NextResponse.json(await replaceAvatar(user, bytes, extension));
});

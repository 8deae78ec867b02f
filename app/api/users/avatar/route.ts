import { NextResponse } from "next/server";
import { avatarFromForm, MAX_AVATAR_UPLOAD_BYTES } from "@/lib/auth/avatar";
import { requireRequestUser } from "@/lib/auth/current-user";
import { AUTH_ERRORS } from "@/lib/auth/messages";
import { replaceAvatar } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { readForm } from "@/lib/http/validation";

/** multipart/form-data with an `avatar` image (PNG, JPEG, WebP or GIF, at most 1 MB) → the updated user. */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  // The whole body is capped as it streams in.
  const form = await readForm(request, MAX_AVATAR_UPLOAD_BYTES, AUTH_ERRORS.avatarTooLarge);
  const { bytes, extension } = await avatarFromForm(form);
  return NextResponse.json(await replaceAvatar(user, bytes, extension));
});

import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { MEDIA_ERRORS } from "@/lib/media/messages";
import { updateMediaSchema } from "@/lib/media/schemas";
import { deleteMediaAudited, updateMediaAudited } from "@/lib/newsroom/staff-actions";

type Context = { params: Promise<{ name: string }> };

/** PATCH /api/admin/media/{name} { alt?, caption? } → the image with its new texts (its uploader; editors and admins any). */
export const PATCH = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "upload_media", "write");
  const changes = parseOrThrow(updateMediaSchema, await readJson(request), MEDIA_ERRORS.invalidUpdate);
  return NextResponse.json(await updateMediaAudited(user, (await params).name, changes));
});

/** DELETE /api/admin/media/{name} → the deleted image (admins; 409 while a published or scheduled article, or a byline, shows it). */
export const DELETE = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "delete", "write");
  return NextResponse.json(await deleteMediaAudited(user, (await params).name));
});

import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { parseOrThrow, readForm, searchParamsObject } from "@/lib/http/validation";
import { MEDIA_ERRORS } from "@/lib/media/messages";
import { MAX_MEDIA_UPLOAD_BYTES } from "@/lib/media/rules";
import { mediaListQuerySchema, uploadFieldsSchema } from "@/lib/media/schemas";
import { listMedia, mediaFileFromForm } from "@/lib/media/service";
import { uploadMediaAudited } from "@/lib/newsroom/staff-actions";

/** GET /api/admin/media?q=&cursor=&limit= → { items, nextCursor }, newest first; `q` searches file name, alt text and caption (staff who may upload media). */
export const GET = withErrors(async (request: Request) => {
  await requireCapability(request, "upload_media");
  const query = parseOrThrow(mediaListQuerySchema, searchParamsObject(request.url), MEDIA_ERRORS.invalidQuery);
  return NextResponse.json(await listMedia(query), { headers: { "Cache-Control": "no-store" } });
});

/**
 * POST /api/admin/media, multipart: `file` (JPEG, PNG, WebP or AVIF, at most 10 MB), `alt`
 * (required) and `caption` → 201 the stored image with its variants (staff who may upload media). The session is
 * checked before the body is read, and the body is capped as it streams in.
 */
export const POST = withErrors(async (request: Request) => {
  const user = await requireCapability(request, "upload_media", "upload");
  const form = await readForm(request, MAX_MEDIA_UPLOAD_BYTES, MEDIA_ERRORS.tooLarge);
  const text = (key: string) => form.get(key) ?? undefined;
  const fields = parseOrThrow(uploadFieldsSchema, { alt: text("alt"), caption: text("caption") }, MEDIA_ERRORS.invalidUpload);
  const item = await uploadMediaAudited(user, await mediaFileFromForm(form), fields);
  return NextResponse.json(item, { status: 201 });
});

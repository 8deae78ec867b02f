import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { MEDIA_ERRORS } from "@/lib/media/messages";
import { updateMediaSchema } from "@/lib/media/schemas";
import { updateMedia } from "@/lib/media/service";

/** PATCH /api/admin/media/{name} { alt?, caption? } → the image with its new texts (staff who may upload media). */
export const PATCH = withErrors(async (request: Request, { params }: { params: Promise<{ name: string }> }) => {
  await requireCapability(request, "upload_media");
  const changes = parseOrThrow(updateMediaSchema, await readJson(request), MEDIA_ERRORS.invalidUpdate);
  return NextResponse.json(await updateMedia((await params).name, changes));
});

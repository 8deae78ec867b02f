import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { mediaUsage } from "@/lib/media/service";

type Context = { params: Promise<{ name: string }> };

/** GET /api/admin/media/{name}/usage → { articles, bylines }: where the image appears (staff who may upload media). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  await requireCapability(request, "upload_media");
  return NextResponse.json(await mediaUsage((await params).name), { headers: { "Cache-Control": "no-store" } });
});

import { NextResponse } from "next/server";
import { COMMENT_ERRORS } from "@/lib/comments/messages";
import { getModerationQueue } from "@/lib/comments/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, searchParamsObject } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { moderationQuerySchema } from "@/lib/comments/schemas";

/** GET /api/admin/comments?status=pending|approved|rejected&limit= → { comments, counts } (editors and admins). */
export const GET = withErrors(async (request: Request) => {
  await requireCapability(request, "moderate_comments");
  const query = parseOrThrow(moderationQuerySchema, searchParamsObject(request.url), COMMENT_ERRORS.invalidModerationQuery);
  return NextResponse.json(await getModerationQueue(query.status, query.limit), { headers: { "Cache-Control": "no-store" } });
});

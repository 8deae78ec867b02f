import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/current-user";
import { COMMENT_ERRORS } from "@/lib/comments/messages";
import { getModerationQueue } from "@/lib/comments/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, searchParamsObject } from "@/lib/http/validation";
import { moderationQuerySchema } from "@/lib/comments/schemas";

/** GET /api/admin/comments?status=pending|approved|rejected&limit= → { comments, counts } (admins only). */
export const GET = withErrors(async (request: Request) => {
  await requireAdmin(request);
  const query = parseOrThrow(moderationQuerySchema, searchParamsObject(request.url), COMMENT_ERRORS.invalidModerationQuery);
  return NextResponse.json(await getModerationQueue(query.status, query.limit), { headers: { "Cache-Control": "no-store" } });
});

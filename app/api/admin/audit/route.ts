import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, searchParamsObject } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { auditQuerySchema } from "@/lib/newsroom/schemas";
import { readAudit } from "@/lib/newsroom/service";

/** GET /api/admin/audit?cursor=&limit= → { entries, nextCursor }, newest first (admins). */
export const GET = withErrors(async (request: Request) => {
  await requireCapability(request, "read_audit");
  const query = parseOrThrow(auditQuerySchema, searchParamsObject(request.url), NEWSROOM_ERRORS.invalidQuery);
  return NextResponse.json(await readAudit(query), { headers: { "Cache-Control": "no-store" } });
});

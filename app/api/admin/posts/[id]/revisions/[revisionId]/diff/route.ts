import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, searchParamsObject } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { revisionDiffQuerySchema } from "@/lib/newsroom/schemas";
import { compareRevision } from "@/lib/newsroom/service";

type Context = { params: Promise<{ id: string; revisionId: string }> };

/** GET /api/admin/posts/{id}/revisions/{revisionId}/diff?against= → a word diff of title and body against an older revision (default: the one before). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "diff");
  const { id, revisionId } = await params;
  const { against } = parseOrThrow(revisionDiffQuerySchema, searchParamsObject(request.url));
  return NextResponse.json(await compareRevision(user, requireId(id), requireId(revisionId, "revision"), against), {
    headers: { "Cache-Control": "no-store" },
  });
});

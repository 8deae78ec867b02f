import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { restoreRevision } from "@/lib/newsroom/service";

type Context = { params: Promise<{ id: string; revisionId: string }> };

/** POST /api/admin/posts/{id}/revisions/{revisionId}/restore → the article with that revision's content (itself a new revision). */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const { id, revisionId } = await params;
  return NextResponse.json(await restoreRevision(user, requireId(id), requireId(revisionId, "revision")));
});

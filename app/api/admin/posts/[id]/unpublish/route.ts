import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { unpublishPost } from "@/lib/newsroom/service";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/posts/{id}/unpublish → the article, off the site ("unpublished"; a scheduled one goes back to "draft"). */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  return NextResponse.json(await unpublishPost(user, requireId((await params).id)));
});

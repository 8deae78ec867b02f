import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { withdrawPost } from "@/lib/newsroom/service";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/posts/{id}/withdraw → the article, back to "draft" (its writer takes the submission back). */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  return NextResponse.json(await withdrawPost(user, requireId((await params).id)));
});

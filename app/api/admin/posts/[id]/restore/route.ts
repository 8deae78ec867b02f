import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { restorePost } from "@/lib/newsroom/service";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/posts/{id}/restore → the undeleted article (admins). */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "restore_deleted", "write");
  return NextResponse.json(await restorePost(user, requireId((await params).id)));
});

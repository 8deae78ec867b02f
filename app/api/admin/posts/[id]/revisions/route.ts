import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { listPostRevisions } from "@/lib/newsroom/service";

type Context = { params: Promise<{ id: string }> };

/** GET /api/admin/posts/{id}/revisions → { revisions } newest first (staff). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request);
  const revisions = await listPostRevisions(user, requireId((await params).id));
  return NextResponse.json({ revisions }, { headers: { "Cache-Control": "no-store" } });
});

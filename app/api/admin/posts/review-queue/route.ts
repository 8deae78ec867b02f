import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { getReviewQueue } from "@/lib/newsroom/service";

/** GET /api/admin/posts/review-queue → { count, posts }: the submitted articles, longest waiting first. */
export const GET = withErrors(async (request: Request) => {
  await requireCapability(request);
  return NextResponse.json(await getReviewQueue(), { headers: { "Cache-Control": "no-store" } });
});

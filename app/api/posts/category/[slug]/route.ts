import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { postListResponse } from "@/lib/posts/api";
import { requireCategory } from "@/lib/posts/service";

/** GET /api/posts/category/{slug}?limit=&cursor= → the category's published posts; a merged category's URL redirects (308). */
export const GET = withErrors(async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const category = await requireCategory((await params).slug);
  if ("redirectTo" in category) {
    const target = new URL(request.url);
    target.pathname = `/api/posts/category/${encodeURIComponent(category.redirectTo)}`;
    return NextResponse.redirect(target, 308);
  }
  return postListResponse(request, { categoryId: category.id });
});

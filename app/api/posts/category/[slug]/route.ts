import { requireCategoryBySlug } from "@/lib/categories/categories";
import { withErrors } from "@/lib/http/responses";
import { postListResponse } from "@/lib/posts/api";

export const GET = withErrors(async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const category = requireCategoryBySlug((await params).slug);
  return postListResponse(request, { categoryId: category.id });
});

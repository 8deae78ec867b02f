import { categoryBySlug } from "@/lib/categories/categories";
import { HttpError, withErrors } from "@/lib/http/responses";
import { postListResponse } from "@/lib/posts/api";

export const GET = withErrors(async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params;
  const category = categoryBySlug(slug);
  if (!category) throw new HttpError(404, "Category not found.");
  return postListResponse(request, category.id);
});

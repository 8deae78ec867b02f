import { withErrors } from "@/lib/http/responses";
import { postListResponse } from "@/lib/posts/api";
import { requireAuthorProfile } from "@/lib/posts/service";

type Context = { params: Promise<{ slug: string }> };

/** GET /api/authors/{slug}/posts?limit=&cursor= → the byline's published posts, newest first. */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const author = await requireAuthorProfile((await params).slug);
  return postListResponse(request, { authorId: author.id });
});

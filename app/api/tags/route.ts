import { withErrors } from "@/lib/http/responses";
import { tagListResponse } from "@/lib/posts/api";

/** GET /api/tags?limit=&cursor= → [{ name, slug, description, count }], the tags with published articles by slug. */
export const GET = withErrors(async (request: Request) => tagListResponse(request));

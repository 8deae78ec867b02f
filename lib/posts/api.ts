import { NextResponse } from "next/server";
import { parseOrThrow, searchParamsObject } from "@/lib/http/validation";
import { POST_ERRORS } from "./messages";
import { postListQuerySchema } from "./schemas";
import { getPostPage } from "./service";

// Lists are public and identical for every reader: let browsers and CDNs keep them briefly.
const LIST_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=120";

/**
 * Answers a list request: the body is the array of posts (spec §7 reads it as an array); the next
 * page's cursor travels in `X-Next-Cursor` and a `Link: rel="next"` header.
 */
export async function postListResponse(request: Request, categoryId?: number): Promise<NextResponse> {
  const query = parseOrThrow(postListQuerySchema, searchParamsObject(request.url), POST_ERRORS.invalidListQuery);
  // An impossible cursor is an InvalidCursorError (400, naming `cursor`).
  const page = await getPostPage({ limit: query.limit, cursor: query.cursor, order: query.order, categoryId });
  const headers = new Headers({ "Cache-Control": LIST_CACHE_CONTROL });
  if (page.nextCursor) {
    const next = new URL(request.url);
    next.searchParams.set("cursor", page.nextCursor);
    next.searchParams.set("limit", String(query.limit));
    headers.set("X-Next-Cursor", page.nextCursor);
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return NextResponse.json(page.posts, { headers });
}

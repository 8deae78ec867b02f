import { NextResponse } from "next/server";
import { HttpError } from "@/lib/http/responses";
import { parseOrThrow, searchParamsObject } from "@/lib/http/validation";
import { postListQuerySchema } from "@/lib/validation/posts";
import { InvalidCursorError } from "./repository";
import { getPostPage } from "./service";

// Lists are public and identical for every reader: let browsers and CDNs keep them briefly.
const LIST_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=120";

/**
 * Answers a list request: the body is the array of posts (spec §7 reads it as an array); the next
 * page's cursor travels in `X-Next-Cursor` and a `Link: rel="next"` header.
 */
export async function postListResponse(request: Request, categoryId?: number): Promise<NextResponse> {
  const query = parseOrThrow(postListQuerySchema, searchParamsObject(request.url), "Invalid list query.");
  let page;
  try {
    page = await getPostPage({ limit: query.limit, cursor: query.cursor, order: query.order, categoryId });
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new HttpError(400, error.message, { cursor: error.message });
    throw error;
  }
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

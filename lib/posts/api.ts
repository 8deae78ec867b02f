import { NextResponse } from "next/server";
import { parseOrThrow, searchParamsObject } from "@/lib/http/validation";
import { POST_ERRORS } from "./messages";
import { postListQuerySchema } from "./schemas";
import type { ListOptions } from "./repository";
import { getPostPage, getTagPage } from "./service";
import type { TagInfo } from "./types";

// Lists are public and identical for every reader: let browsers and CDNs keep them briefly.
const LIST_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=120";

/**
 * Answers a list request: the body is the array of posts (docs/behaviour.md#calls reads it as an array); the next
 * page's cursor travels in `X-Next-Cursor` and a `Link: rel="next"` header.
 */
export async function postListResponse(
  request: Request,
  filter: Pick<ListOptions, "categoryId" | "tagId" | "authorId"> = {},
): Promise<NextResponse> {
  const query = parseOrThrow(postListQuerySchema, searchParamsObject(request.url), POST_ERRORS.invalidListQuery);
  // An impossible cursor is an InvalidCursorError (400, naming `cursor`).
  const page = await getPostPage({ limit: query.limit, cursor: query.cursor, order: query.order, ...filter });
  return pagedResponse(request, page.posts, page.nextCursor, query.limit);
}

/** GET /api/tags: the tags with published articles, by slug, paged like the posts. */
export async function tagListResponse(request: Request): Promise<NextResponse> {
  const query = parseOrThrow(postListQuerySchema, searchParamsObject(request.url), POST_ERRORS.invalidListQuery);
  const page = await getTagPage({ limit: query.limit, cursor: query.cursor });
  const tags = page.tags.map(({ name, slug, description, count }): Omit<TagInfo, "id"> => ({ name, slug, description, count }));
  return pagedResponse(request, tags, page.nextCursor, query.limit);
}

/** A JSON array; the next page's cursor in `X-Next-Cursor` and `Link: rel="next"`. */
function pagedResponse(request: Request, items: unknown[], nextCursor: string | null, limit: number): NextResponse {
  const headers = new Headers({ "Cache-Control": LIST_CACHE_CONTROL });
  if (nextCursor) {
    const next = new URL(request.url);
    next.searchParams.set("cursor", nextCursor);
    next.searchParams.set("limit", String(limit));
    headers.set("X-Next-Cursor", nextCursor);
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return NextResponse.json(items, { headers });
}

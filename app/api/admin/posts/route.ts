import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson, searchParamsObject } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { adminPostQuerySchema, createPostSchema, POST_BODY_MAX_BYTES } from "@/lib/newsroom/schemas";
import { createPost, listAdminPosts } from "@/lib/newsroom/service";

/** GET /api/admin/posts?status=&q=&author=&category=&cursor=&limit= → { posts, nextCursor } (staff), newest first. */
export const GET = withErrors(async (request: Request) => {
  const user = await requireCapability(request);
  const query = parseOrThrow(adminPostQuerySchema, searchParamsObject(request.url), NEWSROOM_ERRORS.invalidQuery);
  return NextResponse.json(await listAdminPosts(user, query), { headers: { "Cache-Control": "no-store" } });
});

/** POST /api/admin/posts { title, description, category_id, … } → 201 the new draft (staff). */
export const POST = withErrors(async (request: Request) => {
  const user = await requireCapability(request, "create_post", "write");
  const input = parseOrThrow(createPostSchema, await readJson(request, POST_BODY_MAX_BYTES), NEWSROOM_ERRORS.invalidPost);
  return NextResponse.json(await createPost(user, input), { status: 201 });
});

import { NextResponse } from "next/server";
import { requestContext } from "@/lib/auth/request-context";
import { reauthSchema } from "@/lib/auth/schemas";
import { reauthenticate } from "@/lib/auth/service";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { POST_BODY_MAX_BYTES, updatePostSchema } from "@/lib/newsroom/schemas";
import { deletePost, getAdminPost, updatePost } from "@/lib/newsroom/service";

type Context = { params: Promise<{ id: string }> };

/** GET /api/admin/posts/{id} → the article with every editable field and `can` (staff). */
export const GET = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request);
  return NextResponse.json(await getAdminPost(user, requireId((await params).id)), { headers: { "Cache-Control": "no-store" } });
});

/** PATCH /api/admin/posts/{id} { …fields, updatedAt? } → the saved article; 409 when `updatedAt` is out of date. */
export const PATCH = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  const id = requireId((await params).id);
  const input = parseOrThrow(updatePostSchema, await readJson(request, POST_BODY_MAX_BYTES), NEWSROOM_ERRORS.invalidPost);
  return NextResponse.json(await updatePost(user, id, input));
});

/**
 * DELETE /api/admin/posts/{id} { password } → the deleted article (admins; soft, see …/restore).
 * The admin's password first: 403 reauth_required without it.
 */
export const DELETE = withErrors(async (request: Request, { params }: Context) => {
  const user = await requireCapability(request, "delete", "write");
  const id = requireId((await params).id);
  const proof = parseOrThrow(reauthSchema, await readJson(request, undefined, { optional: true }));
  await reauthenticate(user, proof, requestContext(request));
  return NextResponse.json(await deletePost(user, id));
});

import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/current-user";
import { moderateComment, removeComment } from "@/lib/comments/service";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { moderateCommentSchema } from "@/lib/comments/schemas";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/admin/comments/{id} { status } → the moderated comment (admins only). */
export const PATCH = withErrors(async (request: Request, { params }: Context) => {
  const admin = await requireAdmin(request);
  const id = requireId((await params).id, "comment");
  const { status } = parseOrThrow(moderateCommentSchema, await readJson(request));
  return NextResponse.json(await moderateComment(id, status, admin));
});

/** DELETE /api/admin/comments/{id} → { message } (admins only). */
export const DELETE = withErrors(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  await removeComment(requireId((await params).id, "comment"));
  return NextResponse.json({ message: "Comment deleted." });
});

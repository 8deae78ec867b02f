import { NextResponse } from "next/server";
import { requireId, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { requireCapability } from "@/lib/newsroom/access";
import { moderateCommentAudited, removeCommentAudited } from "@/lib/newsroom/staff-actions";
import { moderateCommentSchema } from "@/lib/comments/schemas";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/admin/comments/{id} { status } → the moderated comment (editors and admins). */
export const PATCH = withErrors(async (request: Request, { params }: Context) => {
  const moderator = await requireCapability(request, "moderate_comments", "write");
  const id = requireId((await params).id, "comment");
  const { status } = parseOrThrow(moderateCommentSchema, await readJson(request));
  return NextResponse.json(await moderateCommentAudited(moderator, id, status));
});

/** DELETE /api/admin/comments/{id} → { message } (editors and admins). */
export const DELETE = withErrors(async (request: Request, { params }: Context) => {
  const moderator = await requireCapability(request, "moderate_comments", "write");
  await removeCommentAudited(moderator, requireId((await params).id, "comment"));
  return NextResponse.json({ message: "Comment deleted." });
});

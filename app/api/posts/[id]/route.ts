import { NextResponse } from "next/server";
import { HttpError, parseId, withErrors } from "@/lib/http/responses";
import { getPost } from "@/lib/posts/service";

export const GET = withErrors(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id: raw } = await params;
  const id = parseId(raw);
  if (id === undefined) throw new HttpError(400, "Invalid post id: it must be a positive whole number.");
  const post = await getPost(id);
  if (!post) throw new HttpError(404, "Post not found.");
  return NextResponse.json(post, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } });
});

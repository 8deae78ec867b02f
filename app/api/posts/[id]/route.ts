import { NextResponse } from "next/server";
import { HttpError, requireId, withErrors } from "@/lib/http/responses";
import { getPost } from "@/lib/posts/service";

export const GET = withErrors(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const id = requireId((await params).id);
  const post = await getPost(id);
  if (!post) throw new HttpError(404, "Post not found.");
  return NextResponse.json(post, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } });
});

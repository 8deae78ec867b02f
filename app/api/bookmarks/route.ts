import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { withErrors } from "@/lib/http/responses";
import { getBookmarkedPosts } from "@/lib/reactions/service";

/** GET /api/bookmarks: the signed-in reader's saved articles as list posts, most recently saved first. */
export const GET = withErrors(async (request: Request) => {
  const user = await requireRequestUser(request);
  return NextResponse.json(await getBookmarkedPosts(user.id), { headers: { "Cache-Control": "private, no-store" } });
});

import { createSharedRateLimiter, enforceRateLimit } from "@/lib/http/rate-limit";
import { requireId, withErrors } from "@/lib/http/responses";
import { recordView } from "@/lib/posts/service";

// A reader opens a few articles a minute; a script replaying the beacon does not move the trending list much.
const limiter = createSharedRateLimiter("post-views", { limit: 30, windowMs: 60_000 });

type Context = { params: Promise<{ id: string }> };

/**
 * POST: one view of the article, sent by its page once per page view (navigator.sendBeacon). The
 * page itself is cached and shared, so a view cannot be counted while rendering it. → 204.
 */
export const POST = withErrors(async (request: Request, { params }: Context) => {
  const postId = requireId((await params).id);
  await enforceRateLimit(limiter, request);
  recordView(postId);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});

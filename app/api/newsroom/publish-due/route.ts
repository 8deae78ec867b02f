import { NextResponse } from "next/server";
import { ForbiddenError } from "@/lib/errors";
import { withErrors } from "@/lib/http/responses";
import { expireFrontPagePins } from "@/lib/newsroom/front-page";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { isSchedulerKey, SCHEDULER_HEADER } from "@/lib/newsroom/scheduler";
import { publishDuePosts } from "@/lib/newsroom/service";

/**
 * POST /api/newsroom/publish-due → { published: ids, unpinned: ids }: the scheduler's tick
 * (lib/newsroom/scheduler.ts), asked by the server's own clock with its key: due posts go live and
 * ended front-page pins drop out. A route, because revalidation needs a request.
 */
export const POST = withErrors(async (request: Request) => {
  if (!isSchedulerKey(request.headers.get(SCHEDULER_HEADER))) throw new ForbiddenError(NEWSROOM_ERRORS.schedulerOnly);
  const published = await publishDuePosts();
  const unpinned = await expireFrontPagePins();
  return NextResponse.json({ published, unpinned }, { headers: { "Cache-Control": "no-store" } });
});

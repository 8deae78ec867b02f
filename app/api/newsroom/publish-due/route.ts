import { NextResponse } from "next/server";
import { ForbiddenError } from "@/lib/errors";
import { withErrors } from "@/lib/http/responses";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { isSchedulerKey, SCHEDULER_HEADER } from "@/lib/newsroom/scheduler";
import { publishDuePosts } from "@/lib/newsroom/service";

/**
 * POST /api/newsroom/publish-due → { published: ids }: the scheduler's tick (lib/newsroom/scheduler.ts),
 * asked by the server's own clock with its key. A route, because revalidation needs a request.
 */
export const POST = withErrors(async (request: Request) => {
  if (!isSchedulerKey(request.headers.get(SCHEDULER_HEADER))) throw new ForbiddenError(NEWSROOM_ERRORS.schedulerOnly);
  return NextResponse.json({ published: await publishDuePosts() }, { headers: { "Cache-Control": "no-store" } });
});

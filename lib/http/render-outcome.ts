// A page render tells the production server what it had to do without (server/render-context.ts):
// such a render is answered but never kept by the page cache, and may ask for another status.
// Outside that server (next dev, tests) there is no context and these calls do nothing.
import type { AsyncLocalStorage } from "node:async_hooks";

/**
 * A page as the caches keep it: its tags (those of the data it read), when it was made, and, for a
 * tag whose data it read from the cache, when that data was made (if earlier). A revalidation of a
 * tag stamped at or after that moment means the page shows what it replaced.
 */
export interface PageVersion {
  tags: string[];
  madeAt: number;
  asOf?: Record<string, number>;
}

export interface RenderOutcome {
  /**
   * When the request reached the server (ms). A render kept by the page cache is dated by it, not by
   * when it finished: one that read its data before a revalidation made while it rendered is then
   * expired by that revalidation instead of outliving it.
   */
  startedAt?: number;
  /**
   * For each tag of the kept data the render read, when the oldest of that data was made (ms;
   * server/cache-handler.ts notes it). Dated by its start alone, a render begun after another
   * worker's or node's revalidation but before this process heard of it would read the data that
   * revalidation replaced, and outlive it.
   */
  dataAsOf?: Record<string, number>;
  /** Set when the render had to do without something it needed (the database, say): why, for the log. */
  degraded?: string;
  /** The status the answer must carry instead of Next's own (503 while the database is unreachable). */
  status?: number;
  /**
   * The page cache's entry the answer shows (server/cache-handler.ts notes it when it serves or
   * keeps a page): its tags and when it was made. The server's replay keeps the answer until one of
   * those tags is revalidated; an answer without it is forgotten on any revalidation.
   */
  page?: PageVersion;
}

/**
 * Next answers every request that waited for a render with that render's page, but only the request
 * that rendered it has this outcome. The cache handler therefore writes a degraded render's outcome
 * into the page's headers, which all of them send (server/cache-handler.ts), and the server reads it
 * back into each request's outcome and removes it before the head leaves (server/response-head.ts).
 */
export const SHARED_OUTCOME_HEADER = "x-basis-point-outcome";

/**
 * Where the production server keeps its per-request AsyncLocalStorage (server/render-context.ts
 * creates it). A registered symbol on globalThis, because the server, the cache handler and Next's
 * bundles are separate module graphs in one process.
 */
export const RENDER_CONTEXT_KEY = Symbol.for("basis-point.render-context");

function outcome(): RenderOutcome | undefined {
  const context = (globalThis as { [RENDER_CONTEXT_KEY]?: AsyncLocalStorage<RenderOutcome> })[RENDER_CONTEXT_KEY];
  return context?.getStore();
}

/**
 * This render stood in for data it could not read (sample articles, a fallback menu): serve it, but
 * do not cache it, so a cached page survives a database outage and the next render tries again.
 */
export function markRenderDegraded(reason: string): void {
  const current = outcome();
  if (current) current.degraded ??= reason;
}

/**
 * This render shows the page's own not-found notice (an article that does not exist): answered 404,
 * kept by no cache of ours and by a shared one a minute at most, like a not-found page. Rendered by
 * the page rather than by notFound(), which Next answers with an empty shell that only the
 * browser's scripts fill (docs/decisions/0094).
 */
export function markNotFound(): void {
  const current = outcome();
  if (current) current.status = 404;
}

/** Like markRenderDegraded, and the answer carries 503 with Retry-After (nothing readable stands in). */
export function markServiceUnavailable(reason: string): void {
  markRenderDegraded(reason);
  const current = outcome();
  if (current) current.status = 503;
}

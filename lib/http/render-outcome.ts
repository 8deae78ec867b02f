// A page render tells the production server what it had to do without (scripts/lib/render-context.mjs):
// such a render is answered but never kept by the page cache, and may ask for another status.
// Outside that server (next dev, tests) there is no context and these calls do nothing.
import type { AsyncLocalStorage } from "node:async_hooks";

interface RenderOutcome {
  degraded?: string;
  status?: number;
}

// The same registered symbol as scripts/lib/render-context.mjs, which Node loads outside Next's bundles.
const KEY = Symbol.for("basis-point.render-context");

function outcome(): RenderOutcome | undefined {
  const context = (globalThis as { [KEY]?: AsyncLocalStorage<RenderOutcome> })[KEY];
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

/** Like markRenderDegraded, and the answer carries 503 with Retry-After (nothing readable stands in). */
export function markServiceUnavailable(reason: string): void {
  markRenderDegraded(reason);
  const current = outcome();
  if (current) current.status = 503;
}

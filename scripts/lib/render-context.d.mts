import type { AsyncLocalStorage } from "node:async_hooks";

export interface RenderOutcome {
  /** Set when the render had to do without something it needed (the database, say): why, for the log. */
  degraded?: string;
  /** The status the answer must carry instead of Next's own (503 while the database is unreachable). */
  status?: number;
}
export function renderContext(): AsyncLocalStorage<RenderOutcome>;
export function currentRenderOutcome(): RenderOutcome | undefined;

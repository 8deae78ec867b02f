/**
 * Views are reported by the page (a beacon, once per page view) and added up in memory, then
 * written in one UPDATE every few seconds: a burst of readers costs a few statements, not one per
 * view. A crash loses at most the last few seconds of counts.
 */
export interface ViewCounter {
  count(postId: number): void;
  /** Writes what has been counted; counts that fail to be written are kept for the next try. */
  flush(): Promise<void>;
}

/** Distinct posts held between writes; beyond it (ids made up by a client, a long outage) views are dropped. */
const MAX_PENDING_POSTS = 10_000;

export function createViewCounter(write: (counts: ReadonlyMap<number, number>) => Promise<void>, flushMs: number): ViewCounter {
  let pending = new Map<number, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    timer = undefined;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await write(batch);
    } catch (error) {
      console.error(`[posts] writing ${batch.size} posts' views failed; retrying with the next batch:`, error);
      for (const [id, views] of batch) add(id, views);
    }
  }

  function add(postId: number, views: number): void {
    if (!pending.has(postId) && pending.size >= MAX_PENDING_POSTS) return;
    pending.set(postId, (pending.get(postId) ?? 0) + views);
    if (!timer) {
      timer = setTimeout(() => void flush(), flushMs);
      timer.unref?.();
    }
  }

  return { count: (postId) => add(postId, 1), flush };
}

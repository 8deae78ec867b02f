// Warm on publish: after a write revalidates what readers see, the pages that show it are rendered
// again at once by this server, so the next reader (or crawler) is answered from the cache. A write
// queues the pages here; the page cache (server/cache-handler.ts), which applies the revalidation,
// requests them a moment later, once the write's revalidations have all been applied.

/** Pages to render again, or a function finding them (it may read the database). */
export type WarmTarget = string[] | (() => Promise<string[]>);

const QUEUE_KEY = Symbol.for("basis-point.warm-queue");
type Holder = typeof globalThis & { [QUEUE_KEY]?: WarmTarget[] };

/** The process's queue, shared by Next's route bundles and the cache handler's bundle. */
function queue(): WarmTarget[] {
  const holder = globalThis as Holder;
  return (holder[QUEUE_KEY] ??= []);
}

export function warmAfterRevalidation(target: WarmTarget): void {
  queue().push(target);
}

/** Empties the queue: the distinct pages to render, in the order they were asked for. */
export async function takeWarmPaths(): Promise<string[]> {
  const targets = queue().splice(0);
  const paths = await Promise.all(
    targets.map((target) =>
      typeof target === "function"
        ? target().catch((error: unknown) => {
            console.error("[cache] could not list the pages to warm:", error);
            return [];
          })
        : target,
    ),
  );
  return [...new Set(paths.flat())];
}

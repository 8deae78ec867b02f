// The page cache's second tier for several nodes: Redis. Pages are namespaced by deployment (a new
// build never reads the previous one's renders) and expire after a bound, so Redis must run with
// `maxmemory-policy volatile-lru` (docs/performance.md): only those entries are evicted, never the
// tag clock (one hash for every deployment: a takedown concerns the data, whatever build shows it).
//
// Trust: a node serves nothing from cache while its Redis connection is down, and after it comes
// back only once it has replayed the revalidations kept during the outage (outbox.ts, every node's)
// and read the whole tag clock again. Revalidations travel to the other nodes on a channel; one
// missed in an outage is in the clock each node reads when it reconnects.
import { commandOptions, createClient } from "redis";
import type { Outbox } from "./outbox";
import type { SecondTier } from "./second-tier";

/** The channel a node announces revalidated tags on (JSON: tag → ms). */
export const PAGES_CHANGED = "basis-point:pages-changed";
/** The tag clock: tag → when it was last revalidated (ms). Has no expiry, so volatile-lru never evicts it. */
export const TAG_CLOCK_KEY = "basis-point:page-tags";
/** How often a node retries the revalidations Redis has not got yet. */
const REPLAY_INTERVAL_MS = 2_000;

// Keeps the later of two moments per tag, atomically (two nodes may replay the same row).
const MERGE_TAGS = `for i = 1, #ARGV, 2 do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if tonumber(ARGV[i + 1]) > current then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
return 1`;

interface RedisTierOptions {
  url: string;
  /** The deployment's namespace for pages. */
  prefix: string;
  outbox: Outbox;
  /** Tags revalidated anywhere (another node, or read back from the clock). */
  onRevalidated(tags: Record<string, number>): void;
  /** The connection was lost: what this process holds may miss revalidations made meanwhile. */
  onUntrusted(): void;
}

export function redisTier({ url, prefix, outbox, onRevalidated, onUntrusted }: RedisTierOptions): SecondTier {
  // Commands fail at once while Redis is away instead of waiting in a queue.
  const client = createClient({ url, disableOfflineQueue: true });
  const subscriber = client.duplicate();
  let synced = false;
  let reported = false;
  const lost = (error?: Error) => {
    if (synced) onUntrusted();
    synced = false;
    if (!reported && error) console.error(`[page-cache] lost Redis (${error.message}); pages render from the database until it is back.`);
    reported = true;
  };
  client.on("error", lost);
  client.on("end", () => lost());
  subscriber.on("error", lost);
  subscriber.on("end", () => lost());

  const merge = (tags: Record<string, number>) =>
    client.eval(MERGE_TAGS, { keys: [TAG_CLOCK_KEY], arguments: Object.entries(tags).flatMap(([tag, at]) => [tag, String(at)]) });

  /** Sends the kept revalidations to Redis and the other nodes; then forgets them. */
  const replay = async () => {
    const pending = await outbox.pending();
    if (Object.keys(pending).length === 0) return;
    await merge(pending);
    await client.publish(PAGES_CHANGED, JSON.stringify(pending));
    await outbox.forget(pending);
    console.log(`[page-cache] replayed ${Object.keys(pending).length} revalidation(s) kept while Redis was away`);
  };

  /** After (re)connecting: the outbox first, then the whole clock; only then is the cache served again. */
  const sync = async () => {
    if (!client.isReady || !subscriber.isReady) return;
    try {
      await replay();
      const clock = await client.hGetAll(TAG_CLOCK_KEY);
      onRevalidated(Object.fromEntries(Object.entries(clock).map(([tag, at]) => [tag, Number(at)])));
      synced = client.isReady && subscriber.isReady;
      if (synced && reported) console.log("[page-cache] Redis is back; the shared cache is served again.");
      reported = false;
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  };
  client.on("ready", () => void sync());
  subscriber.on("ready", () => void sync());
  void client.connect().catch(() => {});
  // node-redis subscribes again by itself after a reconnection.
  void subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(PAGES_CHANGED, (message) => {
        try {
          onRevalidated(JSON.parse(message) as Record<string, number>);
        } catch {
          // not ours
        }
      }),
    )
    .catch(() => {});
  // Kept revalidations are retried; a sync that failed (PostgreSQL away too) is tried again.
  setInterval(() => void (synced ? replay().catch(() => {}) : sync()), REPLAY_INTERVAL_MS).unref();

  const pageKey = (key: string) => `${prefix}page:${key}`;
  return {
    name: "redis",
    trusted: () => synced,
    async read(key) {
      return (await client.get(commandOptions({ returnBuffers: true }), pageKey(key))) ?? undefined;
    },
    async write(key, bytes, ttlSeconds) {
      await client.set(pageKey(key), bytes, { EX: ttlSeconds });
    },
    async revalidate(tags) {
      try {
        if (!synced) throw new Error("Redis is away");
        await merge(tags);
        await client.publish(PAGES_CHANGED, JSON.stringify(tags));
      } catch (error) {
        await outbox.keep(tags);
        console.error(
          `[page-cache] revalidation of ${Object.keys(tags).join(", ")} kept for replay: ${error instanceof Error ? error.message : error}`,
        );
      }
    },
  };
}

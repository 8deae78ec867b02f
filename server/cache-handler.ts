// Next's page and data cache (pages, and the unstable_cache entries of lib/*/service.ts). One node
// keeps it in memory: Next's own store and tag bookkeeping (its FileSystemCache with nothing on
// disk). With REDIS_URL, every node keeps it in Redis through @trieb.work/nextjs-turbo-redis-cache,
// so a revalidation on one node reaches all of them. Either way, two rules of this site hold:
//
// - The build's prerendered pages are never served. `next build` renders the static routes
//   against a throwaway empty database (lib/db/connection.ts), because the real one belongs to the
//   running server (and one PGlite directory admits one process). The build therefore always uses
//   the in-memory store, which it throws away, and every page is rendered on its first request at
//   run time and kept from then on.
// - A render that had to do without the database (sample articles, a fallback menu, the
//   "Failed to load post" notice) is answered but not kept: a page already cached keeps being
//   served while the database is down, and the next request after it returns renders afresh.
//
// And a revalidation empties the server's one-second replay (response-cache.ts) on every node: this
// node's at once, the others' through a Redis channel.
//
// Next loads this file by the path next.config.mjs gives (dist/server/cache-handler.mjs, which
// scripts/lib/build.mjs bundles from here before `next build`), in `next build` and in the server,
// and makes one instance per request: what must live once per process lives on globalThis.
import fs from "node:fs";
import path from "node:path";
import RedisCacheHandler from "@trieb.work/nextjs-turbo-redis-cache";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { createClient } from "redis";
import { env } from "@/lib/config/env";
import { currentRenderOutcome } from "./render-context";
import { clearResponseCache } from "./response-cache";

type FileSystemCacheClass = typeof fileSystemCache;
type FileSystemCacheContext = ConstructorParameters<FileSystemCacheClass>[0];
type Handler = InstanceType<FileSystemCacheClass>;

const missing = () => Object.assign(new Error("not kept on disk"), { code: "ENOENT" });

// What FileSystemCache reads from disk is only ever a build seed once nothing is flushed there.
const NO_DISK = {
  existsSync: () => false,
  readFile: async () => {
    throw missing();
  },
  readFileSync: () => {
    throw missing();
  },
  stat: async () => {
    throw missing();
  },
  writeFile: async () => {},
  mkdir: async () => {},
} as unknown as FileSystemCacheContext["fs"];

// A CommonJS module with `exports.default`: Node hands over the exports object, Next's bundles the class.
const FileSystemCache: FileSystemCacheClass = (fileSystemCache as unknown as { default?: FileSystemCacheClass }).default ?? fileSystemCache;

/** The channel a node announces a revalidation on, so every node empties its replay. */
const PAGES_CHANGED = "basis-point:pages-changed";

interface SharedCache {
  handler: Handler;
  /** Tells every node (this one included) that pages changed. */
  announce(): Promise<void>;
}

const SHARED_KEY = Symbol.for("basis-point.shared-cache");

/** Logs a Redis connection's failures once per outage, not once per reconnection attempt. */
function quietErrors(client: ReturnType<typeof createClient>, name: string): void {
  let reported = false;
  client.on("error", (error: Error) => {
    if (!reported) console.error(`[cache] ${name} lost Redis (${error.message}); pages render without the shared cache until it is back.`);
    reported = true;
  });
  client.on("ready", () => (reported = false));
}

/** The process's Redis-backed cache, created on first use. */
function sharedCache(redisUrl: string): SharedCache {
  const holder = globalThis as typeof globalThis & { [SHARED_KEY]?: SharedCache };
  if (holder[SHARED_KEY]) return holder[SHARED_KEY];
  const database = Number(new URL(redisUrl).pathname.slice(1)) || 0;
  // The handler keeps a single Redis client per process itself. Entries are namespaced by the
  // deployment (scripts/lib/build.mjs writes its id beside this bundle), so a new deployment never
  // reads the previous one's pages while the two run side by side.
  const deploymentId = fs.readFileSync(path.join(import.meta.dirname, "deployment-id"), "utf8").trim();
  const handler = new RedisCacheHandler({ redisUrl, database, keyPrefix: `basis-point:${deploymentId}:` }) as unknown as Handler;
  // Commands fail at once while Redis is away (instead of waiting in a queue): a publish is skipped.
  const publisher = createClient({ url: redisUrl, disableOfflineQueue: true });
  const subscriber = publisher.duplicate();
  quietErrors(publisher, "the cache's publisher");
  quietErrors(subscriber, "the cache's subscriber");
  void publisher.connect().catch(() => {});
  // node-redis subscribes again by itself after a reconnection.
  void subscriber
    .connect()
    .then(() => subscriber.subscribe(PAGES_CHANGED, () => clearResponseCache()))
    .catch((error: unknown) => console.error("[cache] cannot listen for other nodes' revalidations:", error));
  holder[SHARED_KEY] = {
    handler,
    announce: async () => {
      await publisher.publish(PAGES_CHANGED, "1").catch(() => {});
    },
  };
  return holder[SHARED_KEY];
}

export default class PageCache {
  readonly #handler: Handler;
  readonly #shared: SharedCache | undefined;

  constructor(context: FileSystemCacheContext) {
    const redisUrl = process.env.NEXT_PHASE === "phase-production-build" ? undefined : env().REDIS_URL;
    this.#shared = redisUrl ? sharedCache(redisUrl) : undefined;
    this.#handler = this.#shared?.handler ?? new FileSystemCache({ ...context, fs: NO_DISK, flushToDisk: false });
  }

  get(...args: Parameters<Handler["get"]>): ReturnType<Handler["get"]> {
    return this.#handler.get(...args);
  }

  async set(...[key, data, context]: Parameters<Handler["set"]>): Promise<void> {
    const degraded = currentRenderOutcome()?.degraded;
    if (degraded) {
      console.warn(`[cache] not keeping ${key}: ${degraded}`);
      return;
    }
    return this.#handler.set(key, data, context);
  }

  async revalidateTag(...[tags, durations]: Parameters<Handler["revalidateTag"]>): Promise<void> {
    try {
      await this.#handler.revalidateTag(tags, durations);
    } catch (error) {
      // Redis is away: the write that revalidated has succeeded and must not answer 500 for it.
      // Entries kept before the outage expire by their own revalidate time.
      console.error("[cache] revalidation not shared:", error instanceof Error ? error.message : error);
    }
    // The server's replay of just-sent pages must not outlive what they showed.
    clearResponseCache();
    await this.#shared?.announce();
  }

  resetRequestCache(): void {
    this.#handler.resetRequestCache?.();
  }
}

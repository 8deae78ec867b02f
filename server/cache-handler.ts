// Next's page and data cache (pages, and the unstable_cache entries of lib/*/service.ts), in two
// tiers (server/page-cache/): this process's memory, bounded (PAGE_CACHE_MEMORY_MB), in front of a
// tier that outlives it — files under DATA_DIR/page-cache for one node (PAGE_CACHE_DISK_MB), Redis
// (REDIS_URL) for several — so a page rendered once is served after a restart, and when the archive
// is larger than memory, without rendering it again. A revalidation stamps its tags on a tag clock that both tiers'
// entries are checked against, and that reaches every process: through Redis (and, when Redis is
// away, through PostgreSQL until it is back: page-cache/outbox.ts) or through the cluster's primary
// process. docs/performance.md describes it; docs/decisions/0001 explains the choices. Rules:
//
// - The build's prerendered pages are never served. `next build` renders the static routes
//   against a throwaway empty database (lib/db/connection.ts), because the real one belongs to the
//   running server (and one PGlite directory admits one process). The build therefore keeps nothing,
//   and every page is rendered on its first request at run time (or when published) and kept.
// - A render that had to do without the database (sample articles, a fallback menu, the
//   "Failed to load post" notice) is answered but not kept: a page already cached keeps being
//   served while the database is down, and the next request after it returns renders afresh.
// - A not-found page is not kept: random URLs must not fill memory, disk or Redis.
// - While the shared cache cannot be trusted (Redis away), nothing is served from cache: pages
//   render from the database, which knows every takedown.
// - Data reads (unstable_cache) stay in memory only: the second tier keeps what is served, the pages.
//   A page kept there outlives its data, and a page whose tags were revalidated needs fresh data
//   anyway; writing each cold article's three reads to disk as well cost more than reading them
//   again (docs/decisions/0002-data-reads-in-memory-only.md).
//
// And a revalidation drops the server's replays of sent pages (response-cache.ts) that show a tag
// it revalidated, on every node (each answer is noted with its page's tags and age), and queues the
// pages that show what changed to be rendered again at once (lib/cache/warm.ts).
//
// Next loads this file by the path next.config.mjs gives (dist/server/cache-handler.mjs, which
// scripts/lib/build.mjs bundles from here before `next build`), in `next build` and in the server,
// and makes one instance per request: what must live once per process lives on globalThis.
import path from "node:path";
import { env } from "@/lib/config/env";
import { ownOrigin } from "@/lib/config/own-origin";
import { takeWarmPaths } from "@/lib/cache/warm";
import { SHARED_OUTCOME_HEADER, type PageVersion, type RenderOutcome } from "@/lib/http/render-outcome";
import { currentRenderOutcome } from "./render-context";
import { clearResponseCache, revalidateReplays } from "./response-cache";
import { decode, encode, memoryCost, tagsOf, TagClock, type Entry } from "./page-cache/entry";
import { MemoryTier } from "./page-cache/memory-tier";
import { deploymentId } from "./page-cache/deployment";
import { diskTier } from "./page-cache/disk-tier";
import { redisTier } from "./page-cache/redis-tier";
import { memoryOutbox, postgresOutbox } from "./page-cache/outbox";
import { pageCacheTier, type SecondTier } from "./page-cache/second-tier";

/** Pages living this long or less are not worth a second tier (the lists refresh every minute). */
const SHORT_LIVED_SECONDS = 60;
/** How long Redis keeps an entry with no lifetime of its own (volatile-lru may evict it sooner). */
const DEFAULT_TTL_SECONDS = 7 * 86_400;
/** A write's revalidations all arrive within this; the pages that show it are rendered after. */
const WARM_DELAY_MS = 300;

interface PageCacheState {
  memory: MemoryTier<Entry>;
  clock: TagClock;
  second: SecondTier | undefined;
  warmTimer?: NodeJS.Timeout;
}

const STATE_KEY = Symbol.for("basis-point.page-cache");

/** Logs every render kept (PAGE_CACHE_LOG=1): the tests count renders by it. */
const logKept = process.env.PAGE_CACHE_LOG === "1";

function createState(): PageCacheState {
  const config = env();
  const memory = new MemoryTier<Entry>(config.PAGE_CACHE_MEMORY_MB * 1024 * 1024);
  const clock = new TagClock();
  const onRevalidated = (tags: Record<string, number>) => {
    clock.merge(tags);
    revalidateReplays(tags);
  };
  const tier = pageCacheTier(config);
  let second: SecondTier | undefined;
  if (tier.kind === "redis") {
    second = redisTier({
      url: tier.url,
      prefix: `basis-point:${deploymentId()}:`,
      outbox: config.DATABASE_URL ? postgresOutbox(config.DATABASE_URL) : memoryOutbox(),
      onRevalidated,
      // What memory holds may have missed a revalidation made meanwhile on another node.
      // Nothing held may outlive a revalidation this node can no longer hear of: not the memory
      // tier, not the one-second replay of pages it just sent.
      onUntrusted: () => {
        memory.clear();
        clearResponseCache();
      },
    });
  } else if (tier.kind === "disk") {
    second = diskTier(path.join(config.dataDir, "page-cache"), deploymentId(), config.PAGE_CACHE_DISK_MB * 1024 * 1024, onRevalidated);
  }
  return { memory, clock, second };
}

/** The process's page cache (none during `next build`, whose renders are never served). */
function state(): PageCacheState | undefined {
  if (process.env.NEXT_PHASE === "phase-production-build") return undefined;
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: PageCacheState };
  return (holder[STATE_KEY] ??= createState());
}

/** Requests the queued pages from this server, one after another, so they are rendered and kept. */
async function warm(): Promise<void> {
  const origin = ownOrigin();
  for (const page of await takeWarmPaths()) {
    try {
      const response = await fetch(`${origin}${page}`, { headers: { "accept-encoding": "br, gzip" } });
      await response.arrayBuffer();
    } catch (error) {
      console.error(`[page-cache] could not warm ${page}:`, error instanceof Error ? error.message : error);
    }
  }
}

/**
 * Tells the request's render outcome which page it answers with: the server's replay keeps the answer
 * until one of these tags is revalidated (response-cache.ts). Two pages in one request (rare) add up.
 */
function notePage(version: PageVersion): void {
  const outcome = currentRenderOutcome();
  if (!outcome) return;
  const page = outcome.page;
  if (!page) {
    outcome.page = version;
    return;
  }
  // Each tag as of the older of the two pages' moments for it.
  const tags = [...new Set([...page.tags, ...version.tags])];
  const madeAt = Math.min(page.madeAt, version.madeAt);
  const at = (of: PageVersion, tag: string) => (of.tags.includes(tag) ? (of.asOf?.[tag] ?? of.madeAt) : Infinity);
  const asOf = Object.fromEntries(
    tags.map((tag) => [tag, Math.min(at(page, tag), at(version, tag))] as const).filter(([, when]) => when < madeAt),
  );
  outcome.page = Object.keys(asOf).length > 0 ? { tags, madeAt, asOf } : { tags, madeAt };
}

/**
 * A render read kept data of these tags, made at `madeAt`: the page it renders shows them as of
 * then. Dated by its start alone, a render begun after another worker's revalidation but before this
 * process heard of it (the relay, Redis's channel) read what that revalidation replaced, and outlived it.
 */
function noteDataRead(tags: readonly string[], madeAt: number): void {
  const outcome = currentRenderOutcome();
  if (!outcome) return;
  outcome.dataAsOf ??= {};
  for (const tag of tags) outcome.dataAsOf[tag] = Math.min(outcome.dataAsOf[tag] ?? Infinity, madeAt);
}

/** Of the data tags a render read from the cache, those made before it began, and when. */
function earlierData(outcome: RenderOutcome | undefined, lastModified: number): Record<string, number> | undefined {
  const earlier = Object.entries(outcome?.dataAsOf ?? {}).filter(([, madeAt]) => madeAt < lastModified);
  return earlier.length > 0 ? Object.fromEntries(earlier) : undefined;
}

type Kind = { kind?: string; tags?: string[]; softTags?: string[] };
type SetContext = { tags?: string[]; cacheControl?: Entry["cacheControl"]; fetchCache?: boolean; revalidate?: number | false };

export default class PageCache {
  readonly #state = state();

  async get(key: string, context: Kind = {}): Promise<Omit<Entry, "tags"> | null> {
    const cache = this.#state;
    if (!cache || (cache.second && !cache.second.trusted())) return null;
    let entry = cache.memory.get(key);
    if (!entry && cache.second && context.kind !== "FETCH") {
      const bytes = await cache.second.read(key).catch(() => undefined);
      if (bytes) {
        entry = decode(bytes);
        cache.memory.set(key, entry, memoryCost(entry, bytes));
      }
    }
    if (!entry) return null;
    const tags = [...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])];
    if (cache.clock.expired(tags, entry.lastModified, entry.asOf)) {
      cache.memory.delete(key);
      return null;
    }
    if (context.kind === "FETCH") noteDataRead(tags, entry.lastModified);
    else notePage({ tags, madeAt: entry.lastModified, asOf: entry.asOf });
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(key: string, value: Entry["value"], context: SetContext = {}): Promise<void> {
    const cache = this.#state;
    if (!cache || !value) return;
    const outcome = currentRenderOutcome();
    const degraded = outcome?.degraded;
    // A page answered with a status of its own (a 404 notice, a 503) is not kept; its data reads are.
    const status = value.kind === "FETCH" ? undefined : outcome?.status;
    if (degraded || status) {
      if (degraded) console.warn(`[cache] not keeping ${key}: ${degraded}`);
      // The requests that waited for this render are answered with this page too: it carries the outcome.
      if (value.kind === "APP_PAGE") {
        value.headers ??= {};
        value.headers[SHARED_OUTCOME_HEADER] = JSON.stringify({ degraded, status });
      }
      return;
    }
    if (value.status === 404) return;
    // Rendered while the shared cache could miss revalidations: answered, not kept.
    if (cache.second && !cache.second.trusted()) return;
    const cacheControl = context.fetchCache ? undefined : context.cacheControl;
    // Dated by when its request began: a revalidation made while it rendered expires it. And a page
    // by when the kept data it read was made, tag by tag: one heard of late expires it too.
    const lastModified = outcome?.startedAt ?? Date.now();
    const entry: Entry = { value, lastModified, cacheControl, tags: tagsOf(value, context.tags) };
    const asOf = value.kind === "FETCH" ? undefined : earlierData(outcome, lastModified);
    if (asOf) entry.asOf = asOf;
    const bytes = encode(entry);
    cache.memory.set(key, entry, memoryCost(entry, bytes));
    if (value.kind !== "FETCH") notePage({ tags: entry.tags, madeAt: lastModified, asOf });
    if (logKept && value.kind === "APP_PAGE") console.log(`[page-cache] rendered and kept ${key}`);
    if (!cache.second || value.kind === "FETCH") return;
    const lifetime = cacheControl?.revalidate ?? false;
    if (lifetime !== false && lifetime <= SHORT_LIVED_SECONDS) return;
    const ttl = lifetime === false ? DEFAULT_TTL_SECONDS : Math.min(2 * lifetime, DEFAULT_TTL_SECONDS);
    await cache.second.write(key, bytes, ttl).catch((error: unknown) => {
      console.error(
        `[page-cache] could not keep ${key} in the ${cache.second?.name} tier:`,
        error instanceof Error ? error.message : error,
      );
    });
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const cache = this.#state;
    if (!cache) return;
    const at = Date.now() + (durations?.expire ?? 0) * 1000;
    const stamped = Object.fromEntries([tags].flat().map((tag) => [tag, at]));
    cache.clock.merge(stamped);
    // The server's replay of sent pages must not outlive what they showed.
    revalidateReplays(stamped);
    try {
      await cache.second?.revalidate(stamped);
    } catch (error) {
      // The write that revalidated has succeeded and must not answer 500 for it.
      console.error("[page-cache] revalidation not shared:", error instanceof Error ? error.message : error);
    }
    clearTimeout(cache.warmTimer);
    cache.warmTimer = setTimeout(() => void warm(), WARM_DELAY_MS);
  }

  resetRequestCache(): void {}
}

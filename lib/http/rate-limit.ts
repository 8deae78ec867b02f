/**
 * Request limiters. One node counts in its own memory (a fixed window per key): with one process the
 * per-process count is the real count. Several nodes (REDIS_URL) count together in Redis
 * (rate-limiter-flexible), each falling back to its own memory while Redis cannot be reached — a
 * limit per node for a while rather than an error — and back to the shared count once it answers.
 * Memory or Redis, not the database, because the limiters guard cheap reads: a write per request
 * would cost more than the work it protects.
 */
import { createClient } from "redis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";
import { RateLimitedError } from "@/lib/errors";
import { HTTP_ERRORS } from "./messages";
import { addressBucket, clientAddress } from "./client-address";

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
  /** Keys kept before expired windows are swept (bounds memory under many distinct clients). */
  maxKeys?: number;
  now?: () => number;
}

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): RateLimitDecision | Promise<RateLimitDecision>;
}

/** A limiter in this process's memory. */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now = Date.now }: RateLimitOptions): {
  take(key: string): RateLimitDecision;
} {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number): void {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    // Still full of live windows: drop the oldest entries (Map keeps insertion order) rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    take(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (!window && windows.size >= maxKeys) sweep(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      if (window.count >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
      window.count += 1;
      return { allowed: true, remaining: limit - window.count };
    },
  };
}

const REDIS_KEY = Symbol.for("basis-point.rate-limit-redis");
type RedisClient = ReturnType<typeof createClient>;
interface SharedRedis {
  client: RedisClient;
  /** Settles once the first connection is made, or after a second: counts wait for it once. */
  connected: Promise<void>;
}

/** One Redis connection per process for every limiter (Next's route bundles share it through globalThis). */
function sharedRedis(url: string): SharedRedis {
  const holder = globalThis as typeof globalThis & { [REDIS_KEY]?: SharedRedis };
  if (holder[REDIS_KEY]) return holder[REDIS_KEY];
  // No offline queue: while Redis is away a count fails at once and the memory fallback answers.
  const client = createClient({ url, disableOfflineQueue: true });
  let reported = false;
  client.on("error", (error: Error) => {
    if (!reported) console.error(`[rate-limit] Redis cannot be reached (${error.message}); each node counts on its own until it is back.`);
    reported = true;
  });
  client.on("ready", () => (reported = false));
  // Without the wait, the first requests after a start would all be counted in memory only.
  const connected = Promise.race([
    client.connect().then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, 1000).unref()),
  ]).catch(() => undefined);
  holder[REDIS_KEY] = { client, connected };
  return holder[REDIS_KEY];
}

/**
 * The limiter a route uses: shared by every node through Redis when REDIS_URL is set (under
 * `name`, unique per limiter), else in this process's memory.
 */
export function createSharedRateLimiter(name: string, options: Pick<RateLimitOptions, "limit" | "windowMs">): RateLimiter {
  // Chosen on first use: route modules are also loaded by `next build`, which has no Redis.
  let limiter: RateLimiter | undefined;
  return { take: (key) => (limiter ??= chooseLimiter(name, options)).take(key) };
}

function chooseLimiter(name: string, { limit, windowMs }: Pick<RateLimitOptions, "limit" | "windowMs">): RateLimiter {
  const url = env().REDIS_URL;
  if (!url) return createRateLimiter({ limit, windowMs });
  const duration = Math.ceil(windowMs / 1000);
  const redis = sharedRedis(url);
  const shared = new RateLimiterRedis({
    storeClient: redis.client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `basis-point:rate-limit:${name}`,
    points: limit,
    duration,
    insuranceLimiter: new RateLimiterMemory({ points: limit, duration }),
  });
  return {
    async take(key) {
      await redis.connected;
      try {
        const result = await shared.consume(key);
        return { allowed: true, remaining: result.remainingPoints };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
  };
}

function refuseIfOver(decision: RateLimitDecision): void {
  if (!decision.allowed) {
    throw new RateLimitedError(HTTP_ERRORS.tooManyRequests(decision.retryAfterSeconds), decision.retryAfterSeconds);
  }
}

/**
 * Counts one request against `limiter` under `key` and throws a 429 with Retry-After once that key
 * is over the limit (a promise of it for a shared limiter).
 */
export function enforceRateLimitFor(limiter: RateLimiter, key: string): void | Promise<void> {
  const decision = limiter.take(key);
  return decision instanceof Promise ? decision.then(refuseIfOver) : refuseIfOver(decision);
}

/** Counts the request against `limiter` per client address, an IPv6 /64 as one (see enforceRateLimitFor). */
export function enforceRateLimit(limiter: RateLimiter, request: Request): void | Promise<void> {
  return enforceRateLimitFor(limiter, addressBucket(clientAddress(request.headers)));
}

/**
 * A fixed-window request limiter kept in this process's memory. The app runs as one process per database
 * (architecture: "one process per embedded DATA_DIR"), so a per-process count is the real count; when the site
 * grows to several nodes this moves to the shared store (Redis) the architecture names. Memory, not the
 * database, because the limiter guards cheap reads: a write per request would cost more than the work it protects.
 */
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
  take(key: string): RateLimitDecision;
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now = Date.now }: RateLimitOptions): RateLimiter {
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

/** Counts one request against `limiter` under `key` and throws a 429 with Retry-After once that key is over the limit. */
export function enforceRateLimitFor(limiter: RateLimiter, key: string): void {
  const decision = limiter.take(key);
  if (!decision.allowed) {
    throw new RateLimitedError(HTTP_ERRORS.tooManyRequests(decision.retryAfterSeconds), decision.retryAfterSeconds);
  }
}

/** Counts the request against `limiter` per client address, an IPv6 /64 as one (see enforceRateLimitFor). */
export function enforceRateLimit(limiter: RateLimiter, request: Request): void {
  enforceRateLimitFor(limiter, addressBucket(clientAddress(request.headers)));
}

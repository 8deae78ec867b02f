/** @jest-environment node */
import { createRateLimiter, enforceRateLimit } from "@/lib/http/rate-limit";
import { RateLimitedError } from "@/lib/errors";
import { asApiError } from "../helpers/api-error";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

test("allows `limit` requests per window and key, then tells how long to wait", () => {
  const time = clock();
  const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
  expect([1, 2, 3].map(() => limiter.take("a"))).toEqual([
    { allowed: true, remaining: 2 },
    { allowed: true, remaining: 1 },
    { allowed: true, remaining: 0 },
  ]);
  expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  expect(limiter.take("b")).toEqual({ allowed: true, remaining: 2 });
  time.advance(59_001);
  expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  time.advance(999);
  expect(limiter.take("a")).toEqual({ allowed: true, remaining: 2 });
});

test("keeps at most maxKeys windows, sweeping expired ones first", () => {
  const time = clock();
  const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 2, now: time.now });
  limiter.take("a");
  time.advance(1_000);
  limiter.take("b");
  limiter.take("c"); // "a" has expired and makes room
  expect(limiter.take("b")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  limiter.take("d"); // full of live windows: the oldest ("b") goes
  expect(limiter.take("b")).toEqual({ allowed: true, remaining: 0 });
});

test("enforceRateLimit throws a 429 with Retry-After once over the limit", () => {
  const limiter = createRateLimiter({ limit: 1, windowMs: 30_000, now: () => 0 });
  const request = new Request("http://localhost/api", { headers: { "x-forwarded-for": "192.0.2.1" } });
  enforceRateLimit(limiter, request);
  let thrown: unknown;
  try {
    enforceRateLimit(limiter, request);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(RateLimitedError);
  expect(asApiError(thrown)).toMatchObject({
    status: 429,
    code: "too_many_requests",
    message: "Too many requests. Please try again in 30 seconds.",
    headers: { "Retry-After": "30" },
  });
});

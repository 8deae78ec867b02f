// The last look at a response's status line and headers before they are sent.
import type { ServerResponse } from "node:http";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableSince } from "@/lib/db/errors";
import { SHARED_OUTCOME_HEADER } from "@/lib/http/render-outcome";
import type { RenderOutcome } from "./render-context";

/**
 * A not-found page, kept a minute at most by a shared cache: a random URL is cheap to answer again,
 * and a page published at that address soon must not stay hidden behind a day-long 404.
 */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/**
 * Next marks a page from its cache `s-maxage=…, stale-while-revalidate=…`; saying `public` as well
 * lets every shared cache (a CDN, nginx) keep it — a not-found page only briefly. A render that had to do without the database
 * (lib/http/render-outcome.ts) is kept by no cache, and gets the status it asked for (503, with
 * Retry-After).
 */
export function finalizeHead(response: ServerResponse, outcome: RenderOutcome): void {
  const writeHead = response.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    adoptSharedOutcome(this, outcome);
    if (outcome.status) {
      args[0] = outcome.status;
      if (typeof args[1] === "string") args.splice(1, 1);
      if (outcome.status === 503) this.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    }
    // Next 16 appends the same `location` twice to a page's first (uncached) redirect: one address
    // sent twice reads as "a, a" to a client that joins repeated headers.
    const location = this.getHeader("location");
    if (Array.isArray(location) && new Set(location).size === 1) this.setHeader("location", location[0]!);
    const cacheControl = this.getHeader("Cache-Control");
    if (outcome.degraded) this.setHeader("Cache-Control", "no-store");
    else if (typeof cacheControl === "string" && cacheControl.startsWith("s-maxage="))
      this.setHeader("Cache-Control", (args[0] ?? this.statusCode) === 404 ? NOT_FOUND_CACHE_CONTROL : `public, ${cacheControl}`);
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

/**
 * The render this request waited for, made by another request, had to do without something: this
 * answer is that render's page, and must leave as that request's did (lib/http/render-outcome.ts).
 */
function adoptSharedOutcome(response: ServerResponse, outcome: RenderOutcome): void {
  const shared = response.getHeader(SHARED_OUTCOME_HEADER);
  if (typeof shared !== "string") return;
  response.removeHeader(SHARED_OUTCOME_HEADER);
  const { degraded, status } = JSON.parse(shared) as Pick<RenderOutcome, "degraded" | "status">;
  outcome.degraded ??= degraded;
  outcome.status ??= status;
}

/**
 * A page whose render failed because the database is unreachable answers 503 + Retry-After, like
 * the API does (lib/http/responses.ts), instead of Next's 500: a load balancer or crawler then
 * knows to come back rather than treat the page as broken.
 */
export function unavailableWhileDatabaseDown(response: ServerResponse): void {
  const writeHead = response.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const downAt = databaseUnavailableSince();
    if (statusCode >= 500 && statusCode !== 503 && downAt !== undefined && Date.now() - downAt < 30_000) {
      statusCode = 503;
      this.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      this.setHeader("Cache-Control", "no-store");
    }
    return writeHead.call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];
}

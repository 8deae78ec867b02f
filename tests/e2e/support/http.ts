// Small helpers the API and browser specs share: an answer's JSON with its status checked, a wait
// for what the server does within seconds, and a name no other test uses.
import { expect, type APIResponse } from "@playwright/test";

/** The answer's JSON, after checking its status (the body is the failure message when it differs). */
export const json = async <T>(response: APIResponse, status = 200): Promise<T> => {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
};

/** Polls `check` every 250 ms until it holds and returns how long that took; throws naming `what` after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Date.now() - start;
}

/** A lower-case word no other test (or run) uses: for titles, slugs and names. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * Whether a page came from a cache rather than a render: Next's page cache (`x-nextjs-cache: HIT`)
 * or the server's replay of sent pages, which says its `Age` (server/response-cache.ts) and keeps
 * what a revalidation of other tags did not touch.
 */
export const fromCache = (response: APIResponse): boolean =>
  response.headers()["x-nextjs-cache"] === "HIT" || response.headers()["age"] !== undefined;

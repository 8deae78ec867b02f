import "server-only";
import { timingSafeEqual } from "node:crypto";
import { ownOrigin } from "@/lib/config/own-origin";
import { derivedKey } from "@/lib/config/secret";

// The clock of scheduled publishing (and of front-page pins that end). Next's revalidateTag works only inside a request (outside one
// it throws "static generation store missing"), so the clock does not publish by itself: every
// few seconds it asks this process's own server, POST /api/newsroom/publish-due, whose handler runs
// publishDuePosts (lib/newsroom/service.ts) with a request around it. No queue, no other process:
// with several app processes each runs its clock, and the atomic UPDATE … RETURNING hands each due
// post to exactly one of them.

/** Due posts go live within this long (plus the request), well inside the promised minute. */
export const SCHEDULER_INTERVAL_MS = 15_000;
export const SCHEDULER_HEADER = "x-scheduler-key";

/** The key the clock shows its own server (derived from AUTH_SECRET): outsiders cannot drive the scheduler. */
export function schedulerKey(): string {
  return derivedKey("scheduler").toString("base64url");
}

export function isSchedulerKey(value: string | null): boolean {
  const expected = Buffer.from(schedulerKey());
  const given = Buffer.from(value ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Starts the clock (once per process; the timer never keeps the process alive). */
export function startScheduler(): void {
  const url = `${ownOrigin()}/api/newsroom/publish-due`;
  let running = false;
  let failing = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(url, { method: "POST", headers: { [SCHEDULER_HEADER]: schedulerKey() } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { published } = (await response.json()) as { published: number[] };
      if (published.length > 0) console.log(`[newsroom] published scheduled posts ${published.join(", ")}`);
      failing = false;
    } catch (error) {
      // Logged once per outage (a database that is down answers 503 every tick), not every 15 s.
      if (!failing)
        console.error(`[newsroom] the scheduler could not run (${error instanceof Error ? error.message : String(error)}); retrying`);
      failing = true;
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), SCHEDULER_INTERVAL_MS).unref();
}

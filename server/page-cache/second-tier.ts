import type { Env } from "@/lib/config/env";

/** Where the page cache keeps what outlives this process's memory: a folder (one node) or Redis (several). */
export interface SecondTier {
  name: string;
  /** False while the tier cannot be trusted to know every revalidation (Redis away): nothing is served from cache then. */
  trusted(): boolean;
  read(key: string): Promise<Buffer | undefined>;
  /** Keeps an entry for about `ttlSeconds` (a bound for Redis; files stay until the deployment changes). */
  write(key: string, bytes: Buffer, ttlSeconds: number): Promise<void>;
  /** Records revalidated tags where every process of the site learns them, durably. */
  revalidate(tags: Record<string, number>): Promise<void>;
}

/** Which second tier the configuration gives the page cache: Redis (several nodes), a folder (one node), or none. */
export type PageCacheTier = { kind: "redis"; url: string } | { kind: "disk" } | { kind: "memory" };

/**
 * The one place this is decided: the cache handler opens the tier by it, and the server keeps the
 * replay's copies on disk exactly when the page cache's tier is the folder (its tag clock is there).
 */
export function pageCacheTier({ REDIS_URL, PAGE_CACHE_DISK }: Pick<Env, "REDIS_URL" | "PAGE_CACHE_DISK">): PageCacheTier {
  if (REDIS_URL) return { kind: "redis", url: REDIS_URL };
  return PAGE_CACHE_DISK ? { kind: "disk" } : { kind: "memory" };
}

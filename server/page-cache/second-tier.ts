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

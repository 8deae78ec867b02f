// Revalidations that could not reach Redis, kept until they do. With a PostgreSQL server
// (DATABASE_URL, what several nodes share) they are rows of page_cache_revalidations (migration
// 0006), so whichever node reconnects first replays every node's; with the embedded database (one
// process, which the cache handler must not open a second time) they are kept in memory.
import pg from "pg";

export interface Outbox {
  keep(tags: Record<string, number>): Promise<void>;
  pending(): Promise<Record<string, number>>;
  /** Forgets the given revalidations once Redis has them (a later one of the same tag stays). */
  forget(tags: Record<string, number>): Promise<void>;
}

export function postgresOutbox(databaseUrl: string): Outbox {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on("error", () => {}); // an idle connection lost: the next query opens another
  return {
    async keep(tags) {
      const entries = Object.entries(tags);
      await pool.query(
        `insert into page_cache_revalidations (tag, revalidated_at)
         select * from unnest($1::text[], $2::bigint[])
         on conflict (tag) do update set revalidated_at = greatest(page_cache_revalidations.revalidated_at, excluded.revalidated_at)`,
        [entries.map(([tag]) => tag), entries.map(([, at]) => at)],
      );
    },
    async pending() {
      const { rows } = await pool.query<{ tag: string; revalidated_at: string }>(
        "select tag, revalidated_at from page_cache_revalidations",
      );
      return Object.fromEntries(rows.map((row) => [row.tag, Number(row.revalidated_at)]));
    },
    async forget(tags) {
      const entries = Object.entries(tags);
      if (entries.length === 0) return;
      await pool.query(
        `delete from page_cache_revalidations p using unnest($1::text[], $2::bigint[]) as done(tag, at)
         where p.tag = done.tag and p.revalidated_at <= done.at`,
        [entries.map(([tag]) => tag), entries.map(([, at]) => at)],
      );
    },
  };
}

export function memoryOutbox(): Outbox {
  const kept = new Map<string, number>();
  return {
    async keep(tags) {
      for (const [tag, at] of Object.entries(tags)) kept.set(tag, Math.max(kept.get(tag) ?? 0, at));
    },
    async pending() {
      return Object.fromEntries(kept);
    },
    async forget(tags) {
      for (const [tag, at] of Object.entries(tags)) if ((kept.get(tag) ?? Infinity) <= at) kept.delete(tag);
    },
  };
}

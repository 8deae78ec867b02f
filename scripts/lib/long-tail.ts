// What the benchmarks of the long tail (bench-longtail.ts, bench-cold.ts) share: an archive of any
// size, and the server `npm start` would run.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { productionServer } from "../../tests/support/app-server";

/** What `npm start` runs in a checkout: dist/server/cluster.mjs where there is one, else the single server. */
export function startEntry(root: string): string {
  const cluster = path.join(root, "dist", "server", "cluster.mjs");
  return fs.existsSync(cluster) ? cluster : productionServer(root);
}

/**
 * `count` published copies of the seeded articles (every column but the id; a slug of their own),
 * for the benchmarks of the long tail: real bodies, an archive of any size. Returns their ids.
 */
export async function addArticleCopies(databaseUrl: string, count: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'posts' and column_name not in ('id', 'slug') and is_generated = 'NEVER'",
    );
    const list = columns.map((column) => `"${column.column_name}"`).join(", ");
    const { rows } = await client.query<{ id: number }>(
      `insert into posts (slug, ${list})
       select p.slug || '-copy-' || n, ${columns.map((column) => `p."${column.column_name}"`).join(", ")}
       from generate_series(1, $1::int) as n
       join lateral (select * from posts where status = 'published' and deleted_at is null
                     order by id offset (n % (select count(*) from posts where status = 'published' and deleted_at is null)) limit 1) p on true
       returning id`,
      [count],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

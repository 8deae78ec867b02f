// `npm run bench:pagination`: the cost of a list page on 100 vs 100,000 posts, at the front of
// the list and deep into it, on the embedded database (or DATABASE_URL's server, in a scratch
// database). Keyset pagination should keep all four within noise of each other.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { listPublishedPosts } from "@/lib/posts/repository";
import { createScratchDatabase } from "@/tests/support/scratch-database";

const RUNS = 200;

async function open(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, "bp_bench");
    const handle = await openDatabase({ databaseUrl: scratch.url });
    return { handle, dispose: async () => (await handle.close(), await scratch.drop()) };
  }
  const handle = await openDatabase({ pgliteDir: "memory://" });
  return { handle, dispose: () => handle.close() };
}

async function fill(handle: DatabaseHandle, count: number): Promise<void> {
  await handle.db.execute(sql`truncate posts restart identity cascade`);
  await handle.db.execute(sql`
    insert into posts (title, slug, description, summary, status, category_id, views, published_at)
    select 'Post ' || n, 'post-' || n, '<p>Body ' || n || '</p>', 'Lead ' || n,
           case when n % 10 = 0 then 'draft' else 'published' end, 1 + n % 10, (n * 7919) % 100000,
           timestamptz '2015-01-01' + n * interval '17 minutes'
    from generate_series(1, ${count}) as n`);
  await handle.db.execute(sql`analyze posts`);
}

async function timePage(handle: DatabaseHandle, cursor: string | undefined): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await listPublishedPosts(handle.db, { limit: 5, cursor });
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

/** A cursor about 90% of the way down the list, found by walking big pages. */
async function deepCursor(handle: DatabaseHandle, count: number): Promise<string | undefined> {
  let cursor: string | undefined;
  let seen = 0;
  while (seen < count * 0.8) {
    const page = await listPublishedPosts(handle.db, { limit: 50, cursor });
    seen += page.posts.length;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return cursor;
}

async function main(): Promise<void> {
  const { handle, dispose } = await open();
  try {
    await migrateDatabase(handle);
    console.log(`database: ${handle.kind}; ${RUNS} runs per case; page size 5`);
    for (const count of [100, 100_000]) {
      await fill(handle, count);
      const front = await timePage(handle, undefined);
      const deep = await timePage(handle, await deepCursor(handle, count));
      console.log(
        `${String(count).padStart(7)} posts: first page p50 ${front.p50.toFixed(2)} ms, p95 ${front.p95.toFixed(2)} ms; ` +
          `page ~80% deep p50 ${deep.p50.toFixed(2)} ms, p95 ${deep.p95.toFixed(2)} ms`,
      );
    }
  } finally {
    await dispose();
  }
}

void main();

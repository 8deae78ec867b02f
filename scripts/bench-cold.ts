/**
 * `npm run bench:cold -- --baseline=<checkout>`: what a cold article costs, this checkout against
 * another (built) one, measured so that a busy machine cannot decide the answer. Both production
 * servers run at once (as `npm start` runs them, each on its own throwaway database on the
 * PostgreSQL server, BENCH_PG_SERVER_URL, with --articles published copies of the seeded articles,
 * default 5,000), and the load alternates between them in --rounds rounds (default 12, the order
 * swapped every round): each round asks one server for --batch never-rendered articles (default
 * 24) at 8 at a time, then for as many articles it rendered before, at random.
 *
 * Besides the rate it prints the CPU time each article cost — the server's processes (its
 * workers and their threads: rendering, compression) and the database's backends, from
 * /proc/{pid}/stat — which other work on the machine slows but does not inflate. Linux only.
 * Ports: BENCH_PORT (default 3340) and the one after it. It checks no budget: bench:longtail does.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startAppServer, type AppServer } from "../tests/support/app-server";
import { createScratchDatabase } from "../tests/support/scratch-database";
import { cpuSeconds, processTree } from "./lib/proc";
import { buildIfNeeded, ROOT } from "./lib/build.mjs";
import { addArticleCopies, startEntry } from "./lib/long-tail";

const args = new Map(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, "").split("="))
    .map(([key, value]) => [key, value ?? "true"]),
);
const ARTICLES = Number(args.get("articles") ?? 5000);
const ROUNDS = Number(args.get("rounds") ?? 12);
const BATCH = Number(args.get("batch") ?? 24);
const BASELINE = args.get("baseline");
const PORT = Number(process.env.BENCH_PORT ?? 3340);
const PG_SERVER_URL = process.env.BENCH_PG_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CONCURRENCY = 8;
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,application/xhtml+xml,*/*" };
interface Tally {
  articles: number;
  ms: number;
  serverCpu: number;
  databaseCpu: number;
}

interface Side {
  name: string;
  server: AppServer;
  neverRendered: number[];
  rendered: number[];
  cold: Tally;
  again: Tally;
  /** The server's processes and its database's backends, now. */
  processes(): Promise<{ server: number[]; database: number[] }>;
  close(): Promise<void>;
}

async function startSide(name: string, root: string, port: number): Promise<Side> {
  const database = await createScratchDatabase(PG_SERVER_URL, "bp_cold");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-cold-"));
  const server = await startAppServer({
    port,
    root,
    entry: startEntry(root),
    dataDir,
    env: { DATABASE_URL: database.url, AUTH_SECRET: "bench-cold-secret-0123456789abcdef0123" },
  });
  const admin = new pg.Client({ connectionString: PG_SERVER_URL });
  await admin.connect();
  const databaseName = new URL(database.url).pathname.slice(1);
  const copies = await addArticleCopies(database.url, ARTICLES);
  const tally = (): Tally => ({ articles: 0, ms: 0, serverCpu: 0, databaseCpu: 0 });
  return {
    name,
    server,
    neverRendered: copies.sort(() => Math.random() - 0.5),
    rendered: [],
    cold: tally(),
    again: tally(),
    async processes() {
      const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [databaseName]);
      const pid = server.process.pid!;
      return { server: processTree(pid), database: rows.map((row) => Number(row.pid)) };
    },
    async close() {
      await admin.end();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** Asks for the articles, 8 at a time; returns those answered 200. */
async function request(server: AppServer, ids: number[]): Promise<number[]> {
  const answered: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const response = await fetch(`${server.url}/post/${id}`, { headers: HEADERS });
        await response.arrayBuffer();
        if (response.status === 200) answered.push(id);
      }
    }),
  );
  return answered;
}

/** One batch on one side, its time and CPU added to `tally`. */
async function measure(side: Side, tally: Tally, ids: number[]): Promise<number[]> {
  const before = await side.processes();
  const serverBefore = cpuSeconds(before.server);
  const databaseBefore = cpuSeconds(before.database);
  const started = performance.now();
  const answered = await request(side.server, ids);
  tally.ms += performance.now() - started;
  const after = await side.processes();
  tally.serverCpu += cpuSeconds(after.server) - serverBefore;
  tally.databaseCpu += cpuSeconds(after.database) - databaseBefore;
  tally.articles += answered.length;
  return answered;
}

async function main(): Promise<void> {
  if (!BASELINE) throw new Error("--baseline=<a built checkout> is required: this benchmark compares two builds");
  if (!fs.existsSync(path.join(BASELINE, ".next", "BUILD_ID")))
    throw new Error(`${BASELINE} has no build: run \`npm run build\` there first`);
  buildIfNeeded();
  const sides = [await startSide("baseline", path.resolve(BASELINE), PORT), await startSide("this checkout", ROOT, PORT + 1)];
  try {
    // The first renders of a process load its code: not what a cold article costs.
    for (const side of sides) side.rendered.push(...(await request(side.server, side.neverRendered.splice(0, 16))));
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        side.rendered.push(...(await measure(side, side.cold, side.neverRendered.splice(0, BATCH))));
        const again = Array.from({ length: BATCH }, () => side.rendered[Math.floor(Math.random() * side.rendered.length)]!);
        await measure(side, side.again, again);
      }
    }
  } finally {
    for (const side of sides) await side.close();
  }
  const perArticle = (seconds: number, tally: Tally) => `${((1000 * seconds) / Math.max(tally.articles, 1)).toFixed(1)} ms`;
  const rate = (tally: Tally) => (tally.articles / (tally.ms / 1000)).toFixed(1);
  console.log(
    `\nhost: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}; ${ARTICLES} articles; ${ROUNDS} rounds of ${BATCH} at ${CONCURRENCY} at a time`,
  );
  console.log(
    "| checkout | never rendered: articles/s | server CPU per article | database CPU per article | rendered once, again: articles/s | server CPU per article |\n|---|---|---|---|---|---|",
  );
  for (const side of sides) {
    console.log(
      `| ${side.name} | ${rate(side.cold)} | ${perArticle(side.cold.serverCpu, side.cold)} | ${perArticle(side.cold.databaseCpu, side.cold)} | ${rate(side.again)} | ${perArticle(side.again.serverCpu, side.again)} |`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

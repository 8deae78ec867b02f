/**
 * `npm run bench:longtail`: the long tail of an archive — readers from shared links and crawlers
 * opening many different articles, most of them never rendered. It builds if needed, creates a
 * throwaway database on the PostgreSQL server (BENCH_PG_SERVER_URL, default the local one), starts
 * the production server as `npm start` does on it, adds --articles published copies of the seeded
 * articles (real bodies; default 5,000), and measures with autocannon at 50 connections for
 * --duration seconds each, side by side in one run:
 *
 *   1. a static script chunk, and the hot article (one page, read over and over);
 *   2. random articles never rendered before, each requested once;
 *   3. a second random pass over the articles pass 2 rendered — those it answered 200 in full, not
 *      every one it asked for (a request cut off at the end of the pass, or answered 503, rendered
 *      nothing that pass 3 could find in the cache);
 *   4. the server restarted on the same DATA_DIR and database, and pass 3 again.
 *
 * With --baseline=<dir> (another checkout, built) the same is measured there first, on its own
 * database. Budgets (this checkout): never-rendered articles at least 1.6 % of the static chunk's
 * rate with p99 under 1 s; the second pass and the pass after the restart at least 50 % of the hot
 * article's rate; no errors. A budget that was not measured prints 'not measured' and fails the
 * run. Each pass prints its non-2xx answers and its errors (connection errors and timeouts) apart.
 * Then a control without the product: a bare Node server answering as many distinct bodies of an
 * article's size as pass 3 read, at random and one over and over — what the machine and the load
 * generator themselves allow pass 3 against the hot article (about 100 % since autocannon no longer
 * decodes the bodies it reads: scripts/lib/load-generator.ts); and a control without our code: a bare
 * Next.js page at a new address per request (scripts/lib/bare-next.ts), what pass 2 could reach if an
 * article cost nothing of ours. Exits non-zero when a budget fails.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "./lib/load-generator";
import { startAppServer, type AppServer } from "../tests/support/app-server";
import { createScratchDatabase } from "../tests/support/scratch-database";
import { addArticleCopies, startEntry } from "./lib/long-tail";
import { nextVersion, serveBareNext } from "./lib/bare-next";
import { firstLoadScripts } from "./lib/first-load";
import { cpuSeconds, processTree, settle } from "./lib/proc";
import { buildIfNeeded, ROOT } from "./lib/build.mjs";

const args = new Map(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, "").split("="))
    .map(([key, value]) => [key, value ?? "true"]),
);
const ARTICLES = Number(args.get("articles") ?? 5000);
const DURATION = Number(args.get("duration") ?? 10);
const BASELINE = args.get("baseline");
const PORT = Number(process.env.BENCH_PORT ?? 3340);
const PG_SERVER_URL = process.env.BENCH_PG_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CONNECTIONS = 50;
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,application/xhtml+xml,*/*" };
/** About an article's HTML as brotli: the size of the control's bodies. */
const CONTROL_BODY_BYTES = 14_000;
const BUDGET = { neverRendered: 0.016, neverRenderedP99: 1000, renderedOnce: 0.5 };

interface Measure {
  label: string;
  /** False when the pass could not measure what it is named for (the figures are then not shown). */
  measured: boolean;
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  requests: number;
  /** How many different pages the pass read (pass 3). */
  pages?: number;
}

function notMeasured(label: string): Measure {
  return { label, measured: false, rps: 0, p50: 0, p99: 0, non2xx: 0, errors: 0, requests: 0 };
}

/**
 * 50 connections for DURATION s on `next()`'s paths (one path, or a new one per request);
 * `answered` hears each path whose 200 arrived in full.
 */
async function load(base: string, next: () => string, label: string, answered?: (path: string) => void): Promise<Measure> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: HEADERS,
    requests: [
      {
        method: "GET",
        // One request at a time per connection (no pipelining): the connection's context holds
        // the path of the request whose response is being recorded.
        setupRequest: (request, context: { path?: string }) => {
          context.path = next();
          return { ...request, path: context.path };
        },
        // Called once the whole response has been read (a request cut off at the end is not).
        onResponse: (status, _body, context: { path?: string }) => {
          if (status === 200 && context.path !== undefined) answered?.(context.path);
        },
      },
    ],
  });
  return {
    label,
    measured: true,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

async function measureCheckout(name: string, root: string): Promise<Measure[]> {
  const database = await createScratchDatabase(PG_SERVER_URL, "bp_longtail");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-longtail-"));
  const entry = startEntry(root);
  const start = () =>
    startAppServer({
      port: PORT,
      root,
      entry,
      dataDir,
      inheritOutput: true,
      env: { DATABASE_URL: database.url, AUTH_SECRET: "bench-longtail-secret-0123456789abcdef" },
    });
  let server: AppServer | undefined;
  try {
    server = await start();
    const copies = await addArticleCopies(database.url, ARTICLES);
    console.log(`  ${name}: ${copies.length} articles added; serving with ${path.relative(root, entry)}`);
    const hot = copies[0]!;
    const html = await (await fetch(`${server.url}/post/${hot}`, { headers: HEADERS })).text();
    const chunk = firstLoadScripts(html).find((src) => src.startsWith("/_next/static/chunks/"));
    if (!chunk) throw new Error("no script chunk found in the article's HTML");
    const measured: Measure[] = [];
    measured.push(await load(server.url, () => chunk, "static chunk"));
    measured.push(await load(server.url, () => `/post/${hot}`, "hot article"));

    const neverRendered = shuffled(copies.slice(1)).map((id) => `/post/${id}`);
    const requested: string[] = [];
    // The articles answered 200 in full: only those are in the cache for passes 3 and 4.
    const rendered = new Set<string>();
    let repeated = 0;
    const firstPass = await load(
      server.url,
      () => {
        const next = neverRendered.pop();
        if (next === undefined) return requested[repeated++ % requested.length]!;
        requested.push(next);
        return next;
      },
      "random, never rendered",
      (answered) => rendered.add(answered),
    );
    // Out of articles before the pass ended: what it measured is not the never-rendered rate.
    measured.push(repeated > 0 ? notMeasured("random, never rendered (too few articles: raise --articles)") : firstPass);
    console.log(
      `  ${name}: pass 2 asked for ${requested.length} articles, ${rendered.size} answered 200 in full; ${firstPass.non2xx} non-2xx, ${firstPass.errors} errors`,
    );
    const paths = [...rendered];
    const again = () => paths[Math.floor(Math.random() * paths.length)]!;
    const onceLabel = `random, rendered once (${paths.length})`;
    const restartLabel = "the same after a restart";
    // Pass 2's cut-off requests are still rendering: pass 3 measures reads, not those renders.
    const serverPid = server.process.pid!;
    console.log(`  ${name}: waited ${await settle(() => processTree(serverPid))} ms for pass 2's renders to finish`);
    measured.push(paths.length > 0 ? { ...(await load(server.url, again, onceLabel)), pages: paths.length } : notMeasured(onceLabel));
    await server.stop();
    server = await start();
    // A restarted process loads its code on its first requests: one page that is not in the pass.
    await (await fetch(`${server.url}/`, { headers: HEADERS })).arrayBuffer();
    measured.push(paths.length > 0 ? await load(server.url, again, restartLabel) : notMeasured(restartLabel));
    for (const measure of measured)
      console.log(
        `  ${name}: ${measure.label} ${measure.measured ? `done: ${measure.non2xx} non-2xx, ${measure.errors} errors` : "not measured"}`,
      );
    return measured;
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/**
 * The cost of variety without the product: a bare Node server (a child process, as the product's
 * server is) answering the same number of distinct bodies of the pages' size, read at random, against
 * always the same one. The ratio is the ceiling of what pass 3 can reach of the hot article's rate on
 * this machine with this load generator; far under 100 % means the load generator, not the server,
 * is measured (as it was while autocannon decoded every body: 33 %, decision 0090).
 */
async function machineControl(bodies: number, bytes: number): Promise<{ one: number; random: number }> {
  const code = `
    const bodies = Array.from({ length: ${bodies} }, () => require("node:crypto").randomBytes(${bytes}));
    require("node:http").createServer((request, response) => {
      const body = bodies[Number(request.url.slice(1)) % bodies.length];
      response.writeHead(200, { "content-type": "text/html", "content-length": body.length });
      response.end(body);
    }).listen(${PORT}, "127.0.0.1", () => process.stdout.write("ready\\n"));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    await new Promise((resolve, reject) => {
      child.stdout.once("data", resolve);
      child.once("exit", (status) => reject(new Error(`the control server exited (${status})`)));
    });
    const base = `http://127.0.0.1:${PORT}`;
    const one = await load(base, () => "/0", "one body");
    const random = await load(base, () => `/${Math.floor(Math.random() * bodies)}`, "distinct bodies at random");
    return { one: one.rps, random: random.rps };
  } finally {
    child.kill();
  }
}

/**
 * The stack without the product (scripts/lib/bare-next.ts): a bare Next.js app's dynamic page of one
 * heading, asked for at a new address each time as pass 2 asks for articles, served one worker per
 * core. No server-rendered page answers more here than this page does.
 */
async function frameworkControl(): Promise<{ measure: Measure; cpuMs: number }> {
  const app = await serveBareNext(PORT);
  try {
    let id = 0;
    // As pass 2 follows two passes on a warm server: the app's code is loaded and compiled first.
    for (let round = 0; round < 20; round++)
      await Promise.all(
        Array.from({ length: 10 }, () => fetch(`${app.url}/post/${++id}`, { headers: HEADERS }).then((response) => response.arrayBuffer())),
      );
    // Its CPU time, from /proc as bench:cold counts an article's: what one such page costs.
    const pids = processTree(app.pid);
    const before = cpuSeconds(pids);
    const measure = await load(app.url, () => `/post/${++id}`, "bare Next.js page, a new address each");
    return { measure, cpuMs: ((cpuSeconds(pids) - before) * 1000) / Math.max(1, measure.requests) };
  } finally {
    app.stop();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

async function main(): Promise<number> {
  buildIfNeeded();
  const runs: { name: string; pages: Measure[] }[] = [];
  if (BASELINE) {
    if (!fs.existsSync(path.join(BASELINE, ".next", "BUILD_ID")))
      throw new Error(`${BASELINE} has no build: run \`npm run build\` there first`);
    console.log(`measuring the baseline in ${BASELINE}…`);
    runs.push({ name: "baseline", pages: await measureCheckout("baseline", path.resolve(BASELINE)) });
  }
  console.log(`measuring this checkout (${ARTICLES} articles, ${DURATION} s per pass at ${CONNECTIONS} connections)…`);
  const current = await measureCheckout("this checkout", ROOT);
  runs.push({ name: "this checkout", pages: current });

  console.log(
    `\nhost: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}; ${ARTICLES} articles; Accept-Encoding: ${HEADERS["accept-encoding"]}`,
  );
  for (const run of runs) {
    const [chunk, hot] = run.pages;
    console.log(`\n${run.name}, ${CONNECTIONS} connections, ${DURATION} s each`);
    console.log(
      "| what | req/s | of the static chunk | of the hot article | p50 | p99 | requests | non-2xx | errors |\n|---|---|---|---|---|---|---|---|---|",
    );
    for (const page of run.pages) {
      if (!page.measured) {
        console.log(`| ${page.label} | not measured | | | | | | | |`);
        continue;
      }
      const share = (of: Measure | undefined) => (of?.measured && of.rps > 0 ? percent(page.rps / of.rps) : "not measured");
      console.log(
        `| ${page.label} | ${page.rps.toFixed(0)} | ${share(chunk)} | ${share(hot)} | ${ms(page.p50)} | ${ms(page.p99)} | ${page.requests} | ${page.non2xx} | ${page.errors} |`,
      );
    }
  }

  const [chunk, hot, neverRendered, renderedOnce, afterRestart] = current;
  if (renderedOnce?.pages) {
    const control = await machineControl(renderedOnce.pages, CONTROL_BODY_BYTES);
    console.log(
      `\nthe machine without the product: a bare Node server, ${renderedOnce.pages} distinct ${CONTROL_BODY_BYTES / 1000} KB bodies read at random ${control.random.toFixed(0)} req/s, one body ${control.one.toFixed(0)} req/s: ${percent(control.random / control.one)} (pass 3's ceiling against the hot article here)`,
    );
  }
  const floor = await frameworkControl();
  console.log(
    `the stack without the product: a bare Next.js ${nextVersion()} page of one heading (no layout, no data), one worker per core, a new address per request: ${floor.measure.rps.toFixed(0)} req/s, p99 ${ms(floor.measure.p99)}, ${floor.cpuMs.toFixed(1)} ms of server CPU each${chunk?.measured ? `, ${percent(floor.measure.rps / chunk.rps)} of the static chunk above` : ""} (what pass 2 could reach if an article cost nothing of ours; its budget is ${percent(BUDGET.neverRendered)})`,
  );
  const failures: string[] = [];
  // A pass that did not run, or answered nothing, is a failure of its budget, never a pass.
  const measuredRate = (page: Measure | undefined, what: string) => {
    const rate = page?.measured && page.requests > 0 ? page.rps : undefined;
    if (rate === undefined) failures.push(`${what}: not measured`);
    return rate;
  };
  const chunkRate = measuredRate(chunk, "the static chunk");
  const hotRate = measuredRate(hot, "the hot article");
  const neverRate = measuredRate(neverRendered, "random never-rendered articles");
  if (chunkRate && neverRate !== undefined && neverRate / chunkRate < BUDGET.neverRendered)
    failures.push(
      `never-rendered articles answer ${percent(neverRate / chunkRate)} of the static chunk's rate (budget ${percent(BUDGET.neverRendered)})`,
    );
  if (neverRate !== undefined && neverRendered && neverRendered.p99 >= BUDGET.neverRenderedP99)
    failures.push(`never-rendered articles' p99 is ${ms(neverRendered.p99)} (budget < ${ms(BUDGET.neverRenderedP99)})`);
  for (const [page, what] of [
    [renderedOnce, "articles rendered once, read again"],
    [afterRestart, "articles rendered once, after a restart"],
  ] as const) {
    const rate = measuredRate(page, what);
    if (hotRate && rate !== undefined && rate / hotRate < BUDGET.renderedOnce)
      failures.push(`${what} answer ${percent(rate / hotRate)} of the hot article's rate (budget ${percent(BUDGET.renderedOnce)})`);
  }
  for (const page of current) {
    if (page.non2xx > 0) failures.push(`${page.label}: ${page.non2xx} non-2xx answers`);
    if (page.errors > 0) failures.push(`${page.label}: ${page.errors} errors (connection errors and timeouts)`);
  }
  if (failures.length > 0) {
    console.error(`\nBudgets missed:\n  ${failures.join("\n  ")}`);
    return 1;
  }
  console.log("\nAll budgets met.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

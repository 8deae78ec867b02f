/**
 * `npm run bench:serve`: how the production server holds up under a rush of readers. It builds if
 * needed, starts dist/server/main.mjs (what `npm start` runs) on a throwaway DATA_DIR and measures
 * with autocannon, side by side in one run:
 *
 *   1. 50 connections for --duration seconds each on a static script chunk, /post/{id}, / and
 *      /category/{slug}: requests per second, the ratio to the static chunk, p50, p99, errors.
 *   2. 200 connections for --soak seconds on the article: errors, p99 and the server's resident
 *      memory before and after. RSS is sampled every second: under load it saws between a floor
 *      (what is live after V8 collects) and peaks up to 35 % higher, with teeth up to half a
 *      minute long, so a single reading, or even the median of a short window, says more about
 *      where in a tooth it fell than about growth (medians of 15 s windows read from -15 % to
 *      +30 % on runs whose floor grew 4 %). What grows when memory leaks is the floor: the budget
 *      compares the lowest sample of the soak's first `RSS_WINDOW_S` seconds (after a short ramp)
 *      with the lowest of its last. The readings before and after the soak, and the peak, are
 *      printed too.
 *
 * Requests carry a browser's Accept-Encoding (gzip, deflate, br), so compression is paid as it
 * would be for real readers. With --baseline=<dir> (another checkout, built), the same is measured
 * there first, in the same run, for a before/after comparison. Budgets (this checkout only): the
 * article at least 50 % of the static chunk's rate with p99 under 100 ms; / and the category at
 * least 40 %; the soak without errors, p99 under 250 ms, memory growth under 10 %. Exits non-zero
 * when one fails, and when one could not be measured (a page that answered no request; a soak
 * shorter than the ramp and both windows of the memory check, `RSS_RAMP_S + 2 × RSS_WINDOW_S` s,
 * which cannot tell growth): such a budget prints "not measured", never a pass.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "./lib/load-generator";
import { productionServer, startAppServer } from "../tests/support/app-server";
import { firstLoadScripts } from "./lib/first-load";
import { buildIfNeeded, ROOT } from "./lib/build.mjs";

const args = new Map(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, "").split("="))
    .map(([key, value]) => [key, value ?? "true"]),
);
const DURATION = Number(args.get("duration") ?? 10);
const SOAK = Number(args.get("soak") ?? 120);
const BASELINE = args.get("baseline");
const PORT = Number(process.env.BENCH_PORT ?? 3330);
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,application/xhtml+xml,*/*" };

/** Seconds of RSS samples at each end of the soak (longer than a tooth of the GC's sawtooth); the first RSS_RAMP_S seconds are the ramp. */
const RSS_WINDOW_S = 30;
const RSS_RAMP_S = 5;
const BUDGET = { article: 0.5, lists: 0.4, articleP99: 100, soakP99: 250, rssGrowth: 0.1 };

/** A checkout's production server: dist/server/main.mjs, or scripts/server.mjs in a checkout from before it was TypeScript. */
function serverEntry(root: string): string {
  const bundled = productionServer(root);
  return fs.existsSync(bundled) ? bundled : path.join(root, "scripts", "server.mjs");
}

interface RssReadings {
  /** Before and after the soak, one reading each. */
  rssBefore: number;
  rssAfter: number;
  /** The lowest samples at the soak's start (after the ramp) and end, and the highest of all. */
  rssStart: number | undefined;
  rssEnd: number | undefined;
  rssPeak: number;
}

/** The server's resident memory in bytes (Linux). */
function rss(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

interface Measure {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function load(url: string, connections: number, duration: number, label: string): Promise<Measure> {
  const result = await autocannon({ url, connections, duration, headers: HEADERS });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

async function pagesOf(base: string): Promise<{ label: string; path: string }[]> {
  const posts = (await (await fetch(`${base}/api/posts?limit=1`)).json()) as { id: number; category_slug?: string }[];
  const post = posts[0];
  if (!post) throw new Error("no published post to measure");
  const html = await (await fetch(`${base}/post/${post.id}`)).text();
  // The first script the page loads (not the noModule polyfill, which a current browser skips).
  const chunk = firstLoadScripts(html).find((src) => src.startsWith("/_next/static/chunks/"));
  if (!chunk) throw new Error("no script chunk found in the article's HTML");
  return [
    { label: "static chunk", path: chunk },
    { label: `/post/${post.id}`, path: `/post/${post.id}` },
    { label: "/", path: "/" },
    { label: `/category/${post.category_slug ?? "markets"}`, path: `/category/${post.category_slug ?? "markets"}` },
  ];
}

/** How much the floor of memory grew over the soak; undefined when it was too short to tell. */
const growthOf = (soak: RssReadings) =>
  soak.rssStart === undefined || soak.rssEnd === undefined ? undefined : soak.rssEnd / soak.rssStart - 1;
const NOT_MEASURED = "not measured";
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measureCheckout(name: string, root: string): Promise<{ name: string; pages: Measure[]; soak: Measure & RssReadings }> {
  const server = await startAppServer({ port: PORT, root, entry: serverEntry(root), inheritOutput: true });
  try {
    const pages = await pagesOf(server.url);
    // Each page once, as its first reader would: what comes after is the rush.
    for (const page of pages) await (await fetch(`${server.url}${page.path}`, { headers: HEADERS })).arrayBuffer();
    const measured: Measure[] = [];
    for (const page of pages) {
      measured.push(await load(`${server.url}${page.path}`, 50, DURATION, page.label));
      console.log(`  ${name}: ${page.label} done`);
    }
    const article = pages[1]!;
    const rssBefore = rss(server.process.pid);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rss(server.process.pid)), 1000);
    const soak = await load(`${server.url}${article.path}`, 200, SOAK, `${article.label} (200 connections, ${SOAK} s)`);
    clearInterval(sampler);
    const rssAfter = rss(server.process.pid);
    // Two windows that do not overlap, after the ramp, or no reading at all.
    const enough = samples.length >= RSS_RAMP_S + 2 * RSS_WINDOW_S;
    const rssStart = enough ? Math.min(...samples.slice(RSS_RAMP_S, RSS_RAMP_S + RSS_WINDOW_S)) : undefined;
    const rssEnd = enough ? Math.min(...samples.slice(-RSS_WINDOW_S)) : undefined;
    const rssPeak = Math.max(...samples);
    return { name, pages: measured, soak: { ...soak, rssBefore, rssAfter, rssStart, rssEnd, rssPeak } };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  buildIfNeeded();
  const runs = [];
  if (BASELINE) {
    if (!fs.existsSync(path.join(BASELINE, ".next", "BUILD_ID")))
      throw new Error(`${BASELINE} has no build: run \`npx next build\` there first`);
    console.log(`measuring the baseline in ${BASELINE}…`);
    runs.push(await measureCheckout("baseline", path.resolve(BASELINE)));
  }
  console.log(`measuring this checkout (${DURATION} s per page at 50 connections, ${SOAK} s at 200)…`);
  const current = await measureCheckout("this checkout", ROOT);
  runs.push(current);

  console.log(`\nhost: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}; Accept-Encoding: ${HEADERS["accept-encoding"]}`);
  for (const run of runs) {
    const staticRate = run.pages[0]?.rps ?? 0;
    console.log(`\n${run.name}, 50 connections, ${DURATION} s each`);
    console.log("| what | req/s | of the static chunk | p50 | p99 | errors |\n|---|---|---|---|---|---|");
    for (const page of run.pages) {
      console.log(
        `| ${page.label} | ${page.rps.toFixed(0)} | ${((page.rps / staticRate) * 100).toFixed(0)} % | ${ms(page.p50)} | ${ms(page.p99)} | ${page.errors} |`,
      );
    }
    const { soak } = run;
    console.log(`| ${soak.label} | ${soak.rps.toFixed(0)} | | ${ms(soak.p50)} | ${ms(soak.p99)} | ${soak.errors} |`);
    const growth = growthOf(soak);
    const floors =
      growth === undefined
        ? `the floor under load ${NOT_MEASURED} (a soak of ${SOAK} s; it takes ${RSS_RAMP_S + 2 * RSS_WINDOW_S} s)`
        : `under load, the floor of the first ${RSS_WINDOW_S} s ${mb(soak.rssStart ?? 0)}, of the last ${RSS_WINDOW_S} s ${mb(soak.rssEnd ?? 0)} (${(growth * 100).toFixed(1)} %)`;
    console.log(
      `server memory (RSS): ${mb(soak.rssBefore)} before the soak, ${mb(soak.rssAfter)} after; ${floors}, peak ${mb(soak.rssPeak)}`,
    );
  }

  const [chunk, article, home, category] = current.pages;
  const failures: string[] = [];
  // A measurement without a request says nothing: its rate, ratio and latency are not figures.
  for (const measure of [...current.pages, current.soak])
    if (!(measure.requests > 0)) failures.push(`${measure.label}: ${NOT_MEASURED} (no request answered)`);
  const ratio = (page: Measure | undefined) => (page?.rps ?? 0) / (chunk?.rps ?? 1);
  if (ratio(article) < BUDGET.article)
    failures.push(
      `the article answers ${(ratio(article) * 100).toFixed(0)} % of the static chunk's rate (budget ${BUDGET.article * 100} %)`,
    );
  if ((article?.p99 ?? Infinity) >= BUDGET.articleP99)
    failures.push(`the article's p99 is ${ms(article?.p99 ?? 0)} (budget < ${BUDGET.articleP99} ms)`);
  for (const page of [home, category]) {
    if (ratio(page) < BUDGET.lists)
      failures.push(
        `${page?.label} answers ${(ratio(page) * 100).toFixed(0)} % of the static chunk's rate (budget ${BUDGET.lists * 100} %)`,
      );
  }
  for (const page of current.pages) if (page.errors > 0) failures.push(`${page.label}: ${page.errors} errors`);
  const { soak } = current;
  if (soak.errors > 0) failures.push(`the soak had ${soak.errors} errors`);
  if (soak.p99 >= BUDGET.soakP99) failures.push(`the soak's p99 is ${ms(soak.p99)} (budget < ${BUDGET.soakP99} ms)`);
  const growth = growthOf(soak);
  if (growth === undefined)
    failures.push(
      `the server's memory growth: ${NOT_MEASURED} (the soak must last at least ${RSS_RAMP_S + 2 * RSS_WINDOW_S} s: --soak=${SOAK})`,
    );
  else if (growth >= BUDGET.rssGrowth)
    failures.push(`the server's memory grew ${(growth * 100).toFixed(1)} % during the soak (budget < ${BUDGET.rssGrowth * 100} %)`);
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

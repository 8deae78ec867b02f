// `npm run bench:pages`: the reading pages' speed and accessibility budgets, measured on a production
// build served from a throwaway DATA_DIR.
//
//   1. First-load JavaScript per page, gzipped (every <script src> and <link rel=preload as=script>
//      of the served HTML, minus the noModule polyfill, each gzipped at level 9): the article page
//      must stay at or under 200 KB. The brotli column is what the server actually sends browsers.
//   2. Lighthouse (mobile, default simulated throttling, Debian's Chromium), RUNS runs (default 5)
//      on /, /post/{id} and /category/{slug}: performance >= 98, accessibility, best practices and
//      SEO 100, in every run.
//
// Options: --runs=N (default 5), --skip-lighthouse, --cpu-slowdown=N (Lighthouse's default is 4,
// calibrated for a fast desktop; its docs give lower multipliers for slower hosts — the printed
// benchmark index says which kind this is). Exits non-zero when a budget fails, and when one was not
// measured: a page whose HTML lists no script (the parser no longer reads what Next writes), and the
// Lighthouse budgets when they are skipped or given no run. Such a budget prints "not measured".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { compressBrotli } from "@/server/static-brotli";
import { startAppServer } from "../tests/support/app-server";
import { firstLoadScripts } from "./lib/first-load";
import { buildIfNeeded, ROOT } from "./lib/build.mjs";
import { median } from "./lib/latency";

const args = new Map(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, "").split("="))
    .map(([key, value]) => [key ?? "", value ?? "true"] as const),
);
const RUNS = Number(args.get("runs") ?? 5);
const SKIP_LIGHTHOUSE = args.has("skip-lighthouse");
const CPU_SLOWDOWN = args.get("cpu-slowdown");
const PORT = Number(process.env.BENCH_PORT ?? 3320);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const JS_BUDGET_BYTES = 200_000;
const NOT_MEASURED = "not measured";
const LIGHTHOUSE_BUDGET: Record<string, number> = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };

interface LighthouseCategory {
  id: string;
  score: number;
  auditRefs: { id: string }[];
}
interface LighthouseAudit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue: number;
}
interface LighthouseReport {
  categories: Record<string, LighthouseCategory>;
  audits: Record<string, LighthouseAudit | undefined>;
  environment: { benchmarkIndex: number };
}
interface LighthouseRun {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  failing: string[];
}

async function measureJs(pagePath: string): Promise<{ chunks: number; raw: number; gzip: number; brotli: number }> {
  const html = await (await fetch(`${BASE}${pagePath}`)).text();
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const scripts = firstLoadScripts(html);
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += compressBrotli(body).length;
  }
  return { chunks: scripts.length, raw, gzip, brotli };
}

class LighthouseFailure extends Error {
  constructor(
    url: string,
    readonly stderr: string,
  ) {
    super(`lighthouse failed on ${url}: ${stderr}`);
  }
  /** Lighthouse's own "please run Lighthouse again" errors (a trace it failed to record): no score was taken. */
  get retryable(): boolean {
    return /Runtime error encountered: .*\((NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|PROTOCOL_TIMEOUT)\)/.test(this.stderr);
  }
}

/** Headless Chromium now and then fails to record a run's trace; such a run is made again, at most twice, and says so. */
function lighthouseRun(url: string, outputPath: string): LighthouseRun {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouse(url, outputPath);
    } catch (error) {
      if (!(error instanceof LighthouseFailure && error.retryable) || attempt === 3) throw error;
      console.log(`           (Lighthouse could not record the trace of a run on ${url}; running it again)`);
    }
  }
}

function lighthouse(url: string, outputPath: string): LighthouseRun {
  const cli = path.join(ROOT, "node_modules", "lighthouse", "cli", "index.js");
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${outputPath}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless --no-sandbox --disable-gpu",
      ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new LighthouseFailure(url, result.stderr);
  const report = JSON.parse(fs.readFileSync(outputPath, "utf8")) as LighthouseReport;
  const numeric = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const scores = Object.fromEntries(Object.entries(report.categories).map(([id, category]) => [id, Math.round(category.score * 100)]));
  const failing = Object.values(report.categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) =>
      category.auditRefs
        .map((ref) => report.audits[ref.id])
        .filter(
          (audit): audit is LighthouseAudit =>
            audit !== undefined && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        ),
    )
    .map((audit) => audit.id);
  return {
    scores,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    benchmarkIndex: report.environment.benchmarkIndex,
    failing,
  };
}

async function main(): Promise<number> {
  buildIfNeeded();
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-lighthouse-"));
  // The production server of `npm start` (it serves the brotli copies of the client assets), on the embedded database.
  const server = await startAppServer({ port: PORT, root: ROOT, env: { DATABASE_URL: "" }, inheritOutput: true });
  let failed = false;
  try {
    const [post] = (await (await fetch(`${BASE}/api/posts?limit=1`)).json()) as { id: number; category_slug: string }[];
    if (!post) throw new Error("the site has no article to measure");
    const pages: { name: string; path: string; jsBudget?: number }[] = [
      { name: "home", path: "/" },
      { name: "article", path: `/post/${post.id}`, jsBudget: JS_BUDGET_BYTES },
      { name: "category", path: `/category/${post.category_slug}` },
      { name: "terms", path: "/terms" },
    ];
    // Warm the caches so the first Lighthouse run measures the page, not a cold start.
    for (const page of pages) await fetch(`${BASE}${page.path}`);

    console.log("\nFirst-load JavaScript (gzip -9 of every script the HTML loads, noModule polyfill excluded)");
    console.log("page       path                       chunks        raw       gzip     brotli   budget (gzip)");
    for (const page of pages) {
      const js = await measureJs(page.path);
      // Every reading page loads scripts: none found means none was measured, not none sent.
      const measured = js.chunks > 0;
      const over = page.jsBudget !== undefined && js.gzip > page.jsBudget;
      failed ||= over || !measured;
      const verdict = !measured
        ? `${NOT_MEASURED} (no script found in the HTML)`
        : page.jsBudget
          ? `${over ? "FAIL" : "ok"} (<= ${page.jsBudget.toLocaleString("en-US")})`
          : "-";
      console.log(
        `${page.name.padEnd(10)} ${page.path.padEnd(26)} ${String(js.chunks).padStart(6)} ${js.raw.toLocaleString("en-US").padStart(10)} ${js.gzip.toLocaleString("en-US").padStart(10)} ${js.brotli.toLocaleString("en-US").padStart(10)}   ${verdict}`,
      );
    }

    if (SKIP_LIGHTHOUSE || !(RUNS > 0)) {
      failed = true;
      console.log(
        `\nLighthouse: performance >= 98, accessibility, best practices and SEO 100: ${NOT_MEASURED} (${SKIP_LIGHTHOUSE ? "--skip-lighthouse" : `--runs=${args.get("runs")}`})`,
      );
    } else {
      console.log(
        `\nLighthouse (mobile, simulated throttling): the lowest score of ${RUNS} runs, median LCP, TBT and CLS; budget: performance >= 98, the rest 100, in every run`,
      );
      console.log("page       performance  accessibility  best-practices  seo   LCP ms  TBT ms   CLS   runs (perf)");
      for (const page of pages.filter((candidate) => candidate.name !== "terms")) {
        const runs: LighthouseRun[] = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(lighthouseRun(`${BASE}${page.path}`, path.join(reports, `lh-${page.name}-${run}.json`)));
        const lowest: Record<string, number> = Object.fromEntries(
          Object.keys(LIGHTHOUSE_BUDGET).map((id) => [id, Math.min(...runs.map((run) => run.scores[id] ?? 0))]),
        );
        const misses = Object.entries(LIGHTHOUSE_BUDGET).filter(([id, min]) => (lowest[id] ?? 0) < min);
        failed ||= misses.length > 0;
        console.log(
          `${page.name.padEnd(10)} ${String(lowest.performance).padStart(11)}  ${String(lowest.accessibility).padStart(13)}  ${String(lowest["best-practices"]).padStart(14)}  ${String(lowest.seo).padStart(3)}  ${String(Math.round(median(runs.map((run) => run.lcp)))).padStart(7)}  ${String(Math.round(median(runs.map((run) => run.tbt)))).padStart(6)}  ${median(runs.map((run) => run.cls)).toFixed(3)}   ${runs.map((run) => run.scores.performance).join(", ")}${misses.length ? `   FAIL (${misses.map(([id]) => id).join(", ")})` : ""}`,
        );
        console.log(
          `           host benchmark index ${Math.round(median(runs.map((run) => run.benchmarkIndex)))}, CPU slowdown ${CPU_SLOWDOWN ?? "4 (default)"}`,
        );
        // What a run under the budget lost its points on (the metrics weigh FCP 10, LCP 25, TBT 30, CLS 25, Speed Index 10).
        for (const [index, run] of runs.entries())
          if ((run.scores.performance ?? 0) < LIGHTHOUSE_BUDGET.performance!)
            console.log(
              `           run ${index + 1}: performance ${run.scores.performance}, FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, benchmark index ${Math.round(run.benchmarkIndex)}`,
            );
        const failingAudits = [...new Set(runs.flatMap((run) => run.failing))];
        if (failingAudits.length) console.log(`           failing audits: ${failingAudits.join(", ")}`);
      }
    }
  } finally {
    await server.stop();
    fs.rmSync(reports, { recursive: true, force: true });
  }
  console.log(failed ? "\nA budget failed or was not measured." : "\nEvery budget holds.");
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

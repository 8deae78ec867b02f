/**
 * Latency of factCheckArticle on a ~2,000-word article with ~20 figures taken from the snapshot, per category,
 * after a warm-up; plus the one-time data-load time. Run with `npm run bench:factcheck`; add `-- --http` to also
 * time POST /api/ai/fact-check-url on a production server (scripts/lib/factcheck-http.ts).
 */
import { pathToFileURL } from "node:url";
import { factCheckArticle } from "@/lib/factcheck/engine";
import { getOfficialData } from "@/lib/factcheck/official-data";
import { benchArticle, wordCount } from "@/lib/factcheck/evaluation/bench-article";
import { benchHttp, HTTP_P95_TARGET_MS } from "./lib/factcheck-http";
import { measureLatency } from "./lib/latency";

export const P95_TARGET_MS = 100;
const CATEGORIES = ["accuracy", "timeliness", "comparability", "source", "consistency", "Custom Question"] as const;

async function main(): Promise<void> {
  const loadStarted = performance.now();
  const data = getOfficialData();
  const loadMs = performance.now() - loadStarted;
  const article = benchArticle(data);
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
  const probe = factCheckArticle({ article, category: "accuracy", question: "" }, { data });
  console.log(`Data load (once per process): ${loadMs.toFixed(0)} ms (parsing and indexing ${data.loadMs.toFixed(0)} ms)`);
  console.log(`Article: ${wordCount(article.html)} words, ${probe.check.claims.length} claims found, overall ${probe.overall_verdict}`);
  console.log(`Iterations per category: ${iterations} (after 20 warm-up calls)\n`);
  const all: number[] = [];
  for (const category of CATEGORIES) {
    const question = category === "Custom Question" ? "Are these figures up to date?" : "";
    const latency = await measureLatency(() => factCheckArticle({ article, category, question }, { data }), iterations);
    all.push(latency.p95);
    console.log(
      `${category.padEnd(16)} p50 ${latency.p50.toFixed(2)} ms   p95 ${latency.p95.toFixed(2)} ms   p99 ${latency.p99.toFixed(2)} ms   max ${latency.max.toFixed(2)} ms`,
    );
  }
  const overall = await measureLatency(
    () => factCheckArticle({ article, category: "accuracy", question: "" }, { data }),
    iterations * 2,
    0,
  );
  console.log(
    `\nOverall (accuracy, ${overall.samples} runs): p50 ${overall.p50.toFixed(2)} ms, p95 ${overall.p95.toFixed(2)} ms, p99 ${overall.p99.toFixed(2)} ms`,
  );
  const worst = Math.max(...all, overall.p95);
  console.log(`Worst p95 in process ${worst.toFixed(2)} ms (target < ${P95_TARGET_MS} ms).`);
  const missed: string[] = [];
  if (worst >= P95_TARGET_MS) missed.push(`in process: p95 ${worst.toFixed(2)} ms misses the ${P95_TARGET_MS} ms target`);
  if (process.argv.includes("--http")) {
    console.log("");
    const http = await benchHttp(iterations);
    if (http >= HTTP_P95_TARGET_MS) missed.push(`over HTTP: p95 ${http.toFixed(2)} ms misses the ${HTTP_P95_TARGET_MS} ms target`);
  }
  if (missed.length > 0) {
    console.error(missed.join("\n"));
    process.exit(1);
  }
  console.log("Latency targets met.");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

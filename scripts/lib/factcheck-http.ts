/**
 * `npm run bench:factcheck -- --http`: latency of POST /api/ai/fact-check-url against a production server, for
 * the ~2,000-word bench article (lib/factcheck/evaluation/bench-article.ts) stored as a post. The server runs on a
 * throwaway database (embedded, or a scratch database on DATABASE_URL's server) holding only that article.
 *
 * Two paths are timed, from request to parsed JSON:
 *  - "checked": every request asks something the server has not memoised (each carries its own description,
 *    part of the memo key but not of the check), so the engine runs every time;
 *  - "memoised": the same request again, answered from the in-process memo.
 * Each request comes from its own X-Forwarded-For address (the server trusts one proxy hop, TRUST_PROXY=1): the
 * endpoint allows 30 a minute per client.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateDatabase, openDatabase } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import { getOfficialData } from "@/lib/factcheck/official-data";
import { QUICK_QUESTIONS } from "@/lib/factcheck/quick-questions";
import { benchArticle, wordCount } from "@/lib/factcheck/evaluation/bench-article";
import { createScratchDatabase } from "@/tests/support/scratch-database";
import { buildIfNeeded, ROOT } from "./build.mjs";
import { measureLatency, type Latency } from "./latency";

/** p95 of a checked request, from request to parsed JSON, on the production server (issue 15 keeps it under 50 ms). */
export const HTTP_P95_TARGET_MS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3512);
const BASE = `http://127.0.0.1:${PORT}`;

interface Store {
  env: Record<string, string>;
  dispose: () => Promise<void>;
}

/** A database holding only the bench article, and the environment that points the server at it. */
async function prepareStore(): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-bench-"));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, "bp_bench") : null;
  const handle = await openDatabase(scratch ? { databaseUrl: scratch.url } : { pgliteDir: path.join(dataDir, "pglite") });
  try {
    await migrateDatabase(handle);
    const article = benchArticle(getOfficialData());
    const publishedAt = new Date(article.publishedAt);
    await handle.db.insert(posts).values({
      title: article.title,
      slug: "bench-article",
      description: article.html,
      status: "published",
      categoryId: 2,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  } finally {
    await handle.close();
  }
  return {
    env: { DATA_DIR: dataDir, SEED_DEMO_CONTENT: "false", ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
    dispose: async () => {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForServer(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error("the server stopped before it answered");
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${BASE}/api/health`);
}

let sent = 0;

async function check(body: object): Promise<void> {
  sent += 1;
  const response = await fetch(`${BASE}/api/ai/fact-check-url`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  await response.json();
}

function line(label: string, latency: Latency): string {
  return `${label.padEnd(26)} p50 ${latency.p50.toFixed(2)} ms   p95 ${latency.p95.toFixed(2)} ms   p99 ${latency.p99.toFixed(2)} ms   max ${latency.max.toFixed(2)} ms`;
}

export async function benchHttp(iterations: number): Promise<number> {
  buildIfNeeded();
  const store = await prepareStore();
  // `npm start`'s server (scripts/start.mjs → dist/server/main.mjs), not `next start`: what production runs.
  const server = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs"), "--no-build"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...store.env,
      PORT: String(PORT),
      HOSTNAME_BIND: "127.0.0.1",
      TRUST_PROXY: "1",
      SITE_URL: BASE,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: "ignore",
  });
  try {
    await waitForServer(server);
    const id = ((await (await fetch(`${BASE}/api/posts?limit=1`)).json()) as { id: number }[])[0]?.id;
    const html = benchArticle(getOfficialData()).html;
    console.log(
      `HTTP: POST ${BASE}/api/ai/fact-check-url for post ${id} (${wordCount(html)} words), ${iterations} requests per case after 20 warm-up requests\n`,
    );
    const url = `${BASE}/post/${id}`;
    let nonce = 0;
    const worst: number[] = [];
    for (const quick of QUICK_QUESTIONS) {
      const base = { question: quick.question, category: quick.category, url };
      const checked = await measureLatency(() => check({ ...base, description: `${quick.description} #${(nonce += 1)}` }), iterations);
      worst.push(checked.p95);
      console.log(line(`${quick.category}, checked`, checked));
    }
    const custom = await measureLatency(
      () => check({ question: "Are these figures up to date?", category: "Custom Question", description: `#${(nonce += 1)}`, url }),
      iterations,
    );
    worst.push(custom.p95);
    console.log(line("Custom Question, checked", custom));
    const memoised = await measureLatency(
      () => check({ question: "Accuracy of Quoted Numbers", category: "accuracy", description: "", url }),
      iterations,
    );
    console.log(line("accuracy, memoised", memoised));
    const p95 = Math.max(...worst);
    console.log(`\nWorst p95 of a checked request over HTTP: ${p95.toFixed(2)} ms (target < ${HTTP_P95_TARGET_MS} ms).`);
    return p95;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await store.dispose();
  }
}

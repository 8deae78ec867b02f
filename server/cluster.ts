// What `npm start` runs: with a PostgreSQL server (DATABASE_URL), one worker process per core
// (WEB_CONCURRENCY, default `auto`), each the server of main.ts, sharing the port (node:cluster) and
// the page cache (Redis, or DATA_DIR/page-cache on this machine). With the embedded database there
// is one process: a PGlite directory admits one. The primary only starts workers, replaces one that
// dies, and relays the page cache's revalidations between workers when they share the disk tier.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { env } from "@/lib/config/env";
import { WORKER_REVALIDATION, type WorkerRevalidation } from "./page-cache/disk-tier";

const MAIN = path.join(import.meta.dirname, "main.mjs");
const config = env();
const count = !config.DATABASE_URL ? 1 : config.WEB_CONCURRENCY === "auto" ? os.availableParallelism() : config.WEB_CONCURRENCY;

if (count <= 1) {
  await import(pathToFileURL(MAIN).href);
} else {
  cluster.setupPrimary({ exec: MAIN });
  let stopping = false;
  const start = (): Worker => {
    const worker = cluster.fork();
    return worker.on("message", (message: Partial<WorkerRevalidation>) => {
      if (message?.type !== WORKER_REVALIDATION) return;
      for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker) other.send(message);
    });
  };
  for (let index = 0; index < count; index++) start();
  console.log(`[basis-point] ${count} workers (WEB_CONCURRENCY=${config.WEB_CONCURRENCY})`);
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`[basis-point] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    start();
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      cluster.on("exit", () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
}

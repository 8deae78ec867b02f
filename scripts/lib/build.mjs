// Building the site: the production server (TypeScript under server/, bundled with esbuild) and
// then Next's build. Plain JavaScript on purpose: `npm start` runs this on a fresh clone, before
// anything is compiled. It only spawns tools; the server's own code is TypeScript that tsc checks.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const BUILD_ID = path.join(ROOT, ".next", "BUILD_ID");
/** Where the server bundles go. Not .next/: `next build` empties that first, and it loads the cache handler. */
const SERVER_DIST = path.join(ROOT, "dist", "server");
/** The production server `npm start` runs (bundled from server/main.ts). */
const SERVER_ENTRY = path.join(SERVER_DIST, "main.mjs");
/** The page cache handler next.config.mjs names (bundled from server/cache-handler.ts). */
const CACHE_HANDLER = path.join(SERVER_DIST, "cache-handler.mjs");
// Everything the build reads. A newer file than the last build means the build is stale.
const SOURCES = [
  "app",
  "components",
  "lib",
  "server",
  "public",
  "middleware.ts",
  "instrumentation.ts",
  "next.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/lib/build.mjs",
];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildIsCurrent() {
  if (!fs.existsSync(BUILD_ID) || !fs.existsSync(SERVER_ENTRY) || !fs.existsSync(CACHE_HANDLER)) return false;
  const built = fs.statSync(BUILD_ID).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(ROOT, source)) <= built);
}

/**
 * Bundles the production server and the page cache handler into dist/server/ (ES modules for
 * Node 20: the TypeScript and the `@/` imports are compiled away; packages stay in node_modules).
 */
export function buildServer() {
  const { buildSync } = createRequire(import.meta.url)("esbuild");
  buildSync({
    absWorkingDir: ROOT,
    entryPoints: { main: "server/main.ts", "cache-handler": "server/cache-handler.ts" },
    outdir: SERVER_DIST,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    logLevel: "warning",
  });
}

/** Bundles the server, then runs `next build` (which loads the cache handler). Exits on failure. */
export function build() {
  const started = Date.now();
  buildServer();
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    console.error("[basis-point] next build failed.");
    process.exit(result.status ?? 1);
  }
  console.log(`[basis-point] build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds unless the last build is newer than every source. */
export function buildIfNeeded() {
  if (buildIsCurrent()) return;
  console.log("[basis-point] building the site (sources changed since the last build)…");
  build();
}

export { CACHE_HANDLER, ROOT, SERVER_ENTRY };

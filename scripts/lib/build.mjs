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
/** One production server process (bundled from server/main.ts). */
const SERVER_ENTRY = path.join(SERVER_DIST, "main.mjs");
/** What `npm start` runs (bundled from server/cluster.ts): SERVER_ENTRY once, or one worker per core. */
const CLUSTER_ENTRY = path.join(SERVER_DIST, "cluster.mjs");
/** The page cache handler next.config.mjs names (bundled from server/cache-handler.ts). */
const CACHE_HANDLER = path.join(SERVER_DIST, "cache-handler.mjs");
/**
 * The build's deployment id, written before `next build` and read by next.config.mjs (there and when
 * a node starts) and by the cache handler (its Redis namespace): every node of one build agrees on it.
 */
const DEPLOYMENT_ID_FILE = path.join(SERVER_DIST, "deployment-id");
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

/** Whether a complete build is there (current or not). */
export function buildExists() {
  return [BUILD_ID, SERVER_ENTRY, CLUSTER_ENTRY, CACHE_HANDLER, DEPLOYMENT_ID_FILE].every((file) => fs.existsSync(file));
}

/**
 * DEPLOYMENT_ID when given, else the commit the build was made from and the build's time (two
 * builds of one commit, say with local changes, are two deployments).
 */
function deploymentId() {
  if (process.env.DEPLOYMENT_ID) return process.env.DEPLOYMENT_ID;
  const git = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  const commit = git.status === 0 ? git.stdout.trim() : "local";
  return `${commit}-${Date.now().toString(36)}`;
}

export function buildIsCurrent() {
  if (!buildExists()) return false;
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
    entryPoints: { main: "server/main.ts", cluster: "server/cluster.ts", "cache-handler": "server/cache-handler.ts" },
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
  fs.writeFileSync(DEPLOYMENT_ID_FILE, `${deploymentId()}\n`);
}

/** V8's explicit compile hint (Chrome 136+): compile every function of the file with the script. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks each script of the build with COMPILE_HINT. A browser compiles an async script on a
 * background thread while it downloads, but only its top level: each function is compiled on the
 * main thread the first time it runs, and hydration runs most of React's and Next's at once — on
 * a phone (Lighthouse's 4× slower CPU) a task of about 170 ms, which the hint brings to about 70.
 */
function hintEagerCompile(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) hintEagerCompile(file);
    else if (entry.name.endsWith(".js")) {
      const code = fs.readFileSync(file, "utf8");
      if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code);
    }
  }
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
  hintEagerCompile(path.join(ROOT, ".next", "static", "chunks"));
  console.log(`[basis-point] build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds unless the last build is newer than every source. */
export function buildIfNeeded() {
  if (buildIsCurrent()) return;
  console.log("[basis-point] building the site (sources changed since the last build)…");
  build();
}

export { CACHE_HANDLER, CLUSTER_ENTRY, DEPLOYMENT_ID_FILE, ROOT, SERVER_ENTRY };

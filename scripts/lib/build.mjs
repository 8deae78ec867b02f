import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const BUILD_ID = path.join(ROOT, ".next", "BUILD_ID");
// Everything `next build` reads. A newer file than the last build means the build is stale.
const SOURCES = ["app", "components", "lib", "public", "middleware.ts", "instrumentation.ts", "next.config.mjs", "tsconfig.json", "package.json", "package-lock.json"];

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
  if (!fs.existsSync(BUILD_ID)) return false;
  const built = fs.statSync(BUILD_ID).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(ROOT, source)) <= built);
}

/** Runs `next build` unless the last build is newer than every source. */
export function buildIfNeeded() {
  if (buildIsCurrent()) return;
  console.log("[basis-point] building the site (sources changed since the last build)…");
  const started = Date.now();
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

export { ROOT };

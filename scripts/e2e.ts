// `npm run test:e2e`: end-to-end tests in Chromium against a production build, on a throwaway
// DATA_DIR — and, when DATABASE_URL names a PostgreSQL server, on a throwaway database there.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded, ROOT } from "./lib/build.mjs";
import { createScratchDatabase } from "../tests/support/scratch-database";

function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
}

function playwrightHasOwnBrowser(): boolean {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), ".cache", "ms-playwright");
  return fs.existsSync(cache) && fs.readdirSync(cache).some((entry) => entry.startsWith("chromium"));
}

async function main(): Promise<number> {
  const chromium = findChromium();
  if (!chromium && !playwrightHasOwnBrowser()) {
    console.error(
      "No Chromium found: install one with `sudo apt-get install -y chromium` (or `npx playwright install chromium`), or set CHROMIUM_PATH.",
    );
    return 1;
  }
  buildIfNeeded();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-e2e-"));
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium ?? "" };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, "bp_e2e");
    env.DATABASE_URL = scratch.url;
    // A production server on a PostgreSQL server refuses to start without one (lib/config/env.ts).
    env.AUTH_SECRET ??= "e2e-postgres-run-secret-0123456789abcdef";
    dropDatabase = scratch.drop;
    console.log(`[e2e] PostgreSQL server, throwaway database ${new URL(scratch.url).pathname.slice(1)}`);
  } else {
    console.log(`[e2e] embedded database in ${dataDir}`);
  }
  // E2E_PROJECTS=api (comma-separated) runs only those Playwright projects: CI's PostgreSQL pass.
  const projects = (process.env.E2E_PROJECTS ?? "")
    .split(",")
    .filter(Boolean)
    .map((name) => `--project=${name.trim()}`);
  try {
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, "node_modules", "@playwright", "test", "cli.js"), "test", ...projects, ...process.argv.slice(2)],
      {
        cwd: ROOT,
        stdio: "inherit",
        env,
      },
    );
    return result.status ?? 1;
  } finally {
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

// `npm run test:e2e`: end-to-end tests in Chromium against a production build, on a throwaway
// DATA_DIR — and, when DATABASE_URL names a PostgreSQL server, on a throwaway database there.
//
// The whole suite (no projects or files named) runs as two lanes at once, each a Playwright run
// with its own server, port range, SMTP server, data directory (or database) and output folder:
// the API tests and the phone, beside the desktop and a few API files. The tests mostly wait (on
// mail, timers, the browser), so one lane left a two-core machine half idle: 41 minutes for the
// suite, one after the other. A run naming projects or files is one lane, as before.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { buildIfNeeded, ROOT } from "./lib/build.mjs";
import { createScratchDatabase } from "../tests/support/scratch-database";

/**
 * API spec files that run in the desktop lane, so that the two lanes take about as long: CI at
 * d05fd2a ran api+phone in 1,007 s and desktop in 789 s, and these two files took 99 s there. Neither
 * depends on what the lane's server has seen: server-start.spec.ts starts servers of its own, and
 * newsroom-trust.spec.ts signs in as the seeded staff and waits out the rate limit it spends. Playwright
 * matches `--grep` against "<project> <file> <titles>"; a file renamed here runs in api+phone again.
 */
const API_FILES_IN_DESKTOP_LANE = ["server-start", "newsroom-trust"];
const movedApiFiles = `^api api/(${API_FILES_IN_DESKTOP_LANE.join("|")})\\.spec\\.ts `;

/** The lanes of a whole run; each lane's ports are E2E_PORT + its offset and the few after it (up to +8). */
const LANES = [
  { name: "api+phone", args: ["--project=api", "--project=phone", `--grep-invert=${movedApiFiles}`], portOffset: 0 },
  { name: "desktop", args: ["--project=api", "--project=desktop", `--grep=${movedApiFiles}|^desktop `], portOffset: 20 },
];

function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
}

function playwrightHasOwnBrowser(): boolean {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), ".cache", "ms-playwright");
  return fs.existsSync(cache) && fs.readdirSync(cache).some((entry) => entry.startsWith("chromium"));
}

interface Lane {
  name: string;
  /** Playwright's arguments besides `test`. */
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** Runs one lane on its own data directory (and database); resolves to Playwright's exit code. */
async function runLane(lane: Lane, prefix: string | undefined): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-e2e-"));
  const env: NodeJS.ProcessEnv = { ...lane.env, E2E_DATA_DIR: dataDir };
  let dropDatabase: (() => Promise<void>) | undefined;
  try {
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL, "bp_e2e");
      env.DATABASE_URL = scratch.url;
      // A production server on a PostgreSQL server refuses to start without one (lib/config/env.ts).
      env.AUTH_SECRET ??= "e2e-postgres-run-secret-0123456789abcdef";
      dropDatabase = scratch.drop;
      console.log(`[e2e] ${lane.name}: PostgreSQL server, throwaway database ${new URL(scratch.url).pathname.slice(1)}`);
    } else {
      console.log(`[e2e] ${lane.name}: embedded database in ${dataDir}, port ${env.E2E_PORT ?? 3210}`);
    }
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules", "@playwright", "test", "cli.js"), "test", ...lane.args], {
      cwd: ROOT,
      env,
      stdio: prefix === undefined ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    // Two lanes write at once: each line says whose it is.
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) readline.createInterface({ input: stream }).on("line", (line) => console.log(`${prefix}${line}`));
    }
    return await new Promise<number>((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  } finally {
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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

  const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: chromium ?? "" };
  const args = process.argv.slice(2);
  // E2E_PROJECTS=api (comma-separated) runs only those Playwright projects: CI's PostgreSQL pass.
  const projects = (process.env.E2E_PROJECTS ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (projects.length > 0 || args.length > 0) {
    return runLane({ name: "e2e", args: [...projects.map((name) => `--project=${name}`), ...args], env }, undefined);
  }

  const basePort = Number(process.env.E2E_PORT ?? 3210);
  const outputDir = process.env.E2E_OUTPUT_DIR ?? "tests/.artifacts/results";
  const started = Date.now();
  const codes = await Promise.all(
    LANES.map((lane) =>
      runLane(
        {
          name: lane.name,
          args: lane.args,
          env: { ...env, E2E_PORT: String(basePort + lane.portOffset), E2E_OUTPUT_DIR: `${outputDir}-${lane.name}` },
        },
        `[${lane.name}] `,
      ).then((code) => {
        console.log(`[e2e] ${lane.name} ${code === 0 ? "passed" : "FAILED"} after ${Math.round((Date.now() - started) / 1000)} s`);
        return code;
      }),
    ),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

// `npm run test:cluster`: two app nodes behind nginx on this machine, without containers — a
// throwaway database on the PostgreSQL server (CLUSTER_PG_SERVER_URL, default the local one with
// trust auth), ONE production build, then tests/cluster/ (Playwright) starts redis-server, s3rver,
// the nodes (npm run start:node's server, dist/server/main.mjs) and nginx, and proves README
// "Running several nodes".
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIfNeeded, ROOT } from "./lib/build.mjs";
import { createScratchDatabase } from "../tests/support/scratch-database";

const SERVER_URL = process.env.CLUSTER_PG_SERVER_URL ?? process.env.E2E_PG_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function main(): Promise<number> {
  const started = Date.now();
  buildIfNeeded();
  const scratch = await createScratchDatabase(SERVER_URL, "bp_cluster");
  console.log(`[cluster] throwaway database ${new URL(scratch.url).pathname.slice(1)} on ${new URL(SERVER_URL).host}`);
  try {
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, "node_modules", "@playwright", "test", "cli.js"),
        "test",
        "-c",
        "playwright.cluster.config.ts",
        ...process.argv.slice(2),
      ],
      {
        cwd: ROOT,
        stdio: "inherit",
        env: {
          ...process.env,
          CLUSTER_DATABASE_URL: scratch.url,
          // The mail the nodes send goes to the run's SMTP server (tests/e2e/support/global-setup.ts).
          E2E_SMTP_PORT: process.env.E2E_SMTP_PORT ?? "3712",
          E2E_SERVICES_PORT: process.env.E2E_SERVICES_PORT ?? "3713",
        },
      },
    );
    return result.status ?? 1;
  } finally {
    await scratch.drop();
    console.log(`[cluster] finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

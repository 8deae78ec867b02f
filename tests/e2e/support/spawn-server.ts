import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PRODUCTION_SERVER } from "./app-server";

const appPort = Number(process.env.E2E_PORT ?? 3210);
/** A port of its own for servers a spec starts itself, next to the run's SMTP and services ports. */
export const EXTRA_SERVER_PORT = Number(process.env.E2E_EXTRA_PORT ?? appPort + 3);

export interface SpawnedServer {
  url: string;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the production server (dist/server/main.mjs, the build the run already made) with its own
 * environment, and waits until it listens. `dataDir` defaults to a fresh temporary folder.
 */
export async function spawnServer(
  environment: Record<string, string | undefined>,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-spawned-")),
): Promise<SpawnedServer> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  Object.assign(env, {
    PORT: String(EXTRA_SERVER_PORT),
    SITE_URL: `http://127.0.0.1:${EXTRA_SERVER_PORT}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: "e2e-spawned-server-secret-0123456789abcdef",
    ALTCHA_COST: "1",
    ALTCHA_MAX_COUNTER: "20",
    TRUST_PROXY: "1",
    ...environment,
  });
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  const child: ChildProcess = spawn(process.execPath, [PRODUCTION_SERVER], { env, stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const started = Date.now();
  while (!printed.includes("listening on")) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${printed}`);
    if (Date.now() - started > 60_000) throw new Error(`the server did not start: ${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${EXTRA_SERVER_PORT}`,
    output: () => printed,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

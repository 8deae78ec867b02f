import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface AppServer {
  url: string;
  process: ChildProcess;
  /** What the server printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** The production server `npm start` runs: server/main.ts as scripts/lib/build.mjs bundles it. */
export const PRODUCTION_SERVER = path.join(process.cwd(), "dist", "server", "main.mjs");

/**
 * Another production server of this build (dist/server/main.mjs, as `npm start` runs it) on its own
 * port and throwaway DATA_DIR, for specs that need to do to a server what they must not do to the
 * shared one: take its database away, say.
 */
export async function startAppServer(port: number, env: Record<string, string>): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-app-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [PRODUCTION_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: dataDir,
      ...env,
    } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      // A server still starting (or stuck) may hold the request: ask again rather than wait past the deadline.
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok)
        return { url, process: child, output: () => output, stop };
    } catch {
      // not listening yet, or not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the app server on port ${port} did not become healthy:\n${output}`);
}

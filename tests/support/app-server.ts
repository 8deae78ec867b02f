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

export interface AppServerOptions {
  port: number;
  /** Variables on top of `baseEnv`; `undefined` removes one. */
  env?: Record<string, string | undefined>;
  /** The environment to start from (default: this process's). */
  baseEnv?: Record<string, string | undefined>;
  /** The checkout whose build to run (default: the working directory). */
  root?: string;
  /** The server script (default: `productionServer(root)`). */
  entry?: string;
  /** DATA_DIR (default: a fresh temporary folder, removed on stop). */
  dataDir?: string;
  /** Wait for a 200 from /api/health (default), or only for the server to answer at all (its database may be away on purpose). */
  waitFor?: "healthy" | "answering";
  /** Print the server's output as it comes instead of keeping it for `output()`. */
  inheritOutput?: boolean;
  timeoutMs?: number;
}

/** The production server `npm start` runs in a checkout: server/main.ts as scripts/lib/build.mjs bundles it. */
export function productionServer(root = process.cwd()): string {
  return path.join(root, "dist", "server", "main.mjs");
}

/**
 * A production server of a build (dist/server/main.mjs, as `npm start` runs it) on its own port and
 * DATA_DIR: for specs that need to do to a server what they must not do to the shared one (take its
 * database away, restart it), and for the benchmarks.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const root = options.root ?? process.cwd();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-app-"));
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...(options.baseEnv ?? process.env),
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(options.port),
    SITE_URL: url,
    DATA_DIR: dataDir,
  };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(process.execPath, [options.entry ?? productionServer(root)], {
    cwd: root,
    env,
    stdio: ["ignore", options.inheritOutput ? "ignore" : "pipe", options.inheritOutput ? "inherit" : "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      // A server still starting (or stuck) may hold the request: ask again rather than wait past the deadline.
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok || options.waitFor === "answering") return { url, process: child, output: () => output, stop };
    } catch {
      // not listening yet, or not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `the app server on port ${options.port} did not ${options.waitFor === "answering" ? "answer" : "become healthy"}:\n${output}`,
  );
}

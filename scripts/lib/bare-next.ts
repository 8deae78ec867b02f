// The stack without the product, for bench:longtail: a bare Next.js app built with this checkout's
// `next`, `react` and `react-dom`, whose one dynamic page renders a heading and nothing of ours (no
// layout, no data, no cache handler, no custom server). What it answers at a new address per request
// is the most any server-rendered page can answer on this machine; a never-rendered article, which
// also reads its database and renders the site's frame, answers less.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./build.mjs";

const APP_DIR = path.join(ROOT, "tests", ".artifacts", "bare-next");

// JSX rather than TSX: the app then needs no TypeScript set-up of its own.
const FILES: Record<string, string> = {
  // Its own root: under the checkout's, Turbopack also builds the checkout's middleware.ts and
  // instrumentation.ts into the app (which then opens a database as it starts).
  "next.config.mjs": "export default { turbopack: { root: import.meta.dirname } };\n",
  // One worker per core on one port, as `npm start` serves a PostgreSQL-backed site (server/cluster.ts).
  "serve.cjs": `const cluster = require("node:cluster");
const http = require("node:http");
if (cluster.isPrimary) {
  let ready = 0;
  for (let index = 0; index < require("node:os").availableParallelism(); index++)
    cluster.fork().on("message", () => { if (++ready === Object.keys(cluster.workers).length) process.stdout.write("ready\\n"); });
} else {
  const app = require("next")({ dev: false, dir: __dirname });
  const handle = app.getRequestHandler();
  app.prepare().then(() => http.createServer(handle).listen(Number(process.env.BARE_NEXT_PORT), "127.0.0.1", () => process.send("ready")));
}
`,
  "app/layout.jsx": `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/post/[id]/page.jsx": `export const dynamic = "force-dynamic";

export default async function Page({ params }) {
  const { id } = await params;
  return (
    <main>
      <h1>Article {id}</h1>
    </main>
  );
}
`,
};

export function nextVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", "next", "package.json"), "utf8")) as { version: string }).version;
}

/** Writes and builds the app unless a build of these files with this `next` is there (20 to 50 s on two cores). */
function buildBareNext(): string {
  const stamp = crypto
    .createHash("sha256")
    .update(JSON.stringify([nextVersion(), FILES]))
    .digest("hex");
  const stampFile = path.join(APP_DIR, ".next", "bare-next-stamp");
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) return APP_DIR;
  fs.rmSync(APP_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(APP_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(APP_DIR, file), text);
  }
  // Turbopack takes packages from under its root only (a symbolic link out of it is refused): the
  // checkout's node_modules, hard-linked for the build (seconds), then removed. Running, the app finds
  // the checkout's own, the same files, above it.
  const modules = path.join(APP_DIR, "node_modules");
  execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), modules]);
  try {
    execFileSync(process.execPath, [path.join(modules, "next", "dist", "bin", "next"), "build"], {
      cwd: APP_DIR,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
  } finally {
    fs.rmSync(modules, { recursive: true, force: true });
  }
  fs.writeFileSync(stampFile, stamp);
  return APP_DIR;
}

/** Serves the built app on `port` with one worker per core; resolves once every worker listens. */
export async function serveBareNext(port: number): Promise<{ url: string; pid: number; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(buildBareNext(), "serve.cjs")], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", BARE_NEXT_PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    // Next may write to standard output as a worker starts: wait for the line that says all listen.
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (/^ready$/m.test(output)) resolve(undefined);
    });
    child.once("exit", (status) => reject(new Error(`the bare Next.js app exited (${status})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}

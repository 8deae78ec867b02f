// `npm start`: build when the sources are newer than the last build, then serve the production
// build on PORT (default 3000). The server migrates and seeds its database as it starts.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfNeeded, ROOT } from "./lib/build.mjs";

buildIfNeeded();

const port = process.env.PORT || "3000";
const args = [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "start", "-p", port];
if (process.env.HOSTNAME_BIND) args.push("-H", process.env.HOSTNAME_BIND);

const server = spawn(process.execPath, args, {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

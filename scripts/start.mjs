// `npm start`: build when the sources are newer than the last build, then serve the production
// build on PORT (default 3000). The server migrates and seeds its database as it starts.
// `npm run start:node` (`--no-build`): serve the build that is there, never build — what each node
// of a cluster runs after one `npm run build`, so that every node serves the same build.
import { spawn } from "node:child_process";
import { buildExists, buildIfNeeded, CLUSTER_ENTRY, ROOT } from "./lib/build.mjs";

if (!process.argv.includes("--no-build")) buildIfNeeded();
else if (!buildExists()) {
  console.error("[basis-point] no build to serve: run `npm run build` first (start:node never builds).");
  process.exit(1);
}

// dist/server/cluster.mjs (bundled from server/cluster.ts) serves the build: dist/server/main.mjs,
// Next's handler on a Node server that takes the client's address from the socket (see TRUST_PROXY
// in docs/configuration.md), in one process, or in one worker per core with a PostgreSQL server.
const server = spawn(process.execPath, [CLUSTER_ENTRY], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// The production server behind `npm start`: Next.js's request handler on a plain Node HTTP server,
// so that the client's address comes from the socket. Next's own server keeps any X-Forwarded-For
// a client sends, which would let anyone pick the address that sign-in throttling counts against.
// It is also the one place every response passes: what happens to it, in order, is the list of
// stages in stages.ts.
//
// scripts/lib/build.mjs bundles this file (and cache-handler.ts) with esbuild into dist/server/
// before `next build`; `npm start` runs dist/server/main.mjs. Its configuration is read through
// lib/config/env.ts like the application's: a bad value stops it at start, naming the variable.
import http from "node:http";
import path from "node:path";
import { parse } from "node:url";
import next from "next";
import { env } from "@/lib/config/env";
import { HTTP_ERRORS } from "@/lib/http/messages";
import { deploymentId } from "./page-cache/deployment";
import { deploymentFolder, onWorkerRevalidation, revalidationsOnDisk } from "./page-cache/disk-tier";
import { pageCacheTier } from "./page-cache/second-tier";
import { renderContext } from "./render-context";
import { flushReplayDisk, openReplayDisk, revalidateReplays } from "./response-cache";
import { replayDisk } from "./replay-disk";
import { securityHeaders } from "./security-headers";
import { responseStages, serve } from "./stages";
import { prepareBrotliAssets } from "./static-brotli";

// The bundle runs from dist/server/: the project (and its .next build) is two folders up.
const ROOT = path.resolve(import.meta.dirname, "..", "..");

const config = env();
const port = config.PORT;
const hostname = config.HOSTNAME_BIND;

// One node (the page cache's second tier on disk): the replay keeps long-lived pages on disk too, checked
// against the tag clock the page cache keeps there (docs/decisions/0088). With Redis (several nodes) it
// stays in memory: another node's revalidation reaches this one only while Redis is up.
if (pageCacheTier(config).kind === "disk") {
  const deployment = deploymentId();
  openReplayDisk(
    replayDisk(deploymentFolder(path.join(config.dataDir, "replay"), deployment), config.REPLAY_DISK_MB * 1024 * 1024),
    revalidationsOnDisk(path.join(config.dataDir, "page-cache", deployment)),
  );
  // Heard here from the start, even before this worker's first render makes the page cache.
  onWorkerRevalidation(revalidateReplays);
}

const app = next({ dev: false, dir: ROOT, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** The route Next answers an address no route matches with. */
const NOT_FOUND_ROUTE = parse("/_not-found", true);
const failed = (response: http.ServerResponse) => (error: unknown) => {
  console.error("[server] request failed:", error);
  if (!response.headersSent) {
    const body = JSON.stringify({ message: HTTP_ERRORS.internal.message, code: HTTP_ERRORS.internal.code });
    response.writeHead(500, { "Content-Type": "application/json" }).end(body);
  }
};

const stages = responseStages({
  securityHeaders: securityHeaders({ siteUrl: config.siteUrl, captchaProvider: config.CAPTCHA_PROVIDER }),
  trustedProxies: config.TRUST_PROXY,
  brotliAssets: prepareBrotliAssets(ROOT),
  context: renderContext(),
  render: (request, response) => handle(request, response).catch(failed(response)),
  renderNotFound: (request, response) => handle(request, response, NOT_FOUND_ROUTE).catch(failed(response)),
});

/**
 * How long an idle kept-alive connection stays open: longer than nginx keeps its connections to the
 * node (`keepalive_timeout 60s` in deploy/nginx.conf), so the node never closes one just as nginx
 * sends a request on it (a POST would get a 502). Node's default, 5 s, also reset the requests of
 * clients that reuse a connection after a pause, as CI's browser tests do.
 */
const KEEP_ALIVE_MS = 65_000;

const server = http.createServer((request, response) => serve(stages, request, response));
server.keepAliveTimeout = KEEP_ALIVE_MS;
// Node's rule: a request's headers may take longer than a connection may idle.
server.headersTimeout = KEEP_ALIVE_MS + 1000;
server.listen(port, hostname, () => console.log(`[basis-point] listening on http://${hostname ?? "localhost"}:${port}`));

/** How long a stop waits for the replay's copies still queued for the disk. */
const REPLAY_FLUSH_MS = 5000;

// Once the requests under way are answered (their copies queued for the disk), and those copies written.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () =>
    server.close(async () => {
      if (!(await flushReplayDisk(REPLAY_FLUSH_MS)))
        console.error(`[replay] disk: stopping with copies unwritten after ${REPLAY_FLUSH_MS} ms`);
      process.exit(0);
    }),
  );
}

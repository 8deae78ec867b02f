// The production server behind `npm start`: Next.js's request handler on a plain Node HTTP server,
// so that the client's address comes from the socket. Next's own server keeps any X-Forwarded-For
// a client sends, which would let anyone pick the address that sign-in throttling counts against.
// It is also the one place every response passes: the protective headers are set here (pages,
// API, static files, uploads, redirects, 404s alike), and URLs Next cannot decode are refused here.
//
// scripts/lib/build.mjs bundles this file (and cache-handler.ts) with esbuild into dist/server/
// before `next build`; `npm start` runs dist/server/main.mjs. Its configuration is read through
// lib/config/env.ts like the application's: a bad value stops it at start, naming the variable.
import http, { type ServerResponse } from "node:http";
import path from "node:path";
import next from "next";
import { env } from "@/lib/config/env";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableSince } from "@/lib/db/errors";
import { HTTP_ERRORS } from "@/lib/http/messages";
import { forwardedFor } from "./forwarded-for";
import { renderContext, type RenderOutcome } from "./render-context";
import { refuse, refusedUrl } from "./request-guard";
import { recordResponse, replayResponse } from "./response-cache";
import { paintBeforeScripts } from "./paint-first";
import { finalizeHead } from "./response-head";
import { applySecurityHeaders, securityHeaders } from "./security-headers";
import { compressResponses, prepareBrotliAssets, serveBrotliAsset } from "./static-brotli";

// The bundle runs from dist/server/: the project (and its .next build) is two folders up.
const ROOT = path.resolve(import.meta.dirname, "..", "..");

const config = env();
const port = config.PORT;
const hostname = config.HOSTNAME_BIND;
// TRUST_PROXY=n: n reverse proxies in front of us each append the address they saw.
const trustedProxies = config.TRUST_PROXY;
const headers = securityHeaders({ siteUrl: config.siteUrl, captchaProvider: config.CAPTCHA_PROVIDER });

/**
 * A page whose render failed because the database is unreachable answers 503 + Retry-After, like
 * the API does (lib/http/responses.ts), instead of Next's 500: a load balancer or crawler then
 * knows to come back rather than treat the page as broken.
 */
function serviceUnavailableWhileDatabaseDown(response: ServerResponse): void {
  const writeHead = response.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const downAt = databaseUnavailableSince();
    if (statusCode >= 500 && statusCode !== 503 && downAt !== undefined && Date.now() - downAt < 30_000) {
      statusCode = 503;
      this.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      this.setHeader("Cache-Control", "no-store");
    }
    return writeHead.call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];
}

const app = next({ dev: false, dir: ROOT, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const brotliAssets = prepareBrotliAssets(ROOT);
const context = renderContext();

const server = http.createServer((request, response) => {
  serviceUnavailableWhileDatabaseDown(response);
  applySecurityHeaders(response, headers);
  const refused = refusedUrl(request.url);
  if (refused) return refuse(response, refused);
  if (serveBrotliAsset(brotliAssets, request, response) || replayResponse(request, response)) return;
  request.headers["x-forwarded-for"] = forwardedFor(request.headers["x-forwarded-for"], request.socket.remoteAddress, trustedProxies);
  const outcome: RenderOutcome = {};
  finalizeHead(response, outcome);
  // Recorded as sent, compressed: the response cache replays the very bytes.
  recordResponse(request, response);
  compressResponses(request, response, () => undefined);
  // Outermost, so it sees the page as Next writes it: compressed and recorded after.
  paintBeforeScripts(response);
  context.run(outcome, () =>
    handle(request, response).catch((error: unknown) => {
      console.error("[server] request failed:", error);
      if (!response.headersSent) {
        const body = JSON.stringify({ message: HTTP_ERRORS.internal.message, code: HTTP_ERRORS.internal.code });
        response.writeHead(500, { "Content-Type": "application/json" }).end(body);
      }
    }),
  );
});
server.listen(port, hostname, () => console.log(`[basis-point] listening on http://${hostname ?? "localhost"}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

// The production server behind `npm start`: Next.js's request handler on a plain Node HTTP server,
// so that the client's address comes from the socket. Next's own server keeps any X-Forwarded-For
// a client sends, which would let anyone pick the address that sign-in throttling counts against.
// It is also the one place every response passes: the protective headers are set here (pages,
// API, static files, uploads, redirects, 404s alike), and URLs Next cannot decode are refused here.
import http from "node:http";
import next from "next";
import { ROOT } from "./lib/build.mjs";
import { forwardedFor } from "./lib/forwarded-for.cjs";
import { renderContext } from "./lib/render-context.mjs";
import { refuse, refusedUrl } from "./lib/request-guard.mjs";
import { recordResponse, replayResponse } from "./lib/response-cache.mjs";
import { finalizeHead } from "./lib/response-head.mjs";
import { applySecurityHeaders, securityHeaders } from "./lib/security-headers.mjs";
import { prepareBrotliAssets, serveBrotliAsset } from "./lib/static-brotli.mjs";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME_BIND || undefined;
// TRUST_PROXY=n: n reverse proxies in front of us each append the address they saw.
const trustedProxies = Number.parseInt(process.env.TRUST_PROXY || "0", 10) || 0;
const headers = securityHeaders({
  siteUrl: process.env.SITE_URL || `http://localhost:${port}`,
  captchaProvider: process.env.CAPTCHA_PROVIDER || "altcha",
});
// lib/db/errors.ts notes here when the database last failed to answer (same process, same global).
const DATABASE_DOWN = Symbol.for("basis-point.database-unavailable-at");
const RETRY_AFTER_SECONDS = "10";

/**
 * A page whose render failed because the database is unreachable answers 503 + Retry-After, like
 * the API does (lib/http/responses.ts), instead of Next's 500: a load balancer or crawler then
 * knows to come back rather than treat the page as broken.
 */
function serviceUnavailableWhileDatabaseDown(response) {
  const writeHead = response.writeHead;
  response.writeHead = function (statusCode, ...rest) {
    const downAt = globalThis[DATABASE_DOWN];
    if (statusCode >= 500 && statusCode !== 503 && typeof downAt === "number" && Date.now() - downAt < 30_000) {
      statusCode = 503;
      this.setHeader("Retry-After", RETRY_AFTER_SECONDS);
      this.setHeader("Cache-Control", "no-store");
    }
    return writeHead.call(this, statusCode, ...rest);
  };
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
  const outcome = {};
  finalizeHead(response, outcome);
  recordResponse(request, response);
  context.run(outcome, () =>
    handle(request, response).catch((error) => {
      console.error("[server] request failed:", error);
      if (!response.headersSent) {
        const body = JSON.stringify({ message: "Something went wrong on our side. Please try again later." });
        response.writeHead(500, { "Content-Type": "application/json" }).end(body);
      }
    }),
  );
});
server.listen(port, hostname, () => console.log(`[basis-point] listening on http://${hostname ?? "localhost"}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

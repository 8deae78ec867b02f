// The production server behind `npm start`: Next.js's request handler on a plain Node HTTP server,
// so that the client's address comes from the socket. Next's own server keeps any X-Forwarded-For
// a client sends, which would let anyone pick the address that sign-in throttling counts against.
import http from "node:http";
import next from "next";
import { ROOT } from "./lib/build.mjs";
import { forwardedFor } from "./lib/forwarded-for.cjs";
import { finalizeHead } from "./lib/response-head.mjs";
import { renderContext } from "./lib/render-context.mjs";
import { recordResponse, replayResponse } from "./lib/response-cache.mjs";
import { prepareBrotliAssets, serveBrotliAsset } from "./lib/static-brotli.mjs";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME_BIND || undefined;
// TRUST_PROXY=n: n reverse proxies in front of us each append the address they saw.
const trustedProxies = Number.parseInt(process.env.TRUST_PROXY || "0", 10) || 0;

const app = next({ dev: false, dir: ROOT, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const brotliAssets = prepareBrotliAssets(ROOT);
const context = renderContext();

const server = http.createServer((request, response) => {
  if (serveBrotliAsset(brotliAssets, request, response) || replayResponse(request, response)) return;
  request.headers["x-forwarded-for"] = forwardedFor(request.headers["x-forwarded-for"], request.socket.remoteAddress, trustedProxies);
  const outcome = {};
  finalizeHead(response, outcome);
  recordResponse(request, response);
  context.run(outcome, () =>
    handle(request, response).catch((error) => {
      console.error("[server] request failed:", error);
      if (!response.headersSent) response.writeHead(500).end();
    }),
  );
});
server.listen(port, hostname, () => console.log(`[basis-point] listening on http://${hostname ?? "localhost"}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

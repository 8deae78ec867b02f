import http from "node:http";
import type { AddressInfo } from "node:net";
import { responseStages, serve, type StageOptions } from "@/server/stages";

/**
 * The server's stages, with a stand-in for Next (`render`, and `renderNotFound` if the test needs
 * it), on a real HTTP server on loopback for the test file's run (its own beforeAll and afterAll):
 * `origin()` is its address once it listens.
 */
export function stagesServer(options: Pick<StageOptions, "context" | "render"> & Partial<StageOptions>): { origin: () => string } {
  const stages = responseStages({
    securityHeaders: { "X-Content-Type-Options": "nosniff" },
    trustedProxies: 0,
    brotliAssets: new Map(),
    renderNotFound: () => Promise.reject(new Error("this test's stand-in for Next has no not-found page")),
    ...options,
  });
  const server = http.createServer((request, response) => serve(stages, request, response));
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return { origin: () => origin };
}

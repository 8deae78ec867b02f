// deploy/nginx.conf, as test:cluster runs it, in front of a stand-in node that answers as the real
// ones do (a shared page `public, s-maxage=…` with Next's Vary; an API answer `no-store`; a sign-in
// that sets a cookie) and counts what reaches it: what the micro-cache keeps, for how long, apart
// from what, and the client's address the node is given.
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { startNginx, type Service } from "../support/cluster-services";

const NGINX_PORT = Number(process.env.CLUSTER_NGINX_FRONT_PORT ?? 3717);
const VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

const seen: IncomingMessage[] = [];
const node = http.createServer((request, response) => {
  seen.push(request);
  const n = seen.length;
  if (request.url?.startsWith("/api/")) {
    response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    return response.end(JSON.stringify({ n, forwardedFor: request.headers["x-forwarded-for"] }));
  }
  if (request.url === "/sign-in") {
    response.writeHead(200, { "Set-Cookie": "session=abc", "Cache-Control": "public, s-maxage=600", "Content-Type": "text/html" });
    return response.end(`sign-in #${n}`);
  }
  const rsc = request.headers.rsc === "1";
  response.writeHead(200, {
    "Content-Type": rsc ? "text/x-component" : "text/html; charset=utf-8",
    "Cache-Control": "public, s-maxage=600, stale-while-revalidate=31535400",
    Vary: VARY,
  });
  response.end(`${rsc ? "RSC" : "HTML"} of ${request.url} for ${request.headers["accept-encoding"] ?? "any"} #${n}`);
});
let nginx: Service | undefined;

test.beforeAll(async () => {
  await new Promise<void>((resolve) => node.listen(0, "127.0.0.1", resolve));
  nginx = await startNginx([{ port: NGINX_PORT, nodes: [(node.address() as AddressInfo).port] }]);
});
test.afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => node.close(resolve));
});

async function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ body: string; cache: string | null; type: string | null }> {
  const response = await fetch(`${nginx?.url}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
  return { body: await response.text(), cache: response.headers.get("x-cache-status"), type: response.headers.get("content-type") };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a shared page is kept one second: a rush reaches the node once, and a second later it is fresh", async () => {
  const first = await get("/post/1");
  expect(first.cache).toBe("MISS");
  const rush = await Promise.all(Array.from({ length: 20 }, () => get("/post/1")));
  for (const answer of rush) expect(answer.body).toBe(first.body);
  expect(seen.filter((request) => request.url === "/post/1")).toHaveLength(1);
  await sleep(1100);
  // The first request after the second refreshes (in the background: it gets the old copy), then the new one is served.
  await get("/post/1");
  await expect.poll(async () => (await get("/post/1")).body, { timeout: 3000 }).not.toBe(first.body);
});

test("the router's RSC payload and the HTML are kept apart, and so is each Accept-Encoding", async () => {
  const html = await get("/post/2");
  const rsc = await get("/post/2", { rsc: "1" });
  expect(rsc.type).toBe("text/x-component");
  expect(rsc.body).toMatch(/^RSC of \/post\/2/);
  expect((await get("/post/2")).body).toBe(html.body);
  expect((await get("/post/2", { rsc: "1" })).body).toBe(rsc.body);
  expect((await get("/post/2", { rsc: "1" })).cache).toBe("HIT");
  const brotli = await get("/post/2", { "accept-encoding": "gzip, deflate, br" });
  expect(brotli.body).toContain("for gzip, deflate, br");
  expect((await get("/post/2")).body).toBe(html.body);
  expect(seen.filter((request) => request.url === "/post/2")).toHaveLength(3);
});

test("an answer for one reader (no-store) and one that sets a cookie are never kept", async () => {
  const first = await get("/api/session");
  const second = await get("/api/session");
  expect(first.body).not.toBe(second.body);
  expect(second.cache).toBe("MISS");
  expect((await get("/sign-in")).body).not.toBe((await get("/sign-in")).body);
});

test("the node is given the client's address last in X-Forwarded-For, after whatever the client wrote", async () => {
  const answer = JSON.parse((await get("/api/address", { "x-forwarded-for": "203.0.113.9" })).body) as { forwardedFor: string };
  // With TRUST_PROXY=1 the node counts the last entry: the address nginx saw, not the one the client chose.
  expect(answer.forwardedFor).toBe("203.0.113.9, 127.0.0.1");
});

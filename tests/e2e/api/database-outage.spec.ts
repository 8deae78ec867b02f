import { expect, test } from "@playwright/test";
import { createScratchDatabase } from "@/tests/support/scratch-database";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// A server of its own on a PostgreSQL database reached through a proxy the test can cut: the
// shared e2e server and the other specs never see the outage. It needs the PostgreSQL server that
// CI (and these machines) run on 127.0.0.1:5432, or the one E2E_PG_SERVER_URL names.
const SERVER_URL = process.env.E2E_PG_SERVER_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;

let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let proxy: TcpProxy;
let app: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await createScratchDatabase(SERVER_URL, "bp_outage");
  const target = new URL(database.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  target.host = `127.0.0.1:${proxy.port}`;
  // A production server on a PostgreSQL server needs AUTH_SECRET (lib/config/env.ts).
  app = await startAppServer({
    port: PORT,
    env: { DATABASE_URL: target.toString(), AUTH_SECRET: "e2e-outage-server-secret-0123456789abcdef" },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await database?.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("while the database is down, cached pages are served, an uncached article is a 503 'Failed to load post.', and all recovers by itself", async () => {
  test.setTimeout(90_000);
  const get = (path: string) => fetch(`${app.url}${path}`);
  const cachedArticle = await get("/post/1");
  expect(cachedArticle.status).toBe(200);
  const articleHtml = await cachedArticle.text();
  const home = await (await get("/")).text();

  await proxy.cut();
  // Past the server's one-second replay of just-sent pages: Next's page cache answers.
  await pause(1100);
  const stillCached = await get("/post/1");
  expect(stillCached.status).toBe(200);
  expect(await stillCached.text()).toBe(articleHtml);
  expect(await (await get("/")).text()).toBe(home);

  // Readers arriving at once share one render in Next: each of them gets its 503, none a page a
  // cache would keep (and the server's replay serve after the database is back).
  const readers = await Promise.all(Array.from({ length: 6 }, () => get("/post/2")));
  for (const uncached of readers) {
    expect(uncached.status).toBe(503);
    expect(Number(uncached.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(uncached.headers.get("cache-control")).toBe("no-store");
    expect(uncached.headers.get("x-basis-point-outcome")).toBeNull();
    const notice = await uncached.text();
    expect(notice).toContain("Failed to load post. Please try again later.");
    expect(notice).not.toContain("Unexpected Application Error!");
  }

  await proxy.restore();
  // The next request renders the article, and from then on it is kept.
  let recovered: Response | undefined;
  for (let attempt = 0; attempt < 20 && recovered?.status !== 200; attempt += 1) {
    if (attempt > 0) await pause(500);
    recovered = await get("/post/2");
  }
  expect(recovered?.status, app.output()).toBe(200);
  expect(recovered?.headers.get("cache-control")).toMatch(/^public, s-maxage=/);
  expect(await recovered?.text()).not.toContain("Failed to load post.");
});

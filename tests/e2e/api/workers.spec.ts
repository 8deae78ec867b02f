import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createScratchDatabase } from "@/tests/support/scratch-database";
import { startAppServer, type AppServer } from "@/tests/support/app-server";

// `npm start`'s two workers (server/cluster.ts) on a PostgreSQL database of their own: readers
// arriving at once at an article neither has rendered make both render it, and two renders of one
// version of a page can differ byte for byte (React writes its parts as they resolve). The replays'
// shared folder settles it: the copy written first is the one every worker answers with from then
// on (server/response-cache.ts, keepOnDisk). It needs the PostgreSQL server CI (and these machines)
// run on 127.0.0.1:5432, or the one E2E_PG_SERVER_URL names.
const SERVER_URL = process.env.E2E_PG_SERVER_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.E2E_PORT ?? 3210) + 9;
const ROOT = process.env.E2E_WORKERS_ROOT ?? process.cwd();

let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let app: AppServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createScratchDatabase(SERVER_URL, "bp_workers");
  app = await startAppServer({
    port: PORT,
    root: ROOT,
    entry: path.join(ROOT, "dist", "server", "cluster.mjs"),
    env: { DATABASE_URL: database.url, WEB_CONCURRENCY: "2", AUTH_SECRET: "e2e-workers-secret-0123456789abcdef0123" },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

/** A request on a connection of its own: the cluster's primary hands each to the next worker. */
function read(page: string, headers: Record<string, string> = {}): Promise<{ status: number; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: false });
    http
      .get(`${app.url}${page}`, { agent, headers: { "accept-encoding": "identity", ...headers } }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, etag: response.headers.etag }));
      })
      .on("error", reject);
  });
}

test("two workers that render an article at once answer it with one copy from then on: one ETag, and a 304 for it", async () => {
  test.setTimeout(120_000);
  const posts = (await (await fetch(`${app.url}/api/posts?limit=5`)).json()) as { id: number }[];
  expect(posts.length).toBe(5);
  let twoRenders = 0;
  for (const { id } of posts) {
    const page = `/post/${id}`;
    // Neither worker has rendered it: eight readers at once reach both.
    const rush = await Promise.all(Array.from({ length: 8 }, () => read(page)));
    expect(rush.every((answer) => answer.status === 200)).toBe(true);
    if (new Set(rush.map((answer) => answer.etag)).size > 1) twoRenders += 1;

    let etags: (string | undefined)[] = [];
    const deadline = Date.now() + 5_000;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      etags = (await Promise.all(Array.from({ length: 6 }, () => read(page)))).map((answer) => answer.etag);
    } while (new Set(etags).size > 1 && Date.now() < deadline);
    expect(new Set(etags).size, `${page}: the workers' ETags after 5 s: ${etags.join(" ")}`).toBe(1);
    const etag = etags[0];
    expect(etag).toBeDefined();
    const revalidations = await Promise.all(Array.from({ length: 6 }, () => read(page, { "if-none-match": etag! })));
    expect(revalidations.map((answer) => answer.status)).toEqual(Array(6).fill(304));
  }
  // Whether the rush made two copies is up to the machine; what the test asks is that one is left.
  test.info().annotations.push({ type: "articles first answered with two copies", description: String(twoRenders) });
});

/**
 * @jest-environment node
 */
// The replay's copies on disk (server/replay-disk.ts, on one node) through the server's own stages on
// a real HTTP server and a real folder, with a stand-in for Next that answers as Next does for a
// long-lived page and notes the page's tags as the cache handler does: a page is answered from disk
// once memory has lost it (another worker, or the process after a restart), never after one of its
// tags was revalidated, the folder stays within its bound, and a stop waits for the copies still queued.
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import type { RenderOutcome } from "@/lib/http/render-outcome";
import { clearResponseCache, flushReplayDisk, openReplayDisk, revalidateReplays } from "@/server/response-cache";
import { replayDisk, type DiskReplay, type ReplayDisk } from "@/server/replay-disk";
import { stagesServer } from "@/tests/support/stages-server";

let renders: string[] = [];
/** Bytes of each article's body (more than the compression threshold; not compressed: identity is asked). */
let bodyBytes = 4096;
/** An article is kept by Next for a day: until a revalidation. */
let cacheControl = "s-maxage=86400, stale-while-revalidate=31449600";
const context = new AsyncLocalStorage<RenderOutcome>();

/** Render number `render` of a page (counted from 1). */
function article(request: IncomingMessage, response: ServerResponse, render: number): void {
  const rsc = request.headers.rsc === "1";
  const id = /^\/post\/(\d+)/.exec(request.url ?? "")?.[1];
  // Articles show their own tag and the list's; other pages are not known to the page cache, nor is
  // the page of a reader who shared another's render (Next tells the cache handler of one).
  if (id && !request.headers["x-shared-render"]) context.getStore()!.page = { tags: [`post:${id}`, "posts"], madeAt: Date.now() };
  const head = `${rsc ? "0:RSC of" : "<!DOCTYPE html>HTML of"} ${request.url} #${render} `;
  response.setHeader("Content-Type", rsc ? "text/x-component" : "text/html; charset=utf-8");
  response.setHeader("Cache-Control", cacheControl);
  response.setHeader("ETag", `"${render}"`);
  response.end(head + "w".repeat(Math.max(0, bodyBytes - head.length)));
}

/** Runs while Next renders: another worker's doing meanwhile. */
let duringRender: ((request: IncomingMessage) => Promise<void>) | undefined;

const { origin } = stagesServer({
  context,
  render: async (request, response) => {
    const render = renders.push(`${request.url} ${request.headers.rsc ?? "html"}`);
    await duringRender?.(request);
    article(request, response, render);
  },
});
let folder = "";
let disk: ReplayDisk;

/** A new process on the same folder: memory empty, the tag clock as recorded on disk. */
function restart(revalidatedBefore: Record<string, number> = {}, maxBytes = 64 * 1024 * 1024): void {
  clearResponseCache();
  disk = replayDisk(folder, maxBytes);
  openReplayDisk(disk, revalidatedBefore);
}

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "replay-disk-"));
  restart();
  renders = [];
  duringRender = undefined;
  bodyBytes = 4096;
  cacheControl = "s-maxage=86400, stale-while-revalidate=31449600";
});
afterEach(async () => {
  await disk.idle();
  fs.rmSync(folder, { recursive: true, force: true });
});

function get(
  page: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin()}${page}`, { headers: { "accept-encoding": "identity", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on("error", reject);
  });
}

const filesOnDisk = () => fs.readdirSync(folder).filter((name) => name.endsWith(".bin"));
const RSC = { rsc: "1" };

test("a page read once is answered from disk once memory has lost it, and by a new process, each request kind its own copy", async () => {
  const html = await get("/post/1");
  const rsc = await get("/post/1", RSC);
  await disk.idle();
  expect(filesOnDisk()).toHaveLength(2);

  clearResponseCache();
  const fromDisk = await get("/post/1", RSC);
  expect(fromDisk.body).toBe(rsc.body);
  expect(fromDisk.headers["content-type"]).toBe("text/x-component");
  expect(fromDisk.headers.etag).toBe(rsc.headers.etag);
  expect(fromDisk.headers.age).toBe("0");

  restart();
  const afterRestart = await get("/post/1");
  expect(afterRestart.body).toBe(html.body);
  expect(afterRestart.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(renders).toEqual(["/post/1 html", "/post/1 1"]);
});

test("a revalidated tag makes the copy on disk unusable: in this process, and in one started after it", async () => {
  await get("/post/2");
  await get("/post/3");
  await get("/post/4");
  await disk.idle();
  clearResponseCache();
  revalidateReplays({ "post:2": Date.now() });
  // Renders are numbered from 1: the three first reads, then this one.
  expect((await get("/post/2")).body).toContain("#4");

  // Revalidated while no process ran (recorded in the page cache's tags.json): the copy is not served either.
  const stamp = Date.now();
  restart({ posts: stamp });
  // Renders after the stamp are made later than it, not in the same millisecond.
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect((await get("/post/3")).body).toContain("#5");
  expect((await get("/post/4")).body).toContain("#6");
  expect(renders).toEqual(["/post/2 html", "/post/3 html", "/post/4 html", "/post/2 html", "/post/3 html", "/post/4 html"]);
  // The copies rejected were deleted, and the fresh renders written in their place.
  await disk.idle();
  restart({ posts: stamp });
  expect((await get("/post/4")).body).toContain("#6");
  expect(renders).toHaveLength(6);
});

describe("two workers rendering one page at once", () => {
  /** Another worker's answer for the page, as its replay writes it to the shared folder. */
  const othersCopy = (id: number, madeAt: number): DiskReplay => ({
    key: `/post/${id}\nidentity${"\n".repeat(5)}`,
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": cacheControl, etag: '"other"' },
    body: Buffer.from(`<!DOCTYPE html>HTML of /post/${id} by the other worker`),
    etag: '"other"',
    keptAt: madeAt,
    expires: madeAt + 86_400_000,
    page: { tags: [`post:${id}`, "posts"], madeAt },
    recompressed: false,
    hurried: false,
  });
  /** The other worker writes its copy while this one renders: this one missed it on disk. */
  const otherWritesDuringRender = (copy: DiskReplay) => {
    duringRender = async () => {
      const other = replayDisk(folder, 64 * 1024 * 1024);
      other.write(copy);
      await other.idle();
    };
  };
  /** Until this process has written, or taken the other's copy. */
  const settled = async () => {
    await disk.idle();
    await new Promise((resolve) => setImmediate(resolve));
  };

  test("the copy written first is what both answer with from then on: the same bytes and ETag, and a 304 for it", async () => {
    const copy = othersCopy(7, Date.now());
    otherWritesDuringRender(copy);
    const own = await get("/post/7");
    expect(own.body).not.toContain("the other worker");
    await settled();

    const again = await get("/post/7");
    expect(again.body).toBe(copy.body.toString());
    expect(again.headers.etag).toBe('"other"');
    expect((await get("/post/7", { "if-none-match": '"other"' })).status).toBe(304);
    expect(renders).toEqual(["/post/7 html"]);
    // The first copy stays on disk, for every worker and the next process.
    expect((await replayDisk(folder, 64 * 1024 * 1024).read(copy.key))?.etag).toBe('"other"');
  });

  test("an out-of-date copy this process found is not deleted once another worker has replaced it with the new version", async () => {
    const stale = othersCopy(9, Date.now() - 1000);
    stale.etag = '"stale"';
    disk.write(stale);
    await disk.idle();
    const fresh = othersCopy(9, Date.now());
    // The other worker's render of the new version lands just after this process read the old one.
    const real = disk;
    const racing: ReplayDisk = {
      ...real,
      read: async (key) => {
        const copy = await real.read(key);
        const other = replayDisk(folder, 64 * 1024 * 1024);
        other.write(fresh);
        await other.idle();
        return copy;
      },
    };
    openReplayDisk(racing, {});
    revalidateReplays({ "post:9": Date.now() - 500 });
    await get("/post/9");
    await settled();

    expect((await get("/post/9")).headers.etag).toBe('"other"');
    expect((await replayDisk(folder, 64 * 1024 * 1024).read(fresh.key))?.etag).toBe('"other"');
  });

  test("an answer that does not know its page (a reader who shared the render) does not replace the one that does", async () => {
    // Both readers arrive while the page renders; the second's answer is sent last.
    duringRender = (request) => new Promise((resolve) => setTimeout(resolve, request.headers["x-shared-render"] ? 200 : 50));
    const [first, shared] = await Promise.all([get("/post/10"), get("/post/10", { "x-shared-render": "1" })]);
    expect(shared.headers.etag).not.toBe(first.headers.etag);
    await settled();
    // Kept: the answer that knows its page (and went to disk), which a revalidation of another page leaves alone.
    expect((await get("/post/10")).headers.etag).toBe(first.headers.etag);
    revalidateReplays({ "post:11": Date.now() });
    expect((await get("/post/10")).headers.etag).toBe(first.headers.etag);
    expect(renders).toHaveLength(2);
  });

  test("a copy on disk of an earlier version (one of its tags revalidated since) is replaced by this render", async () => {
    const copy = othersCopy(8, Date.now() - 1000);
    revalidateReplays({ "post:8": Date.now() - 500 });
    otherWritesDuringRender(copy);
    const own = await get("/post/8");
    await settled();

    const again = await get("/post/8");
    expect(again.body).toBe(own.body);
    expect(again.headers.etag).toBe(own.headers.etag);
    expect((await replayDisk(folder, 64 * 1024 * 1024).read(copy.key))?.etag).toBe(own.headers.etag);
  });
});

test("a page whose tags are not known, and one refreshed every minute, stay off the disk", async () => {
  await get("/about");
  cacheControl = "s-maxage=60, stale-while-revalidate=31535940";
  await get("/post/5");
  await disk.idle();
  expect(filesOnDisk()).toHaveLength(0);
  cacheControl = "s-maxage=86400, stale-while-revalidate=31449600";
  await get("/post/6");
  await disk.idle();
  expect(filesOnDisk()).toHaveLength(1);
});

test("the folder stays within its bound, the least recently read copies deleted first", async () => {
  bodyBytes = 100 * 1024;
  restart({}, 1024 * 1024);
  for (let page = 0; page < 15; page += 1) {
    await get(`/post/${100 + page}`);
    await disk.idle();
    // Read again from disk (touching its file) while memory has lost it: the first page stays in use.
    clearResponseCache();
    await get("/post/100");
    await disk.idle();
  }
  const files = filesOnDisk();
  const bytes = files.reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0);
  expect(bytes).toBeLessThanOrEqual(1024 * 1024);
  expect(files.length).toBeGreaterThanOrEqual(8);
  restart({}, 1024 * 1024);
  renders = [];
  await get("/post/100");
  await get("/post/114");
  await get("/post/101");
  expect(renders).toEqual(["/post/101 html"]);
});

test("a copy first sent in haste (quality 5) is compressed again once a new process reads it; one sent at leisure is not", async () => {
  const now = Date.now();
  const text = Array.from({ length: 900 }, (_, index) => `rates${(index * 7919) % 997} yield${(index * 104729) % 89}`).join(" ");
  const quick = brotliCompressSync(`<!DOCTYPE html>${text}`, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  // As the replay keys a navigation from a brotli browser: the URL, "br", and no router headers.
  const copy = (id: number, hurried: boolean): DiskReplay => ({
    key: `/post/${id}\nbr${"\n".repeat(5)}`,
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "content-encoding": "br", "cache-control": cacheControl },
    body: quick,
    etag: `"${id}"`,
    keptAt: now,
    expires: now + 86_400_000,
    page: { tags: [`post:${id}`, "posts"], madeAt: now },
    recompressed: false,
    hurried,
  });
  disk.write(copy(20, true));
  disk.write(copy(21, false));
  await disk.idle();

  restart();
  const BR = { "accept-encoding": "br" };
  const size = async (page: string) => Number((await get(page, BR)).headers["content-length"]);
  expect(await size("/post/20")).toBe(quick.length);
  expect(await size("/post/21")).toBe(quick.length);
  // Quality 11 runs in libuv's thread pool: give it time to swap the body in.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await size("/post/20")).toBeLessThan(quick.length);
  expect(await size("/post/21")).toBe(quick.length);
  expect(renders).toEqual([]);
});

test("a stop waits for the copies still queued to reach the disk, and no longer than it is given", async () => {
  const now = Date.now();
  const copy: DiskReplay = {
    key: "GET /post/8 br",
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    body: Buffer.alloc(256 * 1024, "w"),
    etag: '"8"',
    keptAt: now,
    expires: now + 86_400_000,
    page: { tags: ["post:8", "posts"], madeAt: now },
    recompressed: false,
    hurried: false,
  };
  // Queued as a page's answer queues it, just before the signal.
  disk.write(copy);
  expect(await flushReplayDisk(5000)).toBe(true);
  // Nothing but this wait let the write's file operations complete: it is there as the process exits.
  expect(filesOnDisk()).toHaveLength(1);
  expect((await replayDisk(folder, 64 * 1024 * 1024).read(copy.key))?.body.equals(copy.body)).toBe(true);

  // A disk that never answers: the stop goes on without it.
  openReplayDisk({ ...disk, idle: () => new Promise<void>(() => {}) }, {});
  expect(await flushReplayDisk(20)).toBe(false);
});

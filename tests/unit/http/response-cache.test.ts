/**
 * @jest-environment node
 */
// The one-second replay (server/response-cache.ts) through the server's own stages (server/stages.ts)
// on a real HTTP server, with a stand-in for Next that answers like Next does (a shared page:
// `s-maxage`, Vary on the router's headers) and counts its renders: what a reader gets, and when a
// request reaches the render at all.
import { AsyncLocalStorage } from "node:async_hooks";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { RenderOutcome } from "@/lib/http/render-outcome";
import { clearResponseCache, revalidateReplays } from "@/server/response-cache";
import { recompressBrotli } from "@/server/static-brotli";
import { stagesServer } from "@/tests/support/stages-server";

// The real compression, which a test can hold under way.
jest.mock("@/server/static-brotli", () => {
  const actual = jest.requireActual<typeof import("@/server/static-brotli")>("@/server/static-brotli");
  return { ...actual, recompressBrotli: jest.fn(actual.recompressBrotli) };
});

// A small store, so that eviction is reached with a few bodies (read when the store is first made).
process.env.REPLAY_MEMORY_MB = "8";

const VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

let renders: string[] = [];
/** What the stand-in answers for a path; by default a shared page (HTML, or the RSC payload when asked). */
let answer: (request: IncomingMessage, response: ServerResponse) => void;

function sharedPage(
  request: IncomingMessage,
  response: ServerResponse,
  cacheControl = "s-maxage=600, stale-while-revalidate=31535400",
): void {
  const rsc = request.headers.rsc === "1";
  // More than compression's 1 KB threshold, and different on every render.
  const body = `${rsc ? "0:RSC payload of" : "<!DOCTYPE html><html><body>HTML of"} ${request.url} #${renders.length} ${"words ".repeat(400)}`;
  response.setHeader("Content-Type", rsc ? "text/x-component" : "text/html; charset=utf-8");
  response.setHeader("Cache-Control", cacheControl);
  response.setHeader("Vary", VARY);
  response.setHeader("ETag", `"${renders.length}"`);
  response.end(rsc ? body : `${body}</body></html>`);
}

/** The page cache's entry each path's render shows, as the cache handler notes it (none: not known). */
let pageOf: (url: string) => RenderOutcome["page"] = () => undefined;
const context = new AsyncLocalStorage<RenderOutcome>();

const { origin } = stagesServer({
  context,
  render: async (request, response) => {
    renders.push(`${request.url} ${request.headers.rsc ?? "html"}`);
    const page = pageOf(request.url ?? "");
    if (page) context.getStore()!.page = page;
    answer(request, response);
  },
});
beforeEach(() => {
  clearResponseCache();
  renders = [];
  answer = sharedPage;
  pageOf = () => undefined;
});
afterEach(() => jest.restoreAllMocks());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin()}${path}`, { method, headers: { "accept-encoding": "identity", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

const text = (answer: Answer) =>
  (answer.headers["content-encoding"] === "br"
    ? brotliDecompressSync(answer.body)
    : answer.headers["content-encoding"] === "gzip"
      ? gunzipSync(answer.body)
      : answer.body
  ).toString();

// A router request carries the tree it has (next-router-state-tree), but the key must not rely on it.
const RSC = { rsc: "1" };

describe("keying", () => {
  test("a router (RSC) request never gets the HTML kept for the page, nor a navigation the RSC payload", async () => {
    const html = await get("/post/1");
    expect(text(html)).toContain("HTML of /post/1");
    const rsc = await get("/post/1", RSC);
    expect(rsc.headers["content-type"]).toBe("text/x-component");
    expect(text(rsc)).toContain("RSC payload of /post/1");
    // Both are now kept, each under its own key: each asker gets its own, and nothing renders again.
    for (let round = 0; round < 3; round += 1) {
      expect(text(await get("/post/1"))).toBe(text(html));
      expect(text(await get("/post/1", RSC))).toBe(text(rsc));
    }
    expect(renders).toEqual(["/post/1 html", "/post/1 1"]);
  });

  test("the RSC payload kept first is not what a navigation gets either", async () => {
    const rsc = await get("/category/markets", RSC);
    const html = await get("/category/markets");
    expect(text(rsc)).toContain("RSC payload");
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(text(html)).toContain("<!DOCTYPE html>");
    expect(renders).toHaveLength(2);
  });

  test("a router request for another tree, or a prefetch, is kept apart from the plain RSC request", async () => {
    await get("/post/2", RSC);
    await get("/post/2", { ...RSC, "next-router-state-tree": "%5B%22other%22%5D" });
    await get("/post/2", { ...RSC, "next-router-state-tree": "%5B%22other%22%5D" });
    await get("/post/2", { ...RSC, "next-router-prefetch": "1" });
    await get("/post/2", RSC);
    expect(renders).toHaveLength(3);
  });

  test("Accept-Encoding: every brotli browser shares the brotli copy; gzip and identity askers get their own", async () => {
    const chrome = await get("/post/3", { "accept-encoding": "gzip, deflate, br, zstd" });
    const firefox = await get("/post/3", { "accept-encoding": "gzip, deflate, br" });
    expect(chrome.headers["content-encoding"]).toBe("br");
    expect(firefox.body.equals(chrome.body)).toBe(true);
    expect(renders).toHaveLength(1);

    const gzip = await get("/post/3", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/post/3", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(renders).toHaveLength(3);
    // Each again, from its own copy: a gzip-only client never gets brotli, a plain one never a compressed body.
    expect((await get("/post/3", { "accept-encoding": "gzip" })).body.equals(gzip.body)).toBe(true);
    expect((await get("/post/3", { "accept-encoding": "identity" })).body.equals(plain.body)).toBe(true);
    expect(renders).toHaveLength(3);
  });

  test("a browser that accepts brotli but preferred gzip does not leave gzip in the copy every brotli browser shares", async () => {
    const preferringGzip = await get("/post/4", { "accept-encoding": "br;q=0.5, gzip;q=1" });
    expect(preferringGzip.headers["content-encoding"]).toBe("gzip");
    const brotli = await get("/post/4", { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(renders).toHaveLength(2);
  });

  test("the query string is part of the key; HEAD is answered from the GET's copy, without a body", async () => {
    await get("/articles?page=2");
    const other = await get("/articles?page=3");
    expect(text(other)).toContain("/articles?page=3");
    const head = await get("/articles?page=2", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(renders).toHaveLength(2);
  });

  test("a conditional request for the kept version is a 304", async () => {
    const first = await get("/post/5");
    const again = await get("/post/5", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(renders).toHaveLength(1);
  });
});

describe("what is kept", () => {
  test("a page that is not shared, one that sets a cookie, and a POST are never replayed", async () => {
    answer = (request, response) => {
      if (request.url === "/private") response.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
      else {
        response.setHeader("Cache-Control", "s-maxage=600, stale-while-revalidate=31535400");
        if (request.url === "/cookie") response.setHeader("Set-Cookie", "a=b");
      }
      response.end(`answer ${renders.length}`);
    };
    for (const path of ["/private", "/cookie"]) {
      expect((await get(path)).body.toString()).toBe(`answer ${renders.length}`);
      expect((await get(path)).body.toString()).toBe(`answer ${renders.length}`);
    }
    await get("/shared", {}, "POST");
    await get("/shared", {}, "POST");
    expect(renders).toEqual(["/private html", "/private html", "/cookie html", "/cookie html", "/shared html", "/shared html"]);
  });

  test("the shared page says `public`, and a replay carries the same headers as the render", async () => {
    const rendered = await get("/post/6");
    const replayed = await get("/post/6");
    expect(rendered.headers["cache-control"]).toBe("public, s-maxage=600, stale-while-revalidate=31535400");
    for (const name of ["cache-control", "content-type", "vary", "etag", "x-content-type-options"])
      expect([name, replayed.headers[name]]).toEqual([name, rendered.headers[name]]);
    expect(renders).toHaveLength(1);
  });

  test("after a second, one request renders a fresh copy while the others still get the kept one", async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, "now").mockReturnValue(now);
    const first = await get("/post/7");
    clock.mockReturnValue(now + 1001);
    const refreshing = await get("/post/7");
    const meanwhile = await get("/post/7");
    expect(text(refreshing)).not.toBe(text(first));
    expect(text(meanwhile)).toBe(text(refreshing));
    expect(renders).toHaveLength(2);
  });

  test("a page Next keeps for a day is replayed until a revalidation, not only for a second", async () => {
    answer = (request, response) => sharedPage(request, response, "s-maxage=86400, stale-while-revalidate=31449600");
    const now = Date.now();
    const clock = jest.spyOn(Date, "now").mockReturnValue(now);
    const first = await get("/post/10");
    clock.mockReturnValue(now + 3 * 3600 * 1000);
    const later = await get("/post/10");
    expect(text(later)).toBe(text(first));
    expect([first.headers.age, later.headers.age]).toEqual([undefined, String(3 * 3600)]);
    expect(renders).toHaveLength(1);
    clearResponseCache();
    expect(text(await get("/post/10"))).not.toBe(text(first));
    expect(renders).toHaveLength(2);
  });

  test("a stale copy of a long-lived page (Next renders a fresh one behind it) is replayed for a second only", async () => {
    answer = (request, response) => {
      response.setHeader("x-nextjs-cache", "STALE");
      sharedPage(request, response, "s-maxage=86400, stale-while-revalidate=31449600");
    };
    const now = Date.now();
    const clock = jest.spyOn(Date, "now").mockReturnValue(now);
    await get("/stale");
    await get("/stale");
    expect(renders).toHaveLength(1);
    clock.mockReturnValue(now + 1001);
    await get("/stale");
    expect(renders).toHaveLength(2);
  });
});

describe("eviction", () => {
  // The clock stands still: what goes is evicted, not expired.
  beforeEach(() => jest.spyOn(Date, "now").mockReturnValue(Date.now()));

  const bigPages = (request: IncomingMessage, response: ServerResponse) => {
    const megabytes = request.url === "/huge" ? 3 : 1.9;
    response.setHeader("Cache-Control", "s-maxage=86400, stale-while-revalidate=31449600");
    response.end(Buffer.alloc(megabytes * 1024 * 1024, request.url?.length ?? 0));
  };

  test("a body over 2 MB is not kept", async () => {
    answer = bigPages;
    await get("/huge");
    await get("/huge");
    expect(renders).toHaveLength(2);
  });

  test("beyond REPLAY_MEMORY_MB the least recently read page goes first", async () => {
    answer = bigPages;
    // Four bodies of 1.9 MB fit in 8 MB, a fifth does not.
    for (let page = 0; page < 4; page += 1) await get(`/big/${page}`);
    await get("/big/0");
    expect(renders).toHaveLength(4);
    await get("/big/4");
    expect(renders).toHaveLength(5);
    // /big/1 was the least recently read (/big/0 was read again): it went, the others stay.
    for (const page of [0, 2, 3, 4]) await get(`/big/${page}`);
    expect(renders).toHaveLength(5);
    await get("/big/1");
    expect(renders).toEqual([...["/big/0", "/big/1", "/big/2", "/big/3", "/big/4", "/big/1"].map((url) => `${url} html`)]);
  });
});

describe("clearing on revalidation", () => {
  /** Articles show their own tag and the list of posts; the home page the front page's. */
  const tagged = (url: string): RenderOutcome["page"] => {
    const id = /^\/post\/(\d+)/.exec(url)?.[1];
    if (id) return { tags: [`post:${id}`, "posts"], madeAt: Date.now() };
    return url === "/" ? { tags: ["front-page"], madeAt: Date.now() } : undefined;
  };
  const day = (request: IncomingMessage, response: ServerResponse) =>
    sharedPage(request, response, "s-maxage=86400, stale-while-revalidate=31449600");

  test("a revalidation drops the pages that show one of its tags, and those whose tags are not known; the others stay", async () => {
    pageOf = tagged;
    answer = day;
    for (const path of ["/post/11", "/post/12", "/", "/about"]) await get(path);
    await get("/post/11", RSC);
    revalidateReplays({ "post:11": Date.now() });
    for (const path of ["/post/11", "/post/12", "/", "/about"]) await get(path);
    await get("/post/11", RSC);
    // The article revalidated (HTML and RSC) and the page of unknown tags render again; the other article and the home page do not.
    expect(renders.slice(5)).toEqual(["/post/11 html", "/about html", "/post/11 1"]);
    revalidateReplays({ "front-page": Date.now() });
    await get("/");
    await get("/post/12");
    expect(renders.slice(8)).toEqual(["/ html"]);
  });

  test("a revalidation stamped before the page was made (heard late, from another worker) leaves it; one stamped after drops it", async () => {
    pageOf = tagged;
    answer = day;
    const before = Date.now() - 1;
    await get("/post/13");
    revalidateReplays({ "post:13": before });
    await get("/post/13");
    expect(renders).toHaveLength(1);
    revalidateReplays({ posts: Date.now() });
    await get("/post/13");
    expect(renders).toHaveLength(2);
  });

  test("a page whose tag is revalidated while it renders is not kept; a revalidation of other tags does not stop it", async () => {
    pageOf = tagged;
    let finish: () => void = () => undefined;
    const slow = (request: IncomingMessage, response: ServerResponse) => {
      response.setHeader("Cache-Control", "s-maxage=86400, stale-while-revalidate=31449600");
      response.write("the old version, ");
      finish = () => response.end(`of ${request.url}`);
    };
    for (const [path, revalidated, rendersAfter] of [
      ["/post/14", "post:14", 2],
      ["/post/15", "post:99", 1],
    ] as const) {
      renders = [];
      answer = slow;
      const pending = get(path);
      await new Promise((resolve) => setTimeout(resolve, 50));
      revalidateReplays({ [revalidated]: Date.now() });
      finish();
      await pending;
      answer = day;
      await get(path);
      expect([path, renders.length]).toEqual([path, rendersAfter]);
    }
  });

  test("losing Redis (the cache handler's clearResponseCache) forgets every kept page at once", async () => {
    await get("/post/8");
    await get("/post/8", RSC);
    await get("/");
    clearResponseCache();
    const after = await get("/post/8");
    expect(text(after)).toContain("#4");
    await get("/post/8", RSC);
    await get("/");
    expect(renders).toHaveLength(6);
  });

  test("a page whose render was under way when the revalidation came is not kept: it may be what was replaced", async () => {
    let finish: () => void = () => undefined;
    answer = (request, response) => {
      response.setHeader("Cache-Control", "s-maxage=600, stale-while-revalidate=31535400");
      response.write("the old version, ");
      finish = () => response.end("written before the change");
    };
    const pending = get("/post/9");
    await new Promise((resolve) => setTimeout(resolve, 50));
    clearResponseCache();
    finish();
    await pending;
    answer = sharedPage;
    expect(text(await get("/post/9"))).toContain("HTML of /post/9");
    expect(renders).toHaveLength(2);
  });
});

describe("compressing again at the highest quality", () => {
  /** A long-lived page whose text compresses better at quality 11 than at the first answer's quality. */
  const varied = (request: IncomingMessage, response: ServerResponse, cacheControl = "s-maxage=86400, stale-while-revalidate=31449600") => {
    let seed = 7;
    const words = Array.from({ length: 900 }, () => {
      seed = (seed * 48271) % 2147483647;
      return ["rates", "yield", "growth", "prices", "debt", "jobs", "exports", "inflation"][seed % 8] + String(seed % 97);
    });
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Cache-Control", cacheControl);
    response.end(`<!DOCTYPE html><html><body>${request.url} ${words.join(" ")}</body></html>`);
  };
  const BR = { "accept-encoding": "br" };

  async function sizeAfterRecompressing(path: string): Promise<number> {
    // Quality 11 runs in libuv's thread pool: give it time to swap the body in.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return (await get(path, BR)).body.length;
  }

  test("a page replayed 20 times within a second is compressed again; one re-read a few times a second never is", async () => {
    answer = varied;
    let now = 1_000_000;
    jest.spyOn(Date, "now").mockImplementation(() => now);

    const first = (await get("/post/40", BR)).body.length;
    // A long tail: read 30 times, 9 a second.
    for (let read = 0; read < 30; read++) {
      now += 111;
      await get("/post/40", BR);
    }
    expect(await sizeAfterRecompressing("/post/40")).toBe(first);

    // A rush: 20 reads in the same second.
    now += 5_000;
    for (let read = 0; read < 20; read++) await get("/post/40", BR);
    expect(await sizeAfterRecompressing("/post/40")).toBeLessThan(first);
    expect(renders).toHaveLength(1);
  });

  test("it takes a tenth of the process's time at most: one page at a time, then a pause nine times as long as it took", async () => {
    answer = varied;
    let now = 2_000_000;
    jest.spyOn(Date, "now").mockImplementation(() => now);
    // The first recompression is held under way until the test lets it end.
    const { recompressBrotli: recompress } = jest.requireActual<typeof import("@/server/static-brotli")>("@/server/static-brotli");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    jest.mocked(recompressBrotli).mockImplementationOnce(async (body) => {
      await held;
      return recompress(body);
    });
    const rush = async (path: string) => {
      for (let read = 0; read < 20; read++) await get(path, BR);
    };
    const first = { a: (await get("/post/41", BR)).body.length, b: (await get("/post/42", BR)).body.length };

    // Both in a rush in the same second: the second one's comes while the first's is under way.
    now += 5_000;
    await rush("/post/41");
    await rush("/post/42");
    // The first took 100 ms: no other for 900 ms after it ended.
    now += 100;
    release();
    expect(await sizeAfterRecompressing("/post/41")).toBeLessThan(first.a);
    expect(await sizeAfterRecompressing("/post/42")).toBe(first.b);

    now += 800;
    await rush("/post/42");
    expect(await sizeAfterRecompressing("/post/42")).toBe(first.b);

    now += 200;
    await rush("/post/42");
    expect(await sizeAfterRecompressing("/post/42")).toBeLessThan(first.b);
  });

  test("a long-lived page first sent while another was being sent (quality 5) is compressed again once read again with no render under way; one sent alone (quality 10), or a list, is not", async () => {
    let now = 3_000_000;
    jest.spyOn(Date, "now").mockImplementation(() => now);
    const NAVIGATION = { ...BR, accept: "text/html" };
    // /post/50's render is held while /post/51 and a list are asked for: the process is sending a page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = (request, response) => {
      if (request.url === "/post/50") void held.then(() => varied(request, response));
      else if (request.url === "/latest") varied(request, response, "s-maxage=60, stale-while-revalidate=31535940");
      else varied(request, response);
    };
    const alone = get("/post/50", NAVIGATION);
    while (!renders.some((render) => render.startsWith("/post/50"))) await new Promise((resolve) => setTimeout(resolve, 5));
    const busy = (await get("/post/51", NAVIGATION)).body.length;
    const list = (await get("/latest", NAVIGATION)).body.length;
    // Read again while /post/50 is still being sent: the render comes first.
    now += 100;
    expect(await sizeAfterRecompressing("/post/51")).toBe(busy);
    // But a rush is a rush, even while a render is under way.
    const rushed = (await get("/post/52", NAVIGATION)).body.length;
    for (let read = 0; read < 20; read++) await get("/post/52", NAVIGATION);
    expect(await sizeAfterRecompressing("/post/52")).toBeLessThan(rushed);
    release();
    const lone = (await alone).body.length;
    // Quality 10 against 5: the first is smaller already.
    expect(lone).toBeLessThan(busy);
    // A list, replayed for a second only, is not worth compressing again.
    expect(await sizeAfterRecompressing("/latest")).toBe(list);

    // Each read again once, long after: no rush.
    now += 5_000;
    await get("/post/50", NAVIGATION);
    await get("/post/51", NAVIGATION);
    expect(await sizeAfterRecompressing("/post/51")).toBeLessThan(busy);
    expect(await sizeAfterRecompressing("/post/50")).toBe(lone);
    expect(renders).toHaveLength(4);
  });
});

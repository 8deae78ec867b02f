import fs from "node:fs";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { acceptsBrotli } from "@/server/static-brotli";
import { until } from "../support/http";
import { SUBSET_FONT, subsetRoboto } from "@/tests/support/roboto-subset";

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body comes back exactly as sent: Playwright's own client would decompress it. */
function rawRequest(url: string, headers: Record<string, string>, method = "GET", agent?: http.Agent): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** Where two brotli answers that should be one version of a page part: a failure's message says what changed. */
function difference(expected: RawResponse, actual: RawResponse): string {
  const [a, b] = [expected, actual].map((answer) => brotliDecompressSync(answer.body).toString());
  let at = 0;
  while (at < a!.length && a![at] === b![at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 120));
  const head = (answer: RawResponse) =>
    `ETag ${answer.headers.etag}, x-nextjs-cache ${answer.headers["x-nextjs-cache"] ?? "-"}, age ${answer.headers.age ?? "-"}, ${answer.body.length} B`;
  return `two versions of the page — the first: ${head(expected)}; this one: ${head(actual)}; they part at character ${at}:\n  the first: ${around(a!)}\n  this one:  ${around(b!)}`;
}

async function articleAssets(baseURL: string): Promise<string[]> {
  const [post] = (await (await fetch(`${baseURL}/api/posts?limit=1`)).json()) as { id: number }[];
  const html = await (await fetch(`${baseURL}/post/${post?.id}`)).text();
  return [...new Set(html.match(/\/_next\/static\/[\w./-]+\.(?:js|css)/g) ?? [])];
}

test("the article's scripts and stylesheets reach a browser as brotli, byte for byte the built files", async ({ baseURL }) => {
  const assets = await articleAssets(baseURL!);
  expect(assets.filter((asset) => asset.endsWith(".js")).length).toBeGreaterThan(3);
  expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
  let brotliBytes = 0;
  let gzipBytes = 0;
  for (const asset of assets) {
    const plain = await rawRequest(`${baseURL}${asset}`, { "accept-encoding": "identity" });
    const brotli = await rawRequest(`${baseURL}${asset}`, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(plain.status).toBe(200);
    expect(brotli.status).toBe(200);
    if (plain.body.length < 1024) continue; // too small to be worth a brotli copy
    expect(brotli.headers["content-encoding"], asset).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers["content-type"]).toMatch(asset.endsWith(".js") ? /javascript/ : /text\/css/);
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    const gzip = await rawRequest(`${baseURL}${asset}`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    brotliBytes += brotli.body.length;
    gzipBytes += gzip.body.length;
  }
  expect(brotliBytes).toBeLessThan(gzipBytes * 0.95);
});

test("every script of the build asks the browser to compile all its functions as it downloads (V8's compile hint)", async ({ baseURL }) => {
  const scripts = (await articleAssets(baseURL!)).filter((asset) => asset.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    const plain = await rawRequest(`${baseURL}${script}`, { "accept-encoding": "identity" });
    expect(plain.body.toString("utf8", 0, 29), script).toBe("//# allFunctionsCalledOnLoad\n");
  }
});

test("brotli is only sent when the browser accepts it, and a HEAD gets the headers alone", async ({ baseURL }) => {
  const script = (await articleAssets(baseURL!)).find((asset) => asset.endsWith(".js"))!;
  const refused = await rawRequest(`${baseURL}${script}`, { "accept-encoding": "br;q=0, gzip" });
  expect(refused.headers["content-encoding"]).toBe("gzip");
  const head = await rawRequest(`${baseURL}${script}`, { "accept-encoding": "br" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers["content-encoding"]).toBe("br");
  expect(head.body.length).toBe(0);
  const missing = await rawRequest(`${baseURL}/_next/static/chunks/no-such-chunk.js`, { "accept-encoding": "br" });
  expect(missing.status).toBe(404);
  expect(missing.headers["content-encoding"]).not.toBe("br");
});

test("Accept-Encoding is read as the HTTP spec says", () => {
  expect(acceptsBrotli("gzip, deflate, br")).toBe(true);
  expect(acceptsBrotli("BR;q=0.5")).toBe(true);
  expect(acceptsBrotli("br;q=0")).toBe(false);
  expect(acceptsBrotli("gzip, brotli")).toBe(false);
  expect(acceptsBrotli("")).toBe(false);
  expect(acceptsBrotli(undefined)).toBe(false);
});

test("pages preload the subset Roboto, which is what scripts/subset-font.ts makes from the npm package", async ({ baseURL }) => {
  // In the head of the cached page (a page from the cache carries no Link header); the URL carries the deployment id.
  const html = await (await fetch(`${baseURL}/`)).text();
  const fontUrl = /<link rel="preload" href="([^"]+\.woff2(?:\?dpl=[^"]*)?)" as="font"/.exec(html.slice(0, html.indexOf("</head>")))?.[1];
  expect(fontUrl).toBeTruthy();
  const served = Buffer.from(await (await fetch(`${baseURL}${fontUrl}`)).arrayBuffer());
  const committed = fs.readFileSync(SUBSET_FONT);
  expect(served.equals(committed)).toBe(true);
  expect((await subsetRoboto()).equals(committed)).toBe(true);
});

/**
 * The page as identity, brotli and gzip. A previous spec's changes may still be refreshing it: Next
 * answers the stale page while it renders the new one (and the server replays that answer for a
 * second), so one encoding can be read before the refresh and another after. The three count once
 * they and a plain read after them are one version; a mismatch that lasts fails the test.
 */
async function readSettled(url: string): Promise<Record<"plain" | "brotli" | "gzip", RawResponse>> {
  const decoded = (response: RawResponse) => {
    const encoding = response.headers["content-encoding"];
    return encoding === "br" ? brotliDecompressSync(response.body) : encoding === "gzip" ? gunzipSync(response.body) : response.body;
  };
  let settled: Record<"plain" | "brotli" | "gzip", RawResponse> | undefined;
  // One connection, so one process answers all four reads, and a query string of its own, so none is
  // a replay kept from before: with a PostgreSQL server each worker may keep its own render of the
  // page, byte-different (React's stream in another order), and a worker's replay of one encoding may
  // be the other worker's copy, read from the replays' shared folder (CI's PostgreSQL pass twice
  // showed two copies for longer than the wait). This test is about compression, not the copies.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const fresh = `${url}${url.includes("?") ? "&" : "?"}encodings=${Date.now()}`;
  const read = (encoding: string) => rawRequest(fresh, { "accept-encoding": encoding }, "GET", agent);
  try {
    await until(
      async () => {
        const plain = await read("identity");
        const brotli = await read("gzip, deflate, br, zstd");
        const gzip = await read("gzip");
        const after = await read("identity");
        if ([brotli, gzip, after].every((response) => decoded(response).equals(plain.body))) settled = { plain, brotli, gzip };
        return settled !== undefined;
      },
      9_000,
      `${url}: the identity, brotli and gzip reads showing one page`,
    );
  } finally {
    agent.destroy();
  }
  return settled!;
}

test("pages and API answers reach a browser as brotli, gzip for the others, and mean the same bytes", async ({ baseURL }) => {
  const [post] = (await (await fetch(`${baseURL}/api/posts?limit=1`)).json()) as { id: number }[];
  for (const path of [`/post/${post?.id}`, "/", "/api/posts?limit=20"]) {
    const { plain, brotli, gzip } = await readSettled(`${baseURL}${path}`);
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(brotli.headers["content-encoding"], path).toBe("br");
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    expect(brotli.headers.vary, path).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).equals(plain.body), path).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
    // HTML, with its repeated markup, is where brotli gains most.
    expect(brotli.body.length, path).toBeLessThan(gzip.body.length * (path.startsWith("/api/") ? 1 : 0.85));
  }
});

test("a page readers rush to is compressed again at brotli's highest quality: smaller, the same page", async ({ baseURL }) => {
  const [post] = (await (await fetch(`${baseURL}/api/posts?limit=1`)).json()) as { id: number }[];
  const asBrowser = { "accept-encoding": "gzip, deflate, br" };
  // One connection, so one process answers every request. With a PostgreSQL server there is a worker
  // per core, each with its own copy of the page and its own replay, and two workers' renders of one
  // page may stream React's payload in another order (CI's PostgreSQL pass: the same page, two ETags):
  // this test is about one process compressing its copy again.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const read = (url: string) => rawRequest(url, asBrowser, "GET", agent);
  // The previous specs' changes may still be refreshing the article (Next answers the stale copy
  // while it renders the new one): the burst starts once two reads a moment apart show one version.
  const article = `${baseURL}/post/${post?.id}`;
  await until(
    async () => {
      const before = await read(article);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const after = await read(article);
      return after.headers.etag === before.headers.etag && after.headers["x-nextjs-cache"] !== "STALE";
    },
    9_000,
    "the article showing one version",
  );
  // A query string of its own: a copy of the page no other test has rushed to.
  const url = `${article}?rush=${Date.now()}`;
  const first = await read(url);
  const html = brotliDecompressSync(first.body);
  let smallest = first;
  // A burst: more replays within the server's one-second memory of the page than it waits for.
  for (let burst = 0; burst < 20 && smallest.body.length >= first.body.length; burst += 1) {
    const answers = await Promise.all(Array.from({ length: 30 }, () => read(url)));
    for (const answer of answers) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.etag, answer.headers.etag === first.headers.etag ? undefined : difference(first, answer)).toBe(
        first.headers.etag,
      );
      // A replay is whole bytes and says how many.
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      if (answer.body.length < smallest.body.length) smallest = answer;
    }
  }
  agent.destroy();
  expect(Number(smallest.headers["content-length"])).toBe(smallest.body.length);
  expect(smallest.body.length).toBeLessThan(first.body.length * 0.95);
  expect(brotliDecompressSync(smallest.body).equals(html)).toBe(true);
});

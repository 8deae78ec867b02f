// Brotli for the server's responses. The client assets under /_next/static are hashed and
// immutable, so they are compressed once, with brotli at its highest quality (the JavaScript every
// reader downloads comes out about 15 % smaller than gzip), and served from those files to browsers
// that accept br. Everything else is compressed as it is sent (`compressResponses`, in libuv's
// thread pool, off the event loop), and the pages readers rush to are compressed again at the
// highest quality by the response cache (response-cache.ts).
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import { writeWholeSync } from "./bounded-folder";

const CONTENT_TYPES: Record<string, string> = { ".js": "application/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

export interface BrotliAsset {
  type: string;
  body: Buffer;
}
// Below this, a brotli copy saves less than a packet.
const MIN_BYTES = 1024;

function* assetFiles(directory: string): Generator<string> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(directory, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* assetFiles(full);
    else if (path.extname(entry.name) in CONTENT_TYPES) yield full;
  }
}

const highestQuality = (body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** Brotli at its highest quality: what every prepared asset is, and what bench:pages counts. */
export function compressBrotli(body: Buffer): Buffer {
  return zlib.brotliCompressSync(body, highestQuality(body));
}

/**
 * A brotli body compressed again at the highest quality, off the main thread (an article's 100 KB
 * of HTML takes about 90 ms at quality 11, against 1 ms at 5, for a body about 13 % smaller).
 */
export async function recompressBrotli(body: Buffer): Promise<Buffer> {
  const plain = await promisify(zlib.brotliDecompress)(body);
  return promisify(zlib.brotliCompress)(plain, highestQuality(plain));
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const compressAt = (quality: number) =>
  compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } } }) as unknown as Middleware;

// A page a browser navigates to is compressed at quality 10: an article's 119 KB of HTML comes out
// at 13.0 KB instead of 14.6 at quality 5, so that with its headers it fits the first round trip of
// a new connection (TCP's initial window, about 14.6 KB), which quality 5 just misses. It takes about
// 30 ms, in libuv's thread pool, not on the event loop; and a shared page is compressed once per
// second at most however many read it (the response cache replays it). But while this process is
// sending another page, quality 5 (about 1 ms): under a crawl of pages not rendered before, quality
// 10 took more CPU than the render itself and halved the rate (docs/decisions/0089). API answers and
// the router's fetches are compressed at quality 5 (a few hundred microseconds; they are small).
const compressPage = compressAt(10);
const compressAnswer = compressAt(5);

/** Pages this process is compressing now: more than none means renders are queueing for the CPU. */
let pagesInFlight = 0;
/** Navigations that got quality 5 because another page was being sent (response-cache.ts compresses them again). */
const hurried = new WeakSet<ServerResponse>();

/** Whether this navigation's page was compressed at quality 5 because the process was busy. */
export const compressedInHaste = (response: ServerResponse): boolean => hurried.has(response);
/** Whether a page Next rendered is being compressed now: the process has better to do than compress one again. */
export const sendingPages = (): boolean => pagesInFlight > 0;

/** Whether the request asks for a page to show (a browser's navigation), not for the router's RSC payload. */
export function isNavigation(request: IncomingMessage): boolean {
  return request.headers.accept?.includes("text/html") === true && request.headers.rsc === undefined;
}

/**
 * Compresses what Next sends (its own compression, gzip only, is off in next.config.mjs): brotli
 * for browsers that accept it, gzip otherwise.
 */
export function compressResponses(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  if (!isNavigation(request)) return compressAnswer(request, response, next);
  const busy = sendingPages();
  if (busy) hurried.add(response);
  const compress = busy ? compressAnswer : compressPage;
  pagesInFlight++;
  response.once("close", () => pagesInFlight--);
  compress(request, response, next);
}

/**
 * Writes `<asset>.br` beside every script and stylesheet of the build that lacks an up-to-date one,
 * and returns the URL path → brotli file map that `serveBrotliAsset` answers from.
 *
 * Several processes prepare one build at once (`npm start`'s workers, CI's servers on one checkout),
 * each writing the files it found missing: a file is written under another name and renamed, so that
 * none reads another's half-written file and sends its length with fewer bytes (a browser then
 * waits for the rest of a script forever).
 */
export function prepareBrotliAssets(root: string): Map<string, BrotliAsset> {
  const staticDir = path.join(root, ".next", "static");
  const assets = new Map<string, BrotliAsset>();
  for (const file of assetFiles(staticDir)) {
    const source = fs.statSync(file);
    if (source.size < MIN_BYTES) continue;
    const compressedFile = `${file}.br`;
    const existing = fs.statSync(compressedFile, { throwIfNoEntry: false });
    let body: Buffer;
    if (!existing || existing.mtimeMs < source.mtimeMs) {
      body = compressBrotli(fs.readFileSync(file));
      writeWholeSync(compressedFile, body);
    } else {
      body = fs.readFileSync(compressedFile);
    }
    const urlPath = `/_next/static/${path.relative(staticDir, file).split(path.sep).join("/")}`;
    // Kept in memory (about half a megabyte for the whole build): a page's scripts and stylesheets
    // leave in one write each, as soon as they are asked for.
    assets.set(urlPath, { type: CONTENT_TYPES[path.extname(file)]!, body });
  }
  return assets;
}

/** Whether an Accept-Encoding header admits br (present and not refused with q=0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  if (typeof header !== "string") return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";");
    if (coding?.trim().toLowerCase() !== "br") return false;
    const quality = params.map((param) => param.trim().match(/^q=([\d.]+)$/i)?.[1]).find(Boolean);
    return quality === undefined || Number(quality) > 0;
  });
}

/** Answers a GET or HEAD for a prepared asset with its brotli file; false when the request is not one. */
export function serveBrotliAsset(assets: Map<string, BrotliAsset>, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const asset = assets.get((request.url ?? "").split("?")[0] ?? "");
  if (!asset || !acceptsBrotli(request.headers["accept-encoding"])) return false;
  response.writeHead(200, {
    "Content-Type": asset.type,
    "Content-Encoding": "br",
    "Content-Length": asset.body.length,
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
  });
  response.end(request.method === "HEAD" ? undefined : asset.body);
  return true;
}

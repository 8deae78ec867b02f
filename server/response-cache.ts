// The server's memory of the public pages it has sent: readers of a page are answered from here,
// before Next's router is involved, with the very bytes Next produced for the same request
// (compressed as that reader's browser asked). What may be kept is decided by Next: only pages it
// served from its page cache (`Cache-Control: public, s-maxage=…`, see response-head.ts), and files
// it marked immutable (uploads, fonts), never a response that sets a cookie.
//
// How long: a page Next keeps for an hour or more (an article, a data page: they change only when
// something they show is revalidated) is kept until a revalidation, however many pages the archive
// has, within REPLAY_MEMORY_MB, least recently read out — a page read once is then answered without
// Next and without compressing it again. A page that refreshes on a timer (the lists) is kept a
// second, as nginx's `proxy_cache` with a one-second validity would (docs/decisions/0011).
//
// What ends it: each answer carries the tags of the page cache's entry it showed, and when that was
// made (the cache handler notes them on the request's render outcome). A revalidation in this
// process, or reaching it from another worker or node (cache-handler.ts), drops the answers that
// show one of its tags; an answer whose page is not known (an upload, a render the cache handler did
// not see) is dropped by any revalidation. Losing Redis, through which other nodes' revalidations
// arrive, empties it all.
//
// On one node (no REDIS_URL), long-lived pages are also kept on disk (replay-disk.ts), where every
// worker and the process after a restart find them on a miss in memory; a copy is served only if
// none of its tags was revalidated since it was made, by the same tag clock (docs/decisions/0088).
// Two workers that rendered one page at once both answer with the copy written there first.
//
// A page replayed often enough to be in a rush is compressed again with brotli at its highest
// quality, off the main thread, once per version of the page (its ETag): the article's HTML goes
// from 13 to under 12 KB, and the server's and its readers' bytes with it. So is a page first sent
// while the process was busy, at quality 5 (14.6 KB, past the first round trip: static-brotli.ts),
// once it is read again while no render is being sent; both within a tenth of the process's time
// (docs/decisions/0092).
import type { IncomingMessage, ServerResponse } from "node:http";
import { env } from "@/lib/config/env";
import type { PageVersion, RenderOutcome } from "@/lib/http/render-outcome";
import { bodyChunk } from "./body-chunk";
import { TagClock } from "./page-cache/entry";
import type { DiskReplay, ReplayDisk } from "./replay-disk";
import { acceptsBrotli, compressedInHaste, recompressBrotli, sendingPages } from "./static-brotli";

/** How long a page that refreshes on a timer is replayed before one request goes to Next for a fresh one. */
export const TTL_MS = 1000;
/** A page Next keeps this long or longer changes only by a revalidation: it is kept until then. */
const LONG_LIVED_SECONDS = 3600;
/** How long an immutable file (an upload, a font) is kept: its name changes when it does. */
const IMMUTABLE_TTL_MS = 60 * 60 * 1000;
/** A refresh that has not come back by then (an error, a slow render) lets the next request try. */
const REFRESH_TIMEOUT_MS = 5000;
/** Bodies larger than this are not kept. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** What an entry costs besides its body (its key and headers), counted against REPLAY_MEMORY_MB. */
const ENTRY_OVERHEAD_BYTES = 1024;
/**
 * Replays of one response within RUSH_WINDOW_MS after which its brotli body is compressed again at
 * the highest quality: a page in a rush. Quality 11 costs about 75–90 ms of CPU for an article;
 * counted over the page's whole life, a crawl or a long tail re-reading thousands of pages a few
 * times a second each would pay it for every one of them, in every worker (bench:longtail's re-read
 * pass spent most of its CPU there). A page compressed at quality 5 because the process was busy
 * is also compressed again when it is replayed while no render is being sent, however seldom: that
 * saves about 13 % of its bytes, not 2 %.
 */
const RECOMPRESS_AFTER = 20;
const RUSH_WINDOW_MS = 1000;
/**
 * Compressing again only saves bytes, so it may take at most this share of the process's time: one
 * at a time, and after one that took d ms the next waits d × (1 / share − 1). Without the bound, a
 * long tail re-read fast enough put most of its pages in a rush now and then, and quality 11 in the
 * thread pool took both cores (bench:longtail's re-read pass: 450–640 µs of CPU a request against
 * 70–100 for the hot article; docs/decisions/0091).
 */
const RECOMPRESS_SHARE = 0.1;

// The request headers a page response varies on (Next's `Vary`), besides Accept-Encoding, which
// is keyed by what the compression makes of it.
const VARY = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"];

const KEY = Symbol.for("basis-point.response-cache");

/** A response as sent (as its copy on disk has it), and how it is being replayed. */
interface Entry extends Omit<DiskReplay, "key" | "page" | "recompressed"> {
  refreshing: number;
  /** Replays since `rushSince`, a window of RUSH_WINDOW_MS. */
  replays: number;
  rushSince: number;
  /** Whether the body has been (or is being) compressed again at the highest quality. */
  recompressed: "no" | "pending" | "done";
  /** The page it shows (its tags, when it was made); undefined when not known: any revalidation drops it. */
  page: PageVersion | undefined;
  /** Whether a copy is kept on disk. */
  onDisk: boolean;
}

interface Store {
  /** In order of use: the least recently read first. */
  entries: Map<string, Entry>;
  /** Counts revalidations (and emptyings): an answer of unknown page recorded across one is not kept. */
  generation: number;
  /** Counts emptyings: nothing recorded across one is kept. */
  emptied: number;
  /** When each tag was last revalidated (as the page cache's clock): an answer made before is gone. */
  clock: TagClock;
  /** The copies on disk, on one node (openReplayDisk). */
  disk?: ReplayDisk;
  /** The kept entries' bytes (bodies and overhead). */
  bytes: number;
  /** REPLAY_MEMORY_MB: the least recently read go first beyond it. */
  maxBytes: number;
  /** When the next recompression may start (Infinity while one is under way): RECOMPRESS_SHARE. */
  recompressFrom: number;
}

/** One store per process, shared with the cache handler that empties it (a separate bundle: hence globalThis). */
function store(): Store {
  const holder = globalThis as typeof globalThis & { [KEY]?: Store };
  holder[KEY] ??= {
    entries: new Map(),
    generation: 0,
    emptied: 0,
    clock: new TagClock(),
    bytes: 0,
    maxBytes: env().REPLAY_MEMORY_MB * 1024 * 1024,
    recompressFrom: 0,
  };
  return holder[KEY];
}

/** Forgets every response kept in memory: revalidations made elsewhere may have been missed (Redis lost). */
export function clearResponseCache(): void {
  const current = store();
  current.entries.clear();
  current.bytes = 0;
  current.generation += 1;
  current.emptied += 1;
}

/** Tags revalidated (tag → ms): the answers showing one of them, or an unknown page, are forgotten. */
export function revalidateReplays(tags: Record<string, number>): void {
  const current = store();
  current.clock.merge(tags);
  current.generation += 1;
  for (const [key, entry] of current.entries) if (!usable(current, entry.page)) forget(current, key);
}

/**
 * Keeps long-lived pages on disk too, from now on (one node: main.ts at start). `revalidated` is the
 * tag clock as it stands on disk (the revalidations made before this process started).
 */
export function openReplayDisk(disk: ReplayDisk, revalidated: Record<string, number>): void {
  const current = store();
  current.disk = disk;
  current.clock = new TagClock();
  current.clock.merge(revalidated);
}

/**
 * Waits, at most `withinMs`, for the copies queued so far to reach the disk (main.ts, before the
 * process exits): a page answered just before a restart is read from disk after it, and a stuck disk
 * does not hold the stop. Whether they all did.
 */
export async function flushReplayDisk(withinMs: number): Promise<boolean> {
  const { disk } = store();
  if (!disk) return true;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, withinMs, false)));
  try {
    return await Promise.race([disk.idle().then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether an answer showing this page may still be replayed. */
function usable(current: Store, page: Entry["page"]): page is NonNullable<Entry["page"]> {
  return page !== undefined && !current.clock.expired(page.tags, page.madeAt, page.asOf);
}

/** Keeps an entry in memory, the least recently read going first beyond REPLAY_MEMORY_MB. */
function keep(current: Store, key: string, entry: Entry): void {
  forget(current, key);
  const { entries } = current;
  for (
    let oldest = entries.keys().next().value;
    oldest !== undefined && current.bytes + entry.body.length + ENTRY_OVERHEAD_BYTES > current.maxBytes;
    oldest = entries.keys().next().value
  ) {
    forget(current, oldest);
  }
  entries.set(key, entry);
  current.bytes += entry.body.length + ENTRY_OVERHEAD_BYTES;
}

function forget(current: Store, key: string): void {
  const entry = current.entries.get(key);
  if (!entry) return;
  current.bytes -= entry.body.length + ENTRY_OVERHEAD_BYTES;
  current.entries.delete(key);
}

/**
 * Every browser that accepts brotli shares one copy (its body is brotli, or not compressed);
 * other Accept-Encoding headers are kept apart as sent.
 */
function encodingKey(request: IncomingMessage): string {
  const header = request.headers["accept-encoding"];
  return acceptsBrotli(header) ? "br" : (header ?? "");
}

function keyOf(request: IncomingMessage): string {
  let key = `${request.url ?? ""}\n${encodingKey(request)}`;
  for (const name of VARY) key += `\n${request.headers[name] ?? ""}`;
  return key;
}

/** The copy of an entry written to disk (only entries whose page is known are). */
function diskCopy(key: string, entry: Entry & { page: NonNullable<Entry["page"]> }): DiskReplay {
  const { status, headers, body, etag, keptAt, expires, page, hurried } = entry;
  return { key, status, headers, body, etag, keptAt, expires, page, hurried, recompressed: entry.recompressed === "done" };
}

/**
 * Compresses a kept brotli body again at the highest quality, and swaps it in (on disk too) if still
 * kept; no other starts until RECOMPRESS_SHARE allows.
 */
function recompress(current: Store, key: string, entry: Entry): void {
  entry.recompressed = "pending";
  const started = Date.now();
  current.recompressFrom = Infinity;
  const done = () => {
    const finished = Date.now();
    current.recompressFrom = finished + (finished - started) * (1 / RECOMPRESS_SHARE - 1);
  };
  recompressBrotli(entry.body).then(
    (body) => {
      done();
      const kept = current.entries.get(key) === entry;
      if (kept) current.bytes += body.length - entry.body.length;
      entry.body = body;
      entry.recompressed = "done";
      if (kept && entry.onDisk && usable(current, entry.page)) current.disk?.write(diskCopy(key, { ...entry, page: entry.page }));
    },
    (error: unknown) => {
      done();
      console.error("[response-cache] recompressing failed:", error);
    },
  );
}

/** Answers with a kept entry; false when it is due for a refresh and this request must fetch it. */
function answer(current: Store, key: string, entry: Entry, request: IncomingMessage, response: ServerResponse): boolean {
  const now = Date.now();
  if (entry.expires <= now && entry.refreshing <= now - REFRESH_TIMEOUT_MS) {
    entry.refreshing = now;
    return false;
  }
  // The most recently read goes last: eviction takes the pages nobody reads any more.
  current.entries.delete(key);
  current.entries.set(key, entry);
  const age = String(Math.floor((now - entry.keptAt) / 1000));
  if (entry.etag && request.headers["if-none-match"] === entry.etag) {
    response.writeHead(304, { ETag: entry.etag, "Cache-Control": entry.headers["cache-control"], Age: age });
    response.end();
    return true;
  }
  response.writeHead(entry.status, { ...entry.headers, age, "content-length": String(entry.body.length) });
  response.end(request.method === "HEAD" ? undefined : entry.body);
  if (now - entry.rushSince > RUSH_WINDOW_MS) {
    entry.rushSince = now;
    entry.replays = 0;
  }
  entry.replays += 1;
  // A rush, whatever else the process is doing; or a page first sent in haste, read again while no
  // render is being sent.
  const due = entry.replays >= RECOMPRESS_AFTER || (entry.hurried && !sendingPages());
  if (due && entry.recompressed === "no" && entry.headers["content-encoding"] === "br" && now >= current.recompressFrom)
    recompress(current, key, entry);
  return true;
}

/** Whether a copy on disk shows its page as it is: none of its page's tags revalidated since, not past its lifetime. */
function currentCopy(current: Store, copy: DiskReplay): boolean {
  return copy.expires > Date.now() && usable(current, copy.page);
}

/** A copy on disk still current, now kept in memory. */
async function fromDisk(current: Store, disk: ReplayDisk, key: string): Promise<Entry | undefined> {
  const copy = await disk.read(key);
  if (!copy) return undefined;
  // Checked after the read: a revalidation may have come meanwhile.
  if (!currentCopy(current, copy)) {
    disk.forget(copy);
    return undefined;
  }
  const kept = current.entries.get(key);
  if (kept) return kept;
  const entry = entryOf(copy);
  keep(current, key, entry);
  return entry;
}

/** A copy on disk as an entry of this process's memory. */
function entryOf(copy: DiskReplay): Entry {
  const { key: _key, recompressed, ...sent } = copy;
  return { ...sent, refreshing: 0, replays: 0, rushSince: 0, recompressed: recompressed ? "done" : "no", onDisk: true };
}

/**
 * Writes a long-lived page's copy to disk, unless another worker wrote one of the same version of
 * the page first (both rendered it at once: a page read in a rush just after a revalidation, say):
 * this process then answers with that copy from now on. Two renders of one version can differ byte
 * for byte (React writes the parts of a page as they resolve), and a browser's If-None-Match would
 * get the whole page again from the worker that kept the other; now every worker sends the same
 * bytes and ETag. A copy made before a revalidation this process has not heard of yet is dropped
 * when it does hear of it, as every copy is.
 */
function keepOnDisk(current: Store, disk: ReplayDisk, key: string, entry: Entry, page: PageVersion): void {
  // Only a copy with an ETag can stand in for this one: a browser's If-None-Match needs it.
  const sameVersion = (copy: DiskReplay) => copy.etag !== undefined && currentCopy(current, copy);
  void disk.writeFirst(diskCopy(key, { ...entry, page }), sameVersion).then((first) => {
    if (first && first.etag !== entry.etag && current.entries.get(key) === entry) keep(current, key, entryOf(first));
  });
}

/**
 * Answers the request from a kept response; false when the caller must hand it to Next (a promise
 * of it when the copy is looked for on disk). Once a response is older than TTL_MS, the first request
 * after goes to Next for a fresh one while the others are still answered from the old (as nginx's
 * `proxy_cache_use_stale updating`): a rush on one page costs Next one request a second, never one
 * per waiting reader.
 */
export function replayResponse(request: IncomingMessage, response: ServerResponse): boolean | Promise<boolean> {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const current = store();
  const key = keyOf(request);
  const entry = current.entries.get(key);
  if (entry) return answer(current, key, entry, request, response);
  const { disk } = current;
  if (!disk) return false;
  return fromDisk(current, disk, key)
    .then((found) => found !== undefined && answer(current, key, found, request, response))
    .catch((error: unknown) => {
      console.error("[response-cache] reading from disk failed:", error instanceof Error ? error.message : error);
      return false;
    });
}

/** How long this response may be replayed: 0 when it may not be. */
function keepFor(request: IncomingMessage, response: ServerResponse): number {
  if (request.method !== "GET" || (response.statusCode !== 200 && response.statusCode !== 404) || response.hasHeader("set-cookie"))
    return 0;
  // A browser that asked for brotli but got gzip (it preferred gzip by its q-values): the copy
  // shared by every brotli browser must be one each of them accepts.
  const encoding = response.getHeader("content-encoding");
  if (encodingKey(request) === "br" && encoding !== undefined && encoding !== "br") return 0;
  const cacheControl = response.getHeader("cache-control");
  if (typeof cacheControl !== "string" || !cacheControl.startsWith("public, ")) return 0;
  if (cacheControl.startsWith("public, s-maxage=")) {
    const seconds = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    // A stale copy (Next renders a fresh one behind it) and a not-found page are kept a second only.
    const longLived = seconds >= LONG_LIVED_SECONDS && response.statusCode === 200 && response.getHeader("x-nextjs-cache") !== "STALE";
    return longLived ? seconds * 1000 : TTL_MS;
  }
  return response.statusCode === 200 && /\bimmutable\b/.test(cacheControl) ? IMMUTABLE_TTL_MS : 0;
}

/**
 * Collects what Next writes for this request and keeps it once the response has finished, if Next
 * marked it as a shared page, with the page its render outcome names (long-lived ones on disk too).
 * Call before handing the request to Next.
 */
export function recordResponse(request: IncomingMessage, response: ServerResponse, outcome: RenderOutcome = {}): void {
  if (request.method !== "GET") return;
  const current = store();
  const { generation, emptied } = current;
  const chunks: Buffer[] = [];
  let size = 0;
  const write = response.write as (this: ServerResponse, ...args: unknown[]) => boolean;
  const end = response.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_BODY_BYTES) return;
    const buffer = bodyChunk(chunk, encoding);
    size += buffer.length;
    chunks.push(buffer);
  };
  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  } as ServerResponse["write"];
  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    return end.call(this, chunk, encoding, callback);
  } as ServerResponse["end"];
  response.once("finish", () => {
    const keepMs = keepFor(request, response);
    if (size > MAX_BODY_BYTES || keepMs === 0 || current.emptied !== emptied) return;
    // A page of no tags would outlive every revalidation: treated as not known.
    const page = outcome.page?.tags.length ? outcome.page : undefined;
    // Revalidated while it was written: possibly what was just replaced.
    if (page ? !usable(current, page) : current.generation !== generation) return;
    const headers = { ...response.getHeaders() };
    for (const name of ["date", "connection", "keep-alive", "content-length", "transfer-encoding"]) delete headers[name];
    const key = keyOf(request);
    const etag = response.getHeader("etag");
    const previous = current.entries.get(key);
    // Readers who arrived while a page rendered share that render, and Next tells the cache handler
    // only of the first one's: the others' answers do not know their page. One of them does not
    // replace a kept answer that knows its page, still current (this render's first, or the copy
    // another worker wrote first and this process now answers with: keepOnDisk).
    if (!page && previous && previous.expires > Date.now() && usable(current, previous.page)) return;
    // The same version of the page as the copy it replaces: keep that copy's better compression.
    const sameVersion = previous?.recompressed === "done" && typeof etag === "string" && previous.etag === etag;
    const now = Date.now();
    const entry: Entry = {
      status: response.statusCode,
      headers,
      body: sameVersion ? previous.body : Buffer.concat(chunks),
      etag: typeof etag === "string" ? etag : undefined,
      keptAt: now,
      expires: now + keepMs,
      refreshing: 0,
      replays: 0,
      rushSince: 0,
      recompressed: sameVersion ? "done" : "no",
      // Long-lived pages only: a list refreshed every second is not worth 75–90 ms a second.
      hurried: !sameVersion && keepMs >= LONG_LIVED_SECONDS * 1000 && compressedInHaste(response),
      page,
      // Long-lived pages of known tags only: a copy on disk must be checked against the tag clock.
      onDisk:
        current.disk !== undefined &&
        page !== undefined &&
        keepMs >= LONG_LIVED_SECONDS * 1000 &&
        String(response.getHeader("cache-control")).startsWith("public, s-maxage="),
    };
    keep(current, key, entry);
    if (entry.onDisk && page && current.disk) keepOnDisk(current, current.disk, key, entry, page);
  });
}

// The replay's copies on disk, on one node (no REDIS_URL): files under DATA_DIR/replay/{deployment}/
// holding a long-lived page as it was sent — status, headers, compressed body — with its tags and
// when it was made. Every worker of `npm start` reads them on a miss in its memory, and so does the
// process after a restart: a page read once is then answered without Next rendering or compressing
// it again (docs/decisions/0088). Whether a copy may still be served is for the caller to decide,
// against the tag clock (response-cache.ts); a copy it rejects is deleted.
//
// Writes and deletions run one after another behind the requests, never on their path. The folder
// is bounded (REPLAY_DISK_MB): when what this process counts in it (as it last listed it, and what
// it wrote since) goes over, it lists the folder again and deletes the least recently read files (a
// read touches its file) until it is back under nine tenths — the whole folder, whichever worker
// wrote it, so several workers overshoot it by what the others wrote since, at most.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import type { OutgoingHttpHeaders } from "node:http";
import type { PageVersion } from "@/lib/http/render-outcome";
import { temporaryOf } from "./page-cache/disk-tier";

/** One page as sent, and what decides whether it may still be. */
export interface DiskReplay {
  /** The replay's key (URL, encoding, router headers): checked on reading, the file name being its hash. */
  key: string;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  /** When it was sent by Next: a replay says its Age, as every HTTP cache does. */
  keptAt: number;
  expires: number;
  /** The page's tags and when it was made: a revalidation of one of them since makes the copy unusable. */
  page: PageVersion;
  /** Whether the body was compressed again at brotli's highest quality (not to be done twice). */
  recompressed: boolean;
  /** Whether it was compressed at quality 5 while the process was busy: compressed again once read again. */
  hurried: boolean;
}

export interface ReplayDisk {
  read(key: string): Promise<DiskReplay | undefined>;
  /** Queues the copy's writing (replacing the key's previous copy). */
  write(replay: DiskReplay): void;
  /** Queues the key's deletion. */
  forget(key: string): void;
  /** Resolves once what was queued so far is done. */
  idle(): Promise<void>;
}

export function replayDisk(directory: string, maxBytes: number): ReplayDisk {
  fs.mkdirSync(directory, { recursive: true });
  const fileOf = (key: string) => path.join(directory, `${createHash("sha256").update(key).digest("hex")}.bin`);
  let queue: Promise<void> = Promise.resolve();
  /** The folder's bytes as this process last listed them, and what it wrote since. */
  let counted = 0;
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => console.error("[replay] disk:", error instanceof Error ? error.message : error));
  };

  /** Deletes the least recently read files until the folder is under nine tenths of its bound. */
  const sweep = async () => {
    const files: { file: string; size: number; usedAt: number }[] = [];
    for (const name of await fs.promises.readdir(directory)) {
      const file = path.join(directory, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat) continue;
      if (name.endsWith(".bin")) files.push({ file, size: stat.size, usedAt: stat.mtimeMs });
      // A write a stopped process left unfinished.
      else if (stat.mtimeMs < Date.now() - 60_000) await fs.promises.rm(file, { force: true });
    }
    counted = files.reduce((sum, { size }) => sum + size, 0);
    if (counted <= maxBytes) return;
    files.sort((a, b) => a.usedAt - b.usedAt);
    for (const { file, size } of files) {
      if (counted <= maxBytes * 0.9) break;
      await fs.promises.rm(file, { force: true });
      counted -= size;
    }
  };
  // What the previous process left may be over a bound lowered since.
  enqueue(sweep);

  return {
    async read(key) {
      const file = fileOf(key);
      const bytes = await fs.promises.readFile(file).catch(() => undefined);
      if (!bytes) return undefined;
      try {
        const replay = v8.deserialize(bytes) as DiskReplay;
        if (replay.key !== key) return undefined;
        // Read now: the last to be deleted when the folder is full.
        enqueue(() => {
          const now = new Date();
          return fs.promises.utimes(file, now, now).catch(() => undefined);
        });
        return replay;
      } catch {
        return undefined;
      }
    },
    write(replay) {
      enqueue(async () => {
        const bytes = v8.serialize(replay);
        if (bytes.length > maxBytes) return;
        const file = fileOf(replay.key);
        const temporary = temporaryOf(file);
        await fs.promises.writeFile(temporary, bytes);
        await fs.promises.rename(temporary, file);
        counted += bytes.length;
        if (counted > maxBytes) await sweep();
      });
    },
    forget(key) {
      enqueue(() => fs.promises.rm(fileOf(key), { force: true }));
    },
    idle: () => queue,
  };
}

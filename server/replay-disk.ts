// The replay's copies on disk, on one node (no REDIS_URL): files under DATA_DIR/replay/{deployment}/
// holding a long-lived page as it was sent — status, headers, compressed body — with its tags and
// when it was made. Every worker of `npm start` reads them on a miss in its memory, and so does the
// process after a restart: a page read once is then answered without Next rendering or compressing
// it again (docs/decisions/0088). Whether a copy may still be served is for the caller to decide,
// against the tag clock (response-cache.ts); a copy it rejects is deleted.
//
// Writes and deletions run one after another behind the requests, never on their path. The folder
// is bounded (REPLAY_DISK_MB), the least recently read out (bounded-folder.ts).
import v8 from "node:v8";
import type { OutgoingHttpHeaders } from "node:http";
import type { PageVersion } from "@/lib/http/render-outcome";
import { boundedFolder } from "./bounded-folder";

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
  /**
   * Queues the copy's writing unless the key's copy on disk is one `current` accepts (another
   * worker's answer showing the same version of the page): resolves with that copy then, else with
   * undefined once written.
   */
  writeFirst(replay: DiskReplay, current: (copy: DiskReplay) => boolean): Promise<DiskReplay | undefined>;
  /**
   * Queues the deletion of a copy found out of date, unless another worker has replaced it since:
   * its render of the page's new version, which every worker should answer with.
   */
  forget(stale: DiskReplay): void;
  /** Resolves once what was queued so far is done. */
  idle(): Promise<void>;
}

export function replayDisk(directory: string, maxBytes: number): ReplayDisk {
  const folder = boundedFolder(directory, maxBytes, "replay");
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => console.error("[replay] disk:", error instanceof Error ? error.message : error));
  };

  const read = async (key: string) => {
    const bytes = await folder.read(key);
    if (!bytes) return undefined;
    try {
      const replay = v8.deserialize(bytes) as DiskReplay;
      return replay.key === key ? replay : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    read,
    write(replay) {
      enqueue(() => folder.write(replay.key, v8.serialize(replay)));
    },
    writeFirst(replay, current) {
      return new Promise((resolve) => {
        enqueue(async () => {
          let first: DiskReplay | undefined;
          try {
            const bytes = v8.serialize(replay);
            first = await read(replay.key);
            // No copy yet: created unless another worker's lands first, to be read then.
            if (!first && (await folder.create(replay.key, bytes))) return;
            first ??= await read(replay.key);
            if (first && current(first)) return;
            first = undefined;
            await folder.write(replay.key, bytes);
          } finally {
            resolve(first);
          }
        });
      });
    },
    forget(stale) {
      enqueue(async () => {
        const now = await read(stale.key);
        if (now?.keptAt === stale.keptAt && now.etag === stale.etag) await folder.remove(stale.key);
      });
    },
    async idle() {
      await queue;
      await folder.idle();
    },
  };
}

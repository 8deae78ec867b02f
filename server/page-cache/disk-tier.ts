// The page cache's second tier on one machine: files under DATA_DIR/page-cache/{deployment}/, which
// outlive the process. The tag clock is kept beside them (tags.json), so a page revalidated before a
// restart is not served after it. Workers of one `npm start` (node:cluster) share the folder and
// tell each other their revalidations through the primary process (server/cluster.ts).
import fs from "node:fs";
import path from "node:path";
import { boundedFolder, writeWholeSync } from "../bounded-folder";
import type { SecondTier } from "./second-tier";

/** The message a worker sends (and the primary relays to the others) when tags were revalidated. */
export const WORKER_REVALIDATION = "basis-point:page-cache-revalidation";

export interface WorkerRevalidation {
  type: typeof WORKER_REVALIDATION;
  tags: Record<string, number>;
}

/** The tag clock's file in a deployment's folder. */
const TAGS_FILE = "tags.json";

/**
 * DATA_DIR/{what}/{deployment}/, made if need be; another deployment's folders beside it are removed:
 * what they hold was made by other code, and is never read.
 */
export function deploymentFolder(root: string, deploymentId: string): string {
  fs.mkdirSync(root, { recursive: true });
  for (const other of fs.readdirSync(root)) {
    if (other !== deploymentId) fs.rmSync(path.join(root, other), { recursive: true, force: true });
  }
  return path.join(root, deploymentId);
}

/** The revalidations recorded in a deployment's folder (tag → ms): those made before this process started too. */
export function revalidationsOnDisk(directory: string): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(path.join(directory, TAGS_FILE), "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Calls `listener` with the revalidations other workers of this `npm start` make (relayed by the primary). */
export function onWorkerRevalidation(listener: (tags: Record<string, number>) => void): void {
  process.on("message", (message: Partial<WorkerRevalidation>) => {
    if (message?.type === WORKER_REVALIDATION && message.tags) listener(message.tags);
  });
}

/**
 * The folder tier: its entries within `maxBytes` (PAGE_CACHE_DISK_MB), the least recently read out,
 * so an archive larger than the disk allows keeps the pages read most recently.
 */
export function diskTier(
  root: string,
  deploymentId: string,
  maxBytes: number,
  onRevalidated: (tags: Record<string, number>) => void,
): SecondTier {
  const directory = deploymentFolder(root, deploymentId);
  const entries = boundedFolder(path.join(directory, "entries"), maxBytes, "page-cache");
  const tagsFile = path.join(directory, TAGS_FILE);
  const readTags = () => revalidationsOnDisk(directory);
  onRevalidated(readTags());
  onWorkerRevalidation(onRevalidated);

  return {
    name: `disk (${directory})`,
    trusted: () => true,
    read: (key) => entries.read(key),
    write: (key, bytes) => entries.write(key, bytes),
    async revalidate(tags) {
      // Merged with what other workers wrote, so one worker's write does not undo another's.
      const merged = readTags();
      for (const [tag, at] of Object.entries(tags)) merged[tag] = Math.max(merged[tag] ?? 0, at);
      writeWholeSync(tagsFile, JSON.stringify(merged));
      process.send?.({ type: WORKER_REVALIDATION, tags } satisfies WorkerRevalidation);
    },
  };
}

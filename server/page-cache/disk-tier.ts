// The page cache's second tier on one machine: files under DATA_DIR/page-cache/{deployment}/, which
// outlive the process. The tag clock is kept beside them (tags.json), so a page revalidated before a
// restart is not served after it. Workers of one `npm start` (node:cluster) share the folder and
// tell each other their revalidations through the primary process (server/cluster.ts).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SecondTier } from "./second-tier";

/** The message a worker sends (and the primary relays to the others) when tags were revalidated. */
export const WORKER_REVALIDATION = "basis-point:page-cache-revalidation";

export interface WorkerRevalidation {
  type: typeof WORKER_REVALIDATION;
  tags: Record<string, number>;
}

/** A file written under another name and renamed: a reader sees the whole of it or nothing. */
export const temporaryOf = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
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

export function diskTier(root: string, deploymentId: string, onRevalidated: (tags: Record<string, number>) => void): SecondTier {
  const directory = deploymentFolder(root, deploymentId);
  const entries = path.join(directory, "entries");
  const tagsFile = path.join(directory, TAGS_FILE);
  fs.mkdirSync(entries, { recursive: true });
  const fileOf = (key: string) => path.join(entries, `${createHash("sha256").update(key).digest("hex")}.bin`);
  const readTags = () => revalidationsOnDisk(directory);
  onRevalidated(readTags());
  onWorkerRevalidation(onRevalidated);

  return {
    name: `disk (${directory})`,
    trusted: () => true,
    async read(key) {
      return fs.promises.readFile(fileOf(key)).catch(() => undefined);
    },
    async write(key, bytes) {
      const file = fileOf(key);
      const temporary = temporaryOf(file);
      await fs.promises.writeFile(temporary, bytes);
      await fs.promises.rename(temporary, file);
    },
    async revalidate(tags) {
      // Merged with what other workers wrote, so one worker's write does not undo another's.
      const merged = readTags();
      for (const [tag, at] of Object.entries(tags)) merged[tag] = Math.max(merged[tag] ?? 0, at);
      const temporary = temporaryOf(tagsFile);
      fs.writeFileSync(temporary, JSON.stringify(merged));
      fs.renameSync(temporary, tagsFile);
      process.send?.({ type: WORKER_REVALIDATION, tags } satisfies WorkerRevalidation);
    },
  };
}

// A folder of files kept within a bound in bytes, the least recently read deleted first: the page
// cache's disk tier (page-cache/disk-tier.ts) and the replay's copies on disk (replay-disk.ts). A file
// is named by the hash of its key and written under another name, then renamed: a reader sees all of
// it or nothing.
//
// What a process counts in the folder is what it found when it last listed it, plus what it wrote
// since. When that goes over the bound, it lists the folder again and deletes the least recently
// read files (a read touches its file) until the folder is back under nine tenths. That is the whole
// folder, whichever worker wrote it, so several workers overshoot the bound by what the others wrote
// since, at most. Listing and deleting run behind the writes, never on a request's path.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The name a file is written under before it is renamed to its own. */
const temporaryOf = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;

/** Writes a file under another name and renames it: a process reading it meanwhile, this one or another, sees all of it or nothing. */
export function writeWholeSync(file: string, data: string | Buffer): void {
  const temporary = temporaryOf(file);
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/** A write a stopped process left unfinished is deleted once it is this old. */
const UNFINISHED_MS = 60_000;

export interface BoundedFolder {
  /** The key's bytes, or undefined; a read makes the file the last to be deleted. */
  read(key: string): Promise<Buffer | undefined>;
  /** Writes the key's file (replacing it); nothing larger than the whole bound is written. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** Writes the key's file unless there is one: false when another process's came first (or it is too large). */
  create(key: string, bytes: Buffer): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Resolves once the touches and the deleting under way are done. */
  idle(): Promise<void>;
}

export function boundedFolder(directory: string, maxBytes: number, label: string): BoundedFolder {
  fs.mkdirSync(directory, { recursive: true });
  const fileOf = (key: string) => path.join(directory, `${createHash("sha256").update(key).digest("hex")}.bin`);
  /** The folder's bytes as this process last listed them, and what it wrote since. */
  let counted = 0;
  let sweeping: Promise<void> | undefined;
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) => console.error(`[${label}] disk:`, error instanceof Error ? error.message : error));
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  };

  /** Deletes the least recently read files until the folder is under nine tenths of its bound. */
  const sweep = async () => {
    const files: { file: string; size: number; usedAt: number }[] = [];
    for (const name of await fs.promises.readdir(directory)) {
      const file = path.join(directory, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat) continue;
      if (name.endsWith(".bin")) files.push({ file, size: stat.size, usedAt: stat.mtimeMs });
      else if (stat.mtimeMs < Date.now() - UNFINISHED_MS) await fs.promises.rm(file, { force: true });
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
  const startSweep = () => {
    sweeping ??= sweep().finally(() => (sweeping = undefined));
    track(sweeping);
  };
  const written = (bytes: number) => {
    counted += bytes;
    if (counted > maxBytes) startSweep();
  };
  // What a previous process left may be over a bound lowered since.
  startSweep();

  return {
    async read(key) {
      const file = fileOf(key);
      const bytes = await fs.promises.readFile(file).catch(() => undefined);
      if (bytes) {
        const now = new Date();
        track(fs.promises.utimes(file, now, now).catch(() => undefined));
      }
      return bytes;
    },
    async write(key, bytes) {
      if (bytes.length > maxBytes) return;
      const file = fileOf(key);
      const temporary = temporaryOf(file);
      await fs.promises.writeFile(temporary, bytes);
      await fs.promises.rename(temporary, file);
      written(bytes.length);
    },
    async create(key, bytes) {
      if (bytes.length > maxBytes) return false;
      const file = fileOf(key);
      const temporary = temporaryOf(file);
      await fs.promises.writeFile(temporary, bytes);
      try {
        // A link, unlike a rename, fails when the name is taken: of two processes, one wins.
        await fs.promises.link(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
        throw error;
      } finally {
        await fs.promises.rm(temporary, { force: true });
      }
      written(bytes.length);
      return true;
    },
    remove: (key) => fs.promises.rm(fileOf(key), { force: true }),
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

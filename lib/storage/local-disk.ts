import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { storedContentType } from "./names";
import type { FileStorage, StoredFile } from "./types";

/** Files in one folder on this machine's disk (DATA_DIR/uploads): the default backend. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(directory: string) {
    this.root = path.resolve(directory);
  }

  /** The file's path, or undefined for a name the rules refuse or one that would leave the folder. */
  private pathOf(name: string): string | undefined {
    if (!storedContentType(name)) return undefined;
    const file = path.resolve(this.root, name);
    return path.dirname(file) === this.root ? file : undefined;
  }

  async put(name: string, body: Uint8Array | Readable, contentType: string): Promise<void> {
    const file = this.pathOf(name);
    if (!file || storedContentType(name) !== contentType) throw new Error(`Refusing to store ${JSON.stringify(name)} as ${contentType}`);
    await fs.mkdir(this.root, { recursive: true });
    // Written beside it under a hidden name (never served: names.ts refuses a leading dot) and
    // renamed into place, so a reader gets the old file or the whole new one.
    const temporary = path.join(this.root, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await fs.writeFile(temporary, body, { flag: "wx" });
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const file = this.pathOf(name);
    const contentType = storedContentType(name);
    if (!file || !contentType) return undefined;
    let handle: fs.FileHandle | undefined;
    try {
      // Opened first and measured through the same handle: the size always matches the bytes sent.
      handle = await fs.open(file, "r");
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      const stream = createReadStream("", { fd: handle, autoClose: true });
      return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, contentType, size: stat.size, modifiedAt: stat.mtime };
    } catch {
      await handle?.close().catch(() => undefined);
      return undefined;
    }
  }

  async exists(name: string): Promise<boolean> {
    const file = this.pathOf(name);
    if (!file) return false;
    try {
      return (await fs.stat(file)).isFile();
    } catch {
      return false;
    }
  }

  async delete(name: string): Promise<void> {
    const file = this.pathOf(name);
    if (file) await fs.rm(file, { force: true });
  }
}

import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/config/env";

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

// A flat name: letters, digits, dot, dash, underscore; no leading dot, no separators.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export interface UploadFile {
  body: Buffer;
  contentType: string;
  modifiedAt: Date;
}

/** The content type of a name that may be an upload: a plain image file name, else undefined. */
export function uploadContentType(name: string): string | undefined {
  if (!SAFE_NAME.test(name) || name.includes("..")) return undefined;
  return CONTENT_TYPES[path.extname(name).toLowerCase()];
}

/**
 * Reads an uploaded image by file name. Anything that is not a plain image file name directly
 * inside `uploadsDir` (traversal, hidden files, other types) is reported as absent.
 */
export async function readUpload(uploadsDir: string, name: string): Promise<UploadFile | undefined> {
  const contentType = uploadContentType(name);
  if (!contentType) return undefined;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, name);
  if (path.dirname(file) !== root) return undefined;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return undefined;
    return { body: await fs.readFile(file), contentType, modifiedAt: stat.mtime };
  } catch {
    return undefined;
  }
}

/** Where uploaded (and generated demo) images live: DATA_DIR/uploads. */
export function uploadsDirectory(): string {
  return path.join(env().dataDir, "uploads");
}

/**
 * Where uploads are kept: a folder on this node's disk (one node), or an S3-compatible bucket every
 * node shares (S3_BUCKET; lib/uploads/s3.ts). Names are flat image file names (uploadContentType).
 */
export interface UploadStore {
  read(name: string): Promise<UploadFile | undefined>;
  /** Stores a file; `exclusive` refuses to replace one of the same name where the store can tell. */
  write(name: string, body: Uint8Array | string, options?: { exclusive?: boolean }): Promise<void>;
  /** Deletes a file; an absent one is not an error. */
  remove(name: string): Promise<void>;
  /** The names present. */
  list(): Promise<Set<string>>;
}

/** The store over a folder (DATA_DIR/uploads on a single node). */
export function diskStore(uploadsDir: string): UploadStore {
  return {
    read: (name) => readUpload(uploadsDir, name),
    async write(name, body, { exclusive = false } = {}) {
      await fs.mkdir(uploadsDir, { recursive: true });
      await fs.writeFile(path.join(uploadsDir, name), body, { flag: exclusive ? "wx" : "w" });
    },
    remove: (name) => fs.rm(path.join(uploadsDir, name), { force: true }),
    async list() {
      await fs.mkdir(uploadsDir, { recursive: true });
      return new Set(await fs.readdir(uploadsDir));
    },
  };
}

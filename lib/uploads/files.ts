import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/config/env";
import { NotFoundError } from "@/lib/errors";
import { UPLOAD_ERRORS } from "./messages";

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

/**
 * Reads an uploaded image by file name. Anything that is not a plain image file name directly
 * inside `uploadsDir` (traversal, hidden files, other types) is reported as absent.
 */
export async function readUpload(uploadsDir: string, name: string): Promise<UploadFile | undefined> {
  if (!SAFE_NAME.test(name) || name.includes("..")) return undefined;
  const contentType = CONTENT_TYPES[path.extname(name).toLowerCase()];
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

/** Like readUpload, for a caller that needs the file: anything readUpload reports absent is a NotFoundError. */
export async function requireUpload(uploadsDir: string, name: string): Promise<UploadFile> {
  const file = await readUpload(uploadsDir, name);
  if (!file) throw new NotFoundError(UPLOAD_ERRORS.notFound);
  return file;
}

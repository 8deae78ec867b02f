import "server-only";
import path from "node:path";
import { env } from "@/lib/config/env";
import { NotFoundError } from "@/lib/errors";
import { LocalDiskStorage } from "./local-disk";
import { S3Storage } from "./s3";
import { STORAGE_ERRORS } from "./messages";
import type { FileStorage, StoredFile } from "./types";

let chosen: FileStorage | undefined;

/**
 * The one place that picks where uploads live, from the configuration: an S3-compatible bucket
 * every node shares when S3_BUCKET is set, else the local disk under DATA_DIR/uploads.
 */
export function fileStorage(): FileStorage {
  const config = env();
  chosen ??= config.S3_BUCKET ? new S3Storage(config) : new LocalDiskStorage(path.join(config.dataDir, "uploads"));
  return chosen;
}

/** A stored file a caller needs: a name that is absent, or that the rules refuse, is a NotFoundError. */
export async function requireStoredFile(name: string, storage: FileStorage = fileStorage()): Promise<StoredFile> {
  const file = await storage.get(name);
  if (!file) throw new NotFoundError(STORAGE_ERRORS.notFound);
  return file;
}

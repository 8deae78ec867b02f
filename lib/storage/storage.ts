import "server-only";
import path from "node:path";
import { env } from "@/lib/config/env";
import { NotFoundError } from "@/lib/errors";
import { LocalDiskStorage } from "./local-disk";
import { STORAGE_ERRORS } from "./messages";
import type { FileStorage, StoredFile } from "./types";

let chosen: FileStorage | undefined;

/**
 * The one place that picks where uploads live, from the configuration: today the local disk under
 * DATA_DIR/uploads. Another backend (an S3-compatible store) is chosen here, and no caller changes.
 */
export function fileStorage(): FileStorage {
  chosen ??= new LocalDiskStorage(path.join(env().dataDir, "uploads"));
  return chosen;
}

/** A stored file a caller needs: a name that is absent, or that the rules refuse, is a NotFoundError. */
export async function requireStoredFile(name: string, storage: FileStorage = fileStorage()): Promise<StoredFile> {
  const file = await storage.get(name);
  if (!file) throw new NotFoundError(STORAGE_ERRORS.notFound);
  return file;
}

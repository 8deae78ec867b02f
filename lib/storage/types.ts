import type { Readable } from "node:stream";

/** A stored file as a backend hands it out: the bytes as a stream, read once. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes. */
  size: number;
  modifiedAt: Date;
}

/**
 * Where uploaded files live (avatars, the media library's originals and variants, the demo images).
 * Every caller goes through this interface; `fileStorage()` (storage.ts) picks the backend from the
 * configuration. Names follow names.ts; a name outside those rules is absent for `get` and `exists`,
 * ignored by `delete`, and an error for `put` (the caller made the name).
 */
export interface FileStorage {
  /** Stores a file under a name, replacing one of the same name; readers never see it half written. */
  put(name: string, body: Uint8Array | Readable, contentType: string): Promise<void>;
  get(name: string): Promise<StoredFile | undefined>;
  exists(name: string): Promise<boolean>;
  /** Removes a file; a missing one is not an error. */
  delete(name: string): Promise<void>;
}

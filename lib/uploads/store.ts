// Which upload store this node uses. The newsroom's lib/storage/ (issue 14) takes this over: its
// module chooses the backend the same way (local disk, or S3 when S3_BUCKET is set).
import { env } from "@/lib/config/env";
import { NotFoundError } from "@/lib/errors";
import { diskStore, uploadContentType, uploadsDirectory, type UploadFile, type UploadStore } from "./files";
import { UPLOAD_ERRORS } from "./messages";

const STORE_KEY = Symbol.for("basis-point.upload-store");

/** This process's upload store, as configured: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export async function uploadStore(): Promise<UploadStore> {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Promise<UploadStore> };
  holder[STORE_KEY] ??= env().S3_BUCKET
    ? import("./s3").then(({ s3Store }) => s3Store(env()))
    : Promise.resolve(diskStore(uploadsDirectory()));
  return holder[STORE_KEY];
}

/** Reads an upload from `store` for a caller that needs it: a name that is no upload, or is absent, is a NotFoundError. */
export async function requireUpload(store: UploadStore, name: string): Promise<UploadFile> {
  const file = uploadContentType(name) ? await store.read(name) : undefined;
  if (!file) throw new NotFoundError(UPLOAD_ERRORS.notFound);
  return file;
}

import "server-only";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Env } from "@/lib/config/env";
import { storedContentType } from "./names";
import type { FileStorage, StoredFile } from "./types";

const absent = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph, …), shared by every node: a file
 * uploaded through one node is served by all. Objects are named like the files on disk (names.ts)
 * and /api/uploads/{name} serves them with the same headers.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: Env) {
    this.bucket = config.S3_BUCKET!;
    this.client = new S3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
    });
  }

  async put(name: string, body: Uint8Array | Readable, contentType: string): Promise<void> {
    if (storedContentType(name) !== contentType) throw new Error(`Refusing to store ${JSON.stringify(name)} as ${contentType}`);
    // An object appears whole or not at all; a stream is read into memory first (uploads are small).
    const bytes = body instanceof Readable ? Buffer.concat(await body.toArray()) : body;
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: name, Body: bytes, ContentType: contentType }));
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const contentType = storedContentType(name);
    if (!contentType) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      if (!object.Body) return undefined;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        contentType,
        size: object.ContentLength ?? 0,
        modifiedAt: object.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (absent(error)) return undefined;
      throw error;
    }
  }

  async exists(name: string): Promise<boolean> {
    if (!storedContentType(name)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return true;
    } catch (error) {
      if (absent(error)) return false;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    if (storedContentType(name)) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }
}

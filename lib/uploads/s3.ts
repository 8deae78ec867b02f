import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Env } from "@/lib/config/env";
import { uploadContentType, type UploadStore } from "./files";

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph, …), shared by every node: an image
 * uploaded through one node is served by all. Objects are named as on disk (flat image file names)
 * and served by /api/uploads/{name} with the same headers as the disk's.
 */
export function s3Store(config: Env): UploadStore {
  const bucket = config.S3_BUCKET!;
  const client = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
  });
  const absent = (error: unknown) =>
    error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

  return {
    async read(name) {
      const contentType = uploadContentType(name);
      if (!contentType) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!object.Body) return undefined;
        return { body: Buffer.from(await object.Body.transformToByteArray()), contentType, modifiedAt: object.LastModified ?? new Date(0) };
      } catch (error) {
        if (absent(error)) return undefined;
        throw error;
      }
    },
    // Upload names carry random parts, so `exclusive` needs no conditional write here.
    async write(name, body) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name,
          Body: typeof body === "string" ? Buffer.from(body) : body,
          ContentType: uploadContentType(name),
        }),
      );
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
    async list() {
      const names = new Set<string>();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) names.add(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
  };
}

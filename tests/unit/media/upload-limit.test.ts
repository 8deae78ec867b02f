/** @jest-environment node */
import { TooLargeError } from "@/lib/errors";
import { readForm } from "@/lib/http/validation";
import { MEDIA_ERRORS } from "@/lib/media/messages";
import { MAX_MEDIA_BYTES, MAX_MEDIA_UPLOAD_BYTES } from "@/lib/media/rules";
import { mediaFileFromForm } from "@/lib/media/service";

const CHUNK = 256 * 1024;
const boundary = "media-test-boundary";
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

function* multipart(fileBytes: number): Generator<Buffer> {
  yield head;
  for (let left = fileBytes; left > 0; left -= CHUNK) yield Buffer.alloc(Math.min(CHUNK, left), 0xab);
  yield tail;
}

/** A chunked upload (no Content-Length) of a file of `fileBytes`, counting how much of it was ever pulled. */
function streamedUpload(fileBytes: number) {
  let pulled = 0;
  const chunks = multipart(fileBytes);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) return controller.close();
      pulled += next.value.length;
      controller.enqueue(next.value);
    },
  });
  const request = new Request("http://localhost/api/admin/media", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

test("a streamed upload past 10 MB is refused as soon as it passes the cap, not after the whole body", async () => {
  const upload = streamedUpload(64 * 1024 * 1024);
  const error: unknown = await readForm(upload.request, MAX_MEDIA_UPLOAD_BYTES, MEDIA_ERRORS.tooLarge).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(TooLargeError);
  expect((error as TooLargeError).code).toBe("media_too_large");
  expect(upload.pulled()).toBeGreaterThan(MAX_MEDIA_UPLOAD_BYTES);
  expect(upload.pulled()).toBeLessThan(MAX_MEDIA_UPLOAD_BYTES + 4 * CHUNK);
});

test("a declared length past the cap is refused before a byte is read", async () => {
  const request = new Request("http://localhost/api/admin/media", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(11 * 1024 * 1024) },
  });
  await expect(readForm(request, MAX_MEDIA_UPLOAD_BYTES, MEDIA_ERRORS.tooLarge)).rejects.toBeInstanceOf(TooLargeError);
});

test("a file of exactly 10 MB passes the cap; one byte more in the file field is refused", async () => {
  const exact = await readForm(streamedUpload(MAX_MEDIA_BYTES).request, MAX_MEDIA_UPLOAD_BYTES, MEDIA_ERRORS.tooLarge);
  expect((await mediaFileFromForm(exact)).length).toBe(MAX_MEDIA_BYTES);
  const over = await readForm(streamedUpload(MAX_MEDIA_BYTES + 1).request, MAX_MEDIA_UPLOAD_BYTES, MEDIA_ERRORS.tooLarge);
  await expect(mediaFileFromForm(over)).rejects.toMatchObject({ code: "media_too_large" });
});

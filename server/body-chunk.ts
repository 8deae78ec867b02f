// What a wrapper of `response.write`/`end` is handed, as bytes.

/** A chunk given to `write` or `end` (a Buffer, a string in `encoding`, or a Uint8Array) as a Buffer. */
export function bodyChunk(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk as Uint8Array);
}

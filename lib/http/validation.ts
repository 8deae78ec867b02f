import type { z } from "zod";
import { DomainError, InvalidInputError, TooLargeError, UnsupportedMediaTypeError, type ErrorEntry } from "@/lib/errors";
import { HTTP_ERRORS } from "./messages";

/** Field → first message, the `errors` member of the API error shape. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Parses input with a schema or throws InvalidInputError naming each bad field: with `invalid`'s
 * code, and its message unless exactly one field is wrong (then that field's message).
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, invalid: ErrorEntry = HTTP_ERRORS.invalidRequest): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const first = Object.values(errors)[0];
    const message = first && Object.keys(errors).length === 1 ? first : invalid.message;
    throw new InvalidInputError({ code: invalid.code, message }, errors);
  }
  return parsed.data;
}

/** Query parameters as a plain object (the last value wins for repeated keys). */
export function searchParamsObject(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams.entries());
}

/** Request bodies larger than this are refused (413) unless a route sets its own limit. */
const MAX_JSON_BYTES = 64 * 1024;

/**
 * The request body, read up to `maxBytes` as it streams in: a declared or chunked body past the cap
 * is a 413 as soon as it passes it, without the rest ever being held in memory. Every body a route
 * reads (JSON, uploads) goes through here.
 */
export async function readBody(
  request: Request,
  maxBytes: number,
  tooLargeEntry: ErrorEntry = HTTP_ERRORS.bodyTooLarge(maxBytes),
): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => new TooLargeError(tooLargeEntry);
  if (declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        size += chunk.value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => undefined);
          throw tooLarge();
        }
        chunks.push(chunk.value);
      }
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // The client went away or sent a broken stream.
      throw new InvalidInputError(HTTP_ERRORS.bodyUnreadable);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * The request body parsed as JSON, read up to `maxBytes` (reading stops there): a body that is too
 * large is a 413 and one that is not JSON a 400, never a 500. Validate the result with `parseOrThrow`.
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES, options: { optional?: boolean } = {}): Promise<unknown> {
  const text = (await readBody(request, maxBytes)).toString("utf8");
  // A body that only carries options may be left out: then it reads as {}.
  if (options.optional && text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new InvalidInputError(HTTP_ERRORS.bodyNotJson);
  }
  if (containsNul(value)) throw new InvalidInputError(HTTP_ERRORS.bodyContainsNul);
  return value;
}

/**
 * Whether any string (or key) in a parsed body holds a NUL character. Postgres cannot store one in
 * text and refuses the whole statement, so it is a 400 here rather than a 500 there.
 */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (!value || typeof value !== "object" || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\0") || containsNul(item, depth + 1));
}

/**
 * A multipart/form-data body, read through readBody's streamed cap first: FormData parsing would
 * otherwise buffer a chunked body of any size. A malformed one is a 400.
 */
export async function readForm(request: Request, maxBytes: number, tooLargeEntry?: ErrorEntry): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) throw new UnsupportedMediaTypeError(HTTP_ERRORS.multipartRequired);
  const body = await readBody(request, maxBytes, tooLargeEntry);
  try {
    return await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new InvalidInputError(HTTP_ERRORS.multipartMalformed);
  }
}

import type { z } from "zod";
import { HttpError } from "./responses";

/** Field → first message, the `errors` member of the API error shape. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses input with a schema or throws a 400 naming each bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, message = "Invalid request."): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const first = Object.values(errors)[0];
    throw new HttpError(400, first && Object.keys(errors).length === 1 ? first : message, errors);
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
 * The request body parsed as JSON, read up to `maxBytes` (reading stops there): a body that is too
 * large is a 413 and one that is not JSON a 400, never a 500. Validate the result with `parseOrThrow`.
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => new HttpError(413, `The request body must be at most ${maxBytes} bytes.`);
  if (declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(chunk.value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "The request body must be JSON.");
  }
}

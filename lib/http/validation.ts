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

/** Request bodies larger than this are refused (413) before they are parsed. */
const MAX_JSON_BYTES = 64 * 1024;

/**
 * The JSON body of a request, as `unknown` for a schema to parse. A body that is not JSON is a 400
 * and an oversized one a 413 — a client's mistake, never a 500.
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, "Request body is too large.");
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new HttpError(413, "Request body is too large.");
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Request body must be JSON.");
  }
}

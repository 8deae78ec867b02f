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

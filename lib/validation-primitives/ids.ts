import "./jitless";
import { z } from "zod";

// A row id as the API takes it, in a route segment, a query or a body: a positive whole number in
// Postgres' integer range. The one definition of that pattern and limit.

/** Up to ten digits: enough for any id, short enough to refuse absurd input before converting it. */
export const ID_PATTERN = /^\d{1,10}$/;
/** The largest Postgres `integer`. */
export const MAX_ID = 2_147_483_647;

/** Parses a route or query id: a positive integer in Postgres' int range, else undefined. */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !ID_PATTERN.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** An id in a JSON body: a positive whole number (a numeric string is accepted too); `message` for anything else. */
export function idSchema(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && ID_PATTERN.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message),
  );
}

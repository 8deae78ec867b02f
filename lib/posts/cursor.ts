import { z } from "zod";

/**
 * Opaque keyset cursors. A cursor holds the sort key of the last row a client has seen; the next
 * page starts strictly after it, so a page costs the same wherever it is in the list.
 */
const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);

/**
 * A real instant in the microsecond text Postgres gives: the shape alone would let "2026-13-45T99…"
 * through to Postgres, which refuses it with an error (a 500) instead of an empty page.
 */
function isRealInstant(text: string): boolean {
  const [date, time] = text.slice(0, -1).split("T");
  const [year, month, day] = (date ?? "").split("-").map(Number);
  const [hours, minutes, seconds] = (time ?? "").split(":").map(Number);
  if ([year, month, day, hours, minutes, seconds].some((part) => part === undefined || !Number.isFinite(part))) return false;
  const parsed = new Date(Date.UTC(year!, month! - 1, day!, hours!, minutes!, Math.floor(seconds!)));
  return (
    year! >= 1 &&
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month! - 1 &&
    parsed.getUTCDate() === day &&
    parsed.getUTCHours() === hours &&
    parsed.getUTCMinutes() === minutes &&
    seconds! < 60
  );
}

const cursorSchema = z.discriminatedUnion("k", [
  // newest first: publication time (microsecond text from Postgres) and id
  z.object({
    k: z.literal("n"),
    t: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
      .refine(isRealInstant),
    i: id,
  }),
  // most viewed first: views (an int column) and id
  z.object({ k: z.literal("v"), v: z.number().int().nonnegative().max(MAX_INT), i: id }),
  // by slug (the tags' list): the last slug seen
  z.object({ k: z.literal("s"), s: z.string().min(1).max(200) }),
]);

export type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");
}

/** Returns undefined for anything that is not a cursor this server issued in a known shape. */
export function decodeCursor(value: string): Cursor | undefined {
  if (value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

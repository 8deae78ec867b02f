import { z } from "zod";

/**
 * Opaque keyset cursors. A cursor holds the sort key of the last row a client has seen; the next
 * page starts strictly after it, so a page costs the same wherever it is in the list.
 */
const cursorSchema = z.discriminatedUnion("k", [
  // newest first: publication time (microsecond text from Postgres) and id
  z.object({ k: z.literal("n"), t: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/), i: z.number().int().positive() }),
  // most viewed first: views and id
  z.object({ k: z.literal("v"), v: z.number().int().nonnegative(), i: z.number().int().positive() }),
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

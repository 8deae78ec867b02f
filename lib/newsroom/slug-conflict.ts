// A slug is unique per kind (articles, pages, bylines, tags, categories): the 409 a taken one
// answers, and the same 409 when another writer took it between the check and the write.
import { uniqueViolation } from "@/lib/db/errors";
import { ConflictError, type ErrorEntry } from "@/lib/errors";

/** The 409 for a taken slug, naming the `slug` field with the message. */
export const slugConflict = (entry: ErrorEntry) => new ConflictError(entry, { slug: entry.message });

/** Runs a write; a slug taken meanwhile (the unique index) is the same 409 as one taken before. */
export async function withSlugCheck<T>(entry: ErrorEntry, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)?.includes("slug") ?? false) throw slugConflict(entry);
    throw error;
  }
}

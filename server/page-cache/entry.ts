// What the page cache keeps per key, how it is written to a second tier, and the tag clock that
// decides whether a kept entry still shows what it showed.
import v8 from "node:v8";

/** Next's header listing a page's cache tags (the tags of the data it read). */
const CACHE_TAGS_HEADER = "x-next-cache-tags";

/** One kept render or data read: Next's value, when it was made, its lifetime, and the tags it depends on. */
export interface Entry {
  value: { kind: string; headers?: Record<string, unknown>; status?: number; revalidate?: number } | null;
  lastModified: number;
  /**
   * Per tag, when the data of that tag it shows was made, if earlier than lastModified (a page that
   * read kept data): the tag clock checks these; Next's timers go by lastModified.
   */
  asOf?: Record<string, number>;
  cacheControl?: { revalidate?: number | false; expire?: number };
  tags: string[];
}

/** Bytes for a second tier: V8's serializer keeps the Buffers and Maps of Next's values as they are. */
export const encode = (entry: Entry): Buffer => v8.serialize(entry);
export const decode = (bytes: Buffer): Entry => v8.deserialize(bytes) as Entry;

/** The tags an entry depends on: a data read's own, or those Next wrote into a page's headers. */
export function tagsOf(value: Entry["value"], contextTags: readonly string[] | undefined): string[] {
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  const fromHeader = typeof header === "string" ? header.split(",") : [];
  return [...new Set([...(contextTags ?? []), ...fromHeader])];
}

/**
 * When each tag was last revalidated (ms since the epoch), in this process. An entry made before
 * one of its tags' revalidation is gone. Revalidations made elsewhere (other nodes through Redis,
 * other workers, before a restart on disk) are merged in as they arrive.
 */
export class TagClock {
  readonly #revalidatedAt = new Map<string, number>();

  merge(tags: Record<string, number>): void {
    for (const [tag, at] of Object.entries(tags)) {
      if (at > (this.#revalidatedAt.get(tag) ?? 0)) this.#revalidatedAt.set(tag, at);
    }
  }

  /** Whether a revalidation of one of `tags` came at or after what the entry shows of it was made. */
  expired(tags: readonly string[], lastModified: number, asOf?: Readonly<Record<string, number>>): boolean {
    return tags.some((tag) => (this.#revalidatedAt.get(tag) ?? 0) >= (asOf?.[tag] ?? lastModified));
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.#revalidatedAt);
  }
}

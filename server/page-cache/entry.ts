// What the page cache keeps per key, how it is written to a second tier, and the tag clock that
// decides whether a kept entry still shows what it showed.
import v8 from "node:v8";

/** Next's header listing a page's cache tags (the tags of the data it read). */
const CACHE_TAGS_HEADER = "x-next-cache-tags";

/** One kept render or data read: Next's value, when it was made, its lifetime, and the tags it depends on. */
export interface Entry {
  value: { kind: string; html?: unknown; headers?: Record<string, unknown>; status?: number; revalidate?: number } | null;
  lastModified: number;
  /**
   * Per tag, when the data of that tag it shows was made, if earlier than lastModified (a page that
   * read kept data): the tag clock checks these; Next's timers go by lastModified.
   */
  asOf?: Record<string, number>;
  cacheControl?: { revalidate?: number | false; expire?: number };
  tags: string[];
}

/** An entry as a second tier holds it: a page's HTML as UTF-8 bytes. */
type Stored = Entry & { htmlAsUtf8?: true };

/**
 * Bytes for a second tier: V8's serializer keeps the Buffers and Maps of Next's values as they are.
 * A page's HTML (a string) goes as UTF-8: V8 writes a string as it holds it, two bytes a character
 * as soon as one is outside Latin-1 (an em dash, a curly quote: nearly every article), which made
 * an article's entry 310 KB on disk and in Redis instead of 190. The HTML Next hands over was
 * decoded from UTF-8, so it comes back the same.
 */
export function encode(entry: Entry): Buffer {
  const { value } = entry;
  if (typeof value?.html !== "string") return v8.serialize(entry);
  return v8.serialize({ ...entry, value: { ...value, html: Buffer.from(value.html) }, htmlAsUtf8: true } satisfies Stored);
}

export function decode(bytes: Buffer): Entry {
  const { htmlAsUtf8, ...entry } = v8.deserialize(bytes) as Stored;
  if (!htmlAsUtf8 || !entry.value) return entry;
  return { ...entry, value: { ...entry.value, html: (entry.value.html as Buffer).toString() } };
}

/**
 * What an entry costs the memory tier: its encoded bytes, plus its HTML once more, which memory holds
 * as a string of up to two bytes a character where the encoding has about one.
 */
export function memoryCost(entry: Entry, encoded: Buffer): number {
  const html = entry.value?.html;
  return encoded.length + (typeof html === "string" ? html.length : 0);
}

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

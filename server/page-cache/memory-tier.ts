// The page cache's first tier: this process's memory, bounded by bytes, least recently used first out.

export class MemoryTier<T> {
  readonly #entries = new Map<string, { item: T; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const found = this.#entries.get(key);
    if (!found) return undefined;
    // A Map keeps insertion order: moving a read entry to the end makes the first one the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, found);
    return found.item;
  }

  set(key: string, item: T, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { item, bytes });
    this.#bytes += bytes;
    for (const [oldest, { bytes: size }] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= size;
    }
  }

  delete(key: string): void {
    const found = this.#entries.get(key);
    if (!found) return;
    this.#entries.delete(key);
    this.#bytes -= found.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

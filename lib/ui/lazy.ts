/** docs/behaviour.md#limits: a lazily loaded piece that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Loads a lazy module, failing after the chunk time-out. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs / 1000} s`)), timeoutMs);
  });
  return Promise.race([importer(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The reader-facing message for a lazy piece that failed to load (docs/behaviour.md#screens, #messages): 'Loading chunk N
 * failed', N being the chunk's name as the bundler reported it (its file name without the
 * extension), or `fallbackName` when the error names none.
 */
export function chunkErrorMessage(error: unknown, fallbackName: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const named = text.match(/[Cc]hunk\s+([^\s]+?)(?:\s|$)/)?.[1] ?? text.match(/\/([\w.-]+)\.js\b/)?.[1];
  const name = named?.replace(/^.*\//, "").replace(/\.js$/, "") ?? fallbackName;
  return `Loading chunk ${name} failed`;
}

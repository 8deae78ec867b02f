// Next's page and data cache for a single node: Next's own in-memory store and tag bookkeeping
// (its FileSystemCache with nothing on disk), with two differences that matter to this site.
//
// - The build's prerendered pages are never served. `next build` renders the static routes
//   against a throwaway empty database (lib/db/connection.ts), because the real one belongs to the
//   running server (and one PGlite directory admits one process). Every page is therefore
//   rendered on its first request at run time and kept from then on.
// - A render that had to do without the database (sample articles, a fallback menu, the
//   "Failed to load post" notice) is answered but not kept: a page already cached keeps being
//   served while the database is down, and the next request after it returns renders afresh.
//
// Next loads this file by the path next.config.mjs gives (dist/server/cache-handler.mjs, which
// scripts/lib/build.mjs bundles from here before `next build`), in `next build` and in the server.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { currentRenderOutcome } from "./render-context";
import { clearResponseCache } from "./response-cache";

type FileSystemCacheClass = typeof fileSystemCache;
type FileSystemCacheContext = ConstructorParameters<FileSystemCacheClass>[0];

const missing = () => Object.assign(new Error("not kept on disk"), { code: "ENOENT" });

// What FileSystemCache reads from disk is only ever a build seed once nothing is flushed there.
const NO_DISK = {
  existsSync: () => false,
  readFile: async () => {
    throw missing();
  },
  readFileSync: () => {
    throw missing();
  },
  stat: async () => {
    throw missing();
  },
  writeFile: async () => {},
  mkdir: async () => {},
} as unknown as FileSystemCacheContext["fs"];

// A CommonJS module with `exports.default`: Node hands over the exports object, Next's bundles the class.
const FileSystemCache: FileSystemCacheClass = (fileSystemCache as unknown as { default?: FileSystemCacheClass }).default ?? fileSystemCache;

export default class PageCache extends FileSystemCache {
  constructor(context: FileSystemCacheContext) {
    super({ ...context, fs: NO_DISK, flushToDisk: false });
  }

  async set(...[key, data, context]: Parameters<InstanceType<FileSystemCacheClass>["set"]>): Promise<void> {
    const degraded = currentRenderOutcome()?.degraded;
    if (degraded) {
      console.warn(`[cache] not keeping ${key}: ${degraded}`);
      return;
    }
    return super.set(key, data, context);
  }

  async revalidateTag(...[tags, durations]: Parameters<InstanceType<FileSystemCacheClass>["revalidateTag"]>): Promise<void> {
    await super.revalidateTag(tags, durations);
    // The server's replay of just-sent pages (response-cache.ts) must not outlive what they showed.
    clearResponseCache();
  }
}

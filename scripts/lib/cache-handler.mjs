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
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { currentRenderOutcome } from "./render-context.mjs";
import { clearResponseCache } from "./response-cache.mjs";

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
};

// A CommonJS module with `exports.default`: Node hands over the exports object, Next's bundles the class.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class PageCache extends FileSystemCache {
  constructor(context) {
    super({ ...context, fs: NO_DISK, flushToDisk: false });
  }

  async set(key, data, context) {
    const degraded = currentRenderOutcome()?.degraded;
    if (degraded) {
      console.warn(`[cache] not keeping ${key}: ${degraded}`);
      return;
    }
    return super.set(key, data, context);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    // The server's replay of just-sent pages (response-cache.mjs) must not outlive what they showed.
    clearResponseCache();
  }
}

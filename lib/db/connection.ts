import path from "node:path";
import { sql } from "drizzle-orm";
import { env } from "@/lib/config/env";
import { migrateDatabase, openDatabase, type Database } from "./client";
import { fileStorage } from "@/lib/storage/storage";
import { ensureDemoImages, seedDemoContentIfEmpty } from "./seed/run";
import { isDatabaseUnavailable, markDatabaseAvailable, markDatabaseUnavailable } from "./errors";

// One connection per process, shared by every route bundle: PGlite has no lock, and two
// instances on one directory silently lose writes.
const GLOBAL_KEY = Symbol.for("basis-point.db");
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: Promise<Database> };

async function connect(): Promise<Database> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    // `next build` renders the static routes once to check them. Those renders are never served
    // (server/cache-handler.ts: every page is rendered on its first request), and the real
    // database belongs to the running server, so the build gets an empty one of its own.
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await migrateDatabase(handle);
    return handle.db;
  }
  const config = env();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  await migrateDatabase(handle);
  if (config.SEED_DEMO_CONTENT) {
    const storage = fileStorage();
    const seeded = await seedDemoContentIfEmpty(handle.db, storage);
    if (!seeded) await ensureDemoImages(storage);
  }
  return handle.db;
}

/** The process's database, migrated and (unless disabled) seeded with demo content on first use. */
export function getDb(): Promise<Database> {
  const holder = globalThis as GlobalWithDb;
  if (!holder[GLOBAL_KEY]) {
    holder[GLOBAL_KEY] = connect().then(
      (db) => {
        markDatabaseAvailable();
        return db;
      },
      (error: unknown) => {
        // Let the next request try again instead of caching the failure forever.
        delete holder[GLOBAL_KEY];
        if (isDatabaseUnavailable(error)) markDatabaseUnavailable();
        throw error;
      },
    );
  }
  return holder[GLOBAL_KEY];
}

/** Readiness for load balancers (GET /api/health): the database answers a trivial query, or this throws. */
export async function pingDatabase(): Promise<void> {
  await (await getDb()).execute(sql`select 1`);
}

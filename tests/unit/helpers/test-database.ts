import { migrateDatabase, openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { createScratchDatabase } from "@/tests/support/scratch-database";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database for one test file: an in-memory PGlite, or — when DATABASE_URL is
 * set — a fresh database created on that PostgreSQL server.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    const handle = await openDatabase({ databaseUrl: scratch.url });
    await migrateDatabase(handle);
    return {
      ...handle,
      dispose: async () => {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  const handle = await openDatabase({ pgliteDir: "memory://" });
  await migrateDatabase(handle);
  return { ...handle, dispose: () => handle.close() };
}

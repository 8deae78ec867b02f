import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { createScratchDatabase } from "@/tests/support/scratch-database";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

/**
 * A copy of the migrations folder that ends with migration `lastTag` (its journal cut there): a
 * database migrated with it is one from before the later migrations, for testing what they do to
 * existing rows.
 */
function migrationsUpTo(lastTag: string): { folder: string; remove: () => void } {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bp-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/**
 * A migrated, empty database for one test file: an in-memory PGlite, or — when DATABASE_URL is
 * set — a fresh database created on that PostgreSQL server. `upTo`: migrated up to that migration
 * only (`migrateDatabase` then applies the rest).
 */
export async function createTestDatabase({ upTo }: { upTo?: string } = {}): Promise<TestDatabase> {
  const migrations = upTo ? migrationsUpTo(upTo) : undefined;
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const handle = await openDatabase(scratch ? { databaseUrl: scratch.url } : { pgliteDir: "memory://" });
  try {
    await migrateDatabase(handle, migrations?.folder);
  } finally {
    migrations?.remove();
  }
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await scratch?.drop();
    },
  };
}

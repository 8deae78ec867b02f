import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { writeWholeSync } from "@/server/bounded-folder";
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

/** The files a migrated database is made from: the migrations and the PGlite that ran them. */
function migratedDatabaseKey(): string {
  const hash = createHash("sha256");
  const pglite = path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json");
  hash.update(JSON.parse(fs.readFileSync(pglite, "utf8")).version as string);
  for (const entry of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, entry);
    if (fs.statSync(file).isFile()) hash.update(entry).update(fs.readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

let migratedDump: Promise<Blob> | undefined;

/**
 * An embedded database just migrated, as PGlite's dump: every test file starts from a copy of it.
 * A new PGlite runs initdb and then the migrations, 5–10 s on a busy two-core machine; loading the
 * dump takes a third of that. It is made once for a set of migrations and kept under
 * tests/.artifacts (written under another name and renamed: Jest's workers may make it at once).
 */
function migratedDatabaseDump(): Promise<Blob> {
  migratedDump ??= (async () => {
    const folder = path.join(process.cwd(), "tests", ".artifacts");
    const file = path.join(folder, `pglite-migrated-${migratedDatabaseKey()}.tar`);
    if (!fs.existsSync(file)) {
      const handle = await openDatabase({ pgliteDir: "memory://" });
      try {
        await migrateDatabase(handle);
        const client = (handle.db as unknown as { $client: PGlite }).$client;
        const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
        fs.mkdirSync(folder, { recursive: true });
        // Dumps of earlier migrations go; this one, and what other workers are writing, stay.
        const stale = (name: string) => /^pglite-migrated-\w+\.tar$/.test(name) && name !== path.basename(file);
        for (const old of fs.readdirSync(folder).filter(stale)) fs.rmSync(path.join(folder, old), { force: true });
        writeWholeSync(file, dump);
      } finally {
        await handle.close();
      }
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return migratedDump;
}

/**
 * A migrated, empty database for one test file: an in-memory PGlite, or — when DATABASE_URL is
 * set — a fresh database created on that PostgreSQL server. `upTo`: migrated up to that migration
 * only (`migrateDatabase` then applies the rest).
 */
export async function createTestDatabase({ upTo }: { upTo?: string } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && !upTo) {
    const handle = await openDatabase({ pgliteDir: "memory://", pgliteDump: await migratedDatabaseDump() });
    return { ...handle, dispose: () => handle.close() };
  }
  const migrations = upTo ? migrationsUpTo(upTo) : undefined;
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

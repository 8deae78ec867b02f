import fs from "node:fs";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import type { Pool } from "pg";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

/** One type for both drivers: PGlite (embedded) and node-postgres (a server). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL of a server; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database, or "memory://" for a throwaway in-memory one. */
  pgliteDir?: string;
  /** An embedded database's dump (`dumpDataDir`) to start from, rather than an empty database. */
  pgliteDump?: Blob;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const [{ Pool }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped database) must not crash the
    // process: the pool replaces it on the next query. pg emits these as unhandled 'error' events.
    pool.on("error", (error) => console.error(`[db] an idle PostgreSQL connection was closed: ${error.message}`));
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) {
    // PGlite creates only the last path segment itself.
    fs.mkdirSync(path.dirname(dir), { recursive: true });
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);
  const client = await PGlite.create(dir, { loadDataDir: options.pgliteDump });
  const db = drizzle({ client, schema }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close() };
}

// Any constant shared by every process that might migrate the same server database at once.
const MIGRATION_LOCK_ID = 738_150_002;

export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // Nodes starting together on an empty database take turns: drizzle's migrator takes no lock, and
    // two running the same CREATE TABLEs at once fail. The lock is held on a connection of its own;
    // the next node then finds every migration applied.
    const pool = (handle.db as unknown as { $client: Pool }).$client;
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrate(handle.db as never, { migrationsFolder });
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      lock.release();
    }
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  }
}

/**
 * A statement built and prepared once per database handle, under its own name: PostgreSQL parses it
 * once per connection and, after a few runs, plans it once, instead of both on every call. For the
 * statements every cold article runs (docs/decisions/0096); their parameters are `sql.placeholder`s.
 */
export function preparedOnce<Statement>(prepare: (db: Database) => Statement): (db: Database) => Statement {
  const prepared = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A throwaway database on the PostgreSQL server named by `serverUrl`: created empty, dropped by
 * `drop()`. Tests and the end-to-end run use one each, so they never see another run's rows.
 */
export async function createScratchDatabase(serverUrl: string, prefix = "bp_test"): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

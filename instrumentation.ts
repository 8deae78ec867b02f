/**
 * Runs once when the server starts: open, migrate and seed the database before the first request,
 * make sure the configured admin account exists, and load the fact-checker's official-data snapshot.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("@/lib/db/connection");
  await getDb();
  const { getOfficialData } = await import("@/lib/factcheck/official-data");
  getOfficialData();
}

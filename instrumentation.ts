/**
 * Runs once when the server starts: open, migrate and seed the database before the first request,
 * and make sure the configured admin account exists.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("@/lib/db/connection");
  await getDb();
}

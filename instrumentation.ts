/**
 * Runs once when the server starts: open, migrate and seed the database before the first request,
 * make sure the configured admin account exists, and load the fact-checker's official-data snapshot.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("@/lib/db/connection");
  const db = await getDb();
  const [{ env }, { authSecret }, { ensureAdminAccount }, { purgeExpiredAuthData }] = await Promise.all([
    import("@/lib/config/env"),
    import("@/lib/auth/secret"),
    import("@/lib/auth/admin"),
    import("@/lib/auth/maintenance"),
  ]);
  // Create (or read) the generated secret now, before requests race to do it.
  authSecret();
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const outcome = await ensureAdminAccount(db, ADMIN_EMAIL, ADMIN_PASSWORD);
    if (outcome !== "unchanged") console.info(`[auth] admin account ${ADMIN_EMAIL} ${outcome}`);
  }
  const purge = () => purgeExpiredAuthData(db).catch((error: unknown) => console.error("[auth] purge of expired sign-in data failed:", error));
  await purge();
  setInterval(purge, 60 * 60 * 1000).unref();
  // Load and index the official statistics now rather than on the first fact-check.
  const { getOfficialData } = await import("@/lib/factcheck/official-data");
  getOfficialData();
}

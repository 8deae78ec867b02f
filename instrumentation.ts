/**
 * Runs once when the server starts: open, migrate and seed the database before the first request,
 * make sure the configured admin account exists, start the newsroom's publishing clock, and load the
 * fact-checker's official-data snapshot.
 * A database that cannot be reached does not stop the server: requests answer 503 with Retry-After
 * until it is back, and the start-up work is retried every few seconds until it succeeds.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ authSecret }, { startAccounts }, { isDatabaseUnavailable }] = await Promise.all([
    import("@/lib/config/secret"),
    import("@/lib/auth/service"),
    import("@/lib/db/errors"),
  ]);
  // Create (or read) the generated secret now, before requests race to do it.
  authSecret();
  const RETRY_MS = 5_000;
  const start = async (): Promise<void> => {
    try {
      await startAccounts();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error(
        `[db] the database cannot be reached (${error instanceof Error ? error.message : String(error)}); requests answer 503 until it is back. Retrying in ${RETRY_MS / 1000} s.`,
      );
      setTimeout(() => void start(), RETRY_MS).unref();
    }
  };
  await start();
  // Scheduled articles go live by themselves: a clock that asks this server to publish due posts.
  const { startScheduler } = await import("@/lib/newsroom/scheduler");
  startScheduler();
  // Load and index the official statistics now rather than on the first fact-check.
  const { getOfficialData } = await import("@/lib/factcheck/official-data");
  getOfficialData();
}

import { startAppServer, type AppServer } from "@/tests/support/app-server";

const appPort = Number(process.env.E2E_PORT ?? 3210);
/** A port of its own for servers a spec starts itself, next to the run's SMTP and services ports. */
export const EXTRA_SERVER_PORT = Number(process.env.E2E_EXTRA_PORT ?? appPort + 3);

/**
 * Starts the production server of the run's build on EXTRA_SERVER_PORT with a clean environment
 * (nothing of the shared e2e server's), and waits until it answers — its database may be away on
 * purpose. `dataDir` defaults to a fresh temporary folder.
 */
export function spawnServer(environment: Record<string, string | undefined>, dataDir?: string): Promise<AppServer> {
  return startAppServer({
    port: EXTRA_SERVER_PORT,
    baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME },
    env: {
      AUTH_SECRET: "e2e-spawned-server-secret-0123456789abcdef",
      ALTCHA_COST: "1",
      ALTCHA_MAX_COUNTER: "20",
      TRUST_PROXY: "1",
      ...environment,
    },
    dataDir,
    waitFor: "answering",
    timeoutMs: 60_000,
  });
}

import { defineConfig, devices } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_STAFF_PASSWORD, GOOGLE_CLIENT_ID, SERVICES_URL, SMTP_PORT } from "./tests/e2e/support/services";

// scripts/e2e.ts prepares the run (production build, throwaway DATA_DIR or database, browser path)
// and starts Playwright; this file only describes the browsers and the server.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // A real SMTP server and a stand-in for Google's key set, for the whole run.
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // CI runs two passes at once (.ci/run); each keeps its own traces and screenshots.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "tests/.artifacts/results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // CI runs both lanes, the PostgreSQL pass and the cluster run at once on two cores: a journey that
  // takes 40 s alone took over 60 there (tests that need longer say how many times this).
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
    // Browsers ask for reduced motion, so the market ticker stands still: its endless animation kept
    // each Chromium repainting (a GPU process at ~30 % of a core), and axe's scans and the journeys
    // slowed with it. The accessibility and corrections specs: 136.7 s with motion, 90.6 and 93.8 s
    // without (desktop, one lane, this machine). chrome.spec.ts checks the moving ticker on its own.
    reducedMotion: "reduce",
  },
  projects: [
    { name: "api", testMatch: "api/**/*.spec.ts" },
    {
      name: "desktop",
      testMatch: "ui/**/*.spec.ts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    // The account journeys (minutes of mail and captcha round trips) run at desktop size only; their
    // screens' layout and accessibility are checked on the phone by accounts-a11y.spec.ts.
    {
      name: "phone",
      testMatch: "ui/**/*.spec.ts",
      testIgnore: "ui/accounts.spec.ts",
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      SITE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      // Accounts (tests/e2e/support/services.ts): mail goes to the test's SMTP server; Google ID
      // tokens are checked against the test's key set; the captcha's proof of work is nearly free;
      // one trusted proxy, so each test can play its own client address with X-Forwarded-For
      // (sign-in throttling counts per address); and an admin account for the guards.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${SERVICES_URL}/google/jwks.json`,
      ALTCHA_COST: "1",
      ALTCHA_MAX_COUNTER: "20",
      TRUST_PROXY: "1",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The seeded staff have no password until the operator gives them one: the tests sign in as them.
      DEMO_STAFF_PASSWORD,
    },
  },
});

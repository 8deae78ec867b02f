import { defineConfig, devices } from "@playwright/test";

// scripts/e2e.ts prepares the run (production build, throwaway DATA_DIR or database, browser path)
// and starts Playwright; this file only describes the browsers and the server.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || undefined,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/.artifacts/results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "api", testMatch: "api/**/*.spec.ts" },
    { name: "desktop", testMatch: "ui/**/*.spec.ts", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions: chromium } },
    { name: "phone", testMatch: "ui/**/*.spec.ts", use: { ...devices["Pixel 7"], launchOptions: chromium } },
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
    },
  },
});

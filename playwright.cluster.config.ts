import { defineConfig } from "@playwright/test";

// `npm run test:cluster` (scripts/test-cluster.ts) runs this: the cluster spec starts its own nodes,
// Redis, S3 store and nginx; the e2e run's SMTP server and services answer the nodes' mail.
export default defineConfig({
  testDir: "tests/cluster",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  outputDir: "tests/.artifacts/cluster",
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
});

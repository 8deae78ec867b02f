import nextJest from "next/jest.js";
import { bundlePath, ESM_ONLY_PACKAGES } from "./tests/support/jest-esm-packages.mjs";

const createJestConfig = nextJest({ dir: "./" });

// Component tests run in jsdom; lib/ tests that touch Postgres declare `@jest-environment node`.
export default createJestConfig({
  testEnvironment: "jsdom",
  // Opening a fresh PGlite database in a hook takes seconds on a busy two-core machine: Jest's 5 s
  // default failed hooks there, not behaviour.
  testTimeout: 30_000,
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  globalSetup: "<rootDir>/tests/support/jest-esm-packages.mjs",
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts", "<rootDir>/tests/unit/**/*.test.tsx", "<rootDir>/tests/factcheck/**/*.test.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // jsdom 29's dependencies are ESM-only and Jest cannot require them on Node 20 (stack-facts §9): DOMPurify on jsdom 26.
    "^isomorphic-dompurify$": "<rootDir>/tests/support/dompurify-for-jest.ts",
    // The marker that keeps database and secret modules out of client bundles: inert under Jest.
    "^server-only$": "<rootDir>/node_modules/server-only/empty.js",
    // ES-module-only packages, bundled to CommonJS by the global setup (tests/support/jest-esm-packages.mjs).
    ...Object.fromEntries(ESM_ONLY_PACKAGES.map((name) => [`^${name}$`, bundlePath(name)])),
  },
  testPathIgnorePatterns: ["<rootDir>/tests/e2e/", "<rootDir>/.next/", "<rootDir>/.data/"],
  modulePathIgnorePatterns: ["<rootDir>/.next/"],
});

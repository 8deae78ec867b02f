import checkFile from "eslint-plugin-check-file";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { basisPointPlugin } from "./eslint.rules.mjs";

// The layer map of docs/architecture.md, enforced. Keep the two in step.

/**
 * lib/ from the bottom up: a folder may import the folders before it, never one after it (nor
 * itself through a cycle). The three bands are foundation (pure values and helpers), infrastructure
 * (the outside world, no domain rules) and the domain slices, which are ordered among themselves.
 * Newsroom slices take their place here when they arrive (storage with the infrastructure, media
 * and newsroom above the slices they use).
 */
export const LIB_LAYERS = [
  // foundation
  "errors.ts",
  "site.ts",
  "config",
  "format",
  "cache",
  "content",
  "legal",
  "validation-primitives",
  "ui",
  "categories",
  "market",
  // infrastructure
  "storage",
  "mail",
  "db",
  "http",
  // domain slices
  "captcha",
  "auth",
  "posts",
  "menus",
  "pages",
  "media",
  "comments",
  "reactions",
  "seo",
  "factcheck",
  "data",
  "newsroom",
];

const libZones = LIB_LAYERS.slice(0, -1).map((layer, index) => ({
  target: `./lib/${layer}`,
  from: LIB_LAYERS.slice(index + 1).map((above) => `./lib/${above}`),
  message: "lib/ imports run downward only: see the layer order in docs/architecture.md.",
}));

const boundaryZones = [
  ...libZones,
  {
    target: "./lib",
    from: ["./app", "./components", "./server", "./scripts", "./tests", "./middleware.ts", "./instrumentation.ts"],
    message: "lib/ is the bottom of the app: it never imports routes, components, the server, scripts or tests.",
  },
  {
    target: "./components",
    from: ["./app", "./server", "./scripts", "./tests", "./middleware.ts"],
    message: "components/ never imports routes, the server, scripts or tests.",
  },
  {
    target: "./server",
    from: ["./app", "./components", "./scripts", "./tests", "./middleware.ts"],
    message: "The production server uses lib/ only.",
  },
  {
    target: "./app",
    from: ["./server", "./scripts", "./tests"],
    message: "Routes use lib/ and components/ only.",
  },
  {
    target: "./scripts",
    from: "./tests",
    except: ["./support"],
    message: "Scripts share only tests/support with the tests.",
  },
  {
    target: "./scripts",
    from: ["./scripts/*.ts", "./scripts/*.mjs", "./scripts/factcheck/*.ts"],
    message: "A script never imports another script: shared code lives in scripts/lib (or the script's own helper folder).",
  },
  {
    target: "./tests",
    from: "./scripts",
    message: "Tests never import scripts: what both need lives in lib/, server/ or tests/support.",
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "dist/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "tests/.artifacts/**",
      // Deliberately broken files that tests/unit/conventions.test.ts lints on purpose.
      "tests/fixtures/**",
    ],
  },
  {
    plugins: { "check-file": checkFile, "basis-point": basisPointPlugin },
    // Packages are never part of a cycle of ours: import/no-cycle need not parse them.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      // Layers and boundaries (docs/architecture.md).
      "import/no-restricted-paths": ["error", { zones: boundaryZones }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "basis-point/no-server-import-in-client": "error",
    },
  },
  {
    // Routes call services: the database and the repositories are reached through lib/<area>/service.ts.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "middleware.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/lib/db/connection",
              importNames: ["getDb"],
              message: "Call the slice's service.ts; only services open the database.",
            },
          ],
          patterns: [
            {
              group: ["@/lib/*/repository", "@/lib/db/client", "@/lib/db/schema", "@/lib/db/seed/*"],
              message: "Call the slice's service.ts; repositories and the schema are for services.",
            },
          ],
        },
      ],
    },
  },
  {
    // File and folder names: what the tree uses, enforced.
    files: ["lib/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.{ts,mts,mjs}", "components/**/*.{ts,tsx}"],
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        {
          "lib/**/*.{ts,tsx}": "KEBAB_CASE",
          "server/**/*.ts": "KEBAB_CASE",
          "scripts/**/*.{ts,mts,mjs}": "KEBAB_CASE",
          // Components are PascalCase; hooks (use…) and helpers beside them camelCase.
          "components/**/*.tsx": "PASCAL_CASE",
          "components/**/*.ts": "CAMEL_CASE",
        },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "{lib,server,scripts,components}/**/": "KEBAB_CASE" }],
    },
  },
];

export default config;

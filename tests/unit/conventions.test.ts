/** @jest-environment node */
// npm test refuses what docs/architecture.md rules out: an unformatted file (Prettier, `format:check`),
// an import that runs upward or round in a circle, and a client component importing server code
// (ESLint, `lint`). Each is shown here on a fixture of tests/fixtures/conventions/ (which the
// normal lint and format runs skip), through the project's own configuration.
import { execFileSync } from "node:child_process";
import path from "node:path";

interface Reported {
  rule: string | null;
  line: number;
  message: string;
}

let results: { lint: Record<string, Reported[]>; format: Record<string, boolean> };

beforeAll(() => {
  const output = execFileSync(process.execPath, [path.join(process.cwd(), "tests", "unit", "helpers", "check-conventions.mjs")], {
    encoding: "utf8",
  });
  results = JSON.parse(output) as typeof results;
}, 60_000);

const rules = (fixture: string) => (results.lint[fixture] ?? []).map((reported) => reported.rule);

test("Prettier refuses an unformatted file and passes a formatted one", () => {
  expect(results.format).toEqual({ "unformatted.ts": false, "formatted.ts": true });
});

test("lib/ importing a component is an upward import", () => {
  expect(rules("lib-imports-components.ts")).toEqual(["import/no-restricted-paths"]);
});

test("a lower lib layer importing a higher one is refused; the other way round is allowed", () => {
  expect(rules("lib-imports-upper-layer.ts")).toEqual(["import/no-restricted-paths"]);
  expect(rules("lib-imports-lower-layer.ts")).toEqual([]);
});

test("a cycle of imports is refused, through the @/ alias too", () => {
  expect(rules("cycle/first.ts")).toEqual(["import/no-cycle"]);
  expect(rules("cycle/second.ts")).toEqual(["import/no-cycle"]);
});

test("a client component may not import the database, a service or a server-only module; types are fine", () => {
  const reported = (results.lint["client-imports-server.tsx"] ?? []).filter(
    (entry) => entry.rule === "basis-point/no-server-import-in-client",
  );
  expect(reported.map((entry) => entry.message.match(/"([^"]+)"/)?.[1])).toEqual([
    "@/lib/auth/service",
    "@/lib/db/connection",
    "@/lib/auth/tokens",
  ]);
  expect(reported.map((entry) => entry.line)).not.toContain(4); // import type { SessionUser } from "@/lib/auth/sessions"
  expect(rules("server-component-imports-server.tsx")).toEqual([]);
});

test("file names follow the tree's convention", () => {
  expect(rules("formatted.ts")).toEqual(["check-file/filename-naming-convention"]);
});

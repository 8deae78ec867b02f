// Runs the project's own ESLint and Prettier configuration on the fixtures of
// tests/fixtures/conventions/ and prints what each reports, as JSON. tests/unit/conventions.test.ts
// runs it in a child process (one ESLint start for every case, outside Jest's module system).
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
const FIXTURES = path.join(ROOT, "tests", "fixtures", "conventions");

/** Fixture → the path it is linted as (where it would sit in the tree). */
const LINTED_AS = {
  "lib-imports-components.ts": "lib/format/fixture.ts",
  "lib-imports-upper-layer.ts": "lib/db/fixture.ts",
  "lib-imports-lower-layer.ts": "lib/posts/fixture.ts",
  "client-imports-server.tsx": "components/fixture/Fixture.tsx",
  "server-component-imports-server.tsx": "components/fixture/Fixture.tsx",
  "formatted.ts": "lib/format/BadlyNamed.ts",
};

// import/no-cycle reads the other side of a cycle from disk, which a file linted under a made-up
// path does not have: the cycle is shown with two real files instead.
const eslint = new ESLint({ cwd: ROOT, ignore: false, overrideConfig: { rules: { "import/no-cycle": "off" } } });
const lint = {};
for (const [fixture, filePath] of Object.entries(LINTED_AS)) {
  const [result] = await eslint.lintText(fs.readFileSync(path.join(FIXTURES, fixture), "utf8"), { filePath: path.join(ROOT, filePath) });
  lint[fixture] = result.messages.map((message) => ({ rule: message.ruleId, line: message.line, message: message.message }));
}
for (const result of await new ESLint({ cwd: ROOT, ignore: false }).lintFiles([path.join(FIXTURES, "cycle")])) {
  lint[`cycle/${path.basename(result.filePath)}`] = result.messages.map((message) => ({
    rule: message.ruleId,
    line: message.line,
    message: message.message,
  }));
}

const format = {};
for (const fixture of ["unformatted.ts", "formatted.ts"]) {
  const file = path.join(FIXTURES, fixture);
  const options = (await prettier.resolveConfig(file)) ?? {};
  format[fixture] = await prettier.check(fs.readFileSync(file, "utf8"), { ...options, filepath: file });
}

process.stdout.write(JSON.stringify({ lint, format }));

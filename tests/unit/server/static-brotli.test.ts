/** @jest-environment node */
// The build's scripts as brotli files (server/static-brotli.ts), prepared by several real processes
// at once, as `npm start`'s workers and CI's servers on one checkout do: each must serve every
// script whole. When each wrote its files in place, one could read a file another had just
// truncated to rewrite it, and answer a script with its length and none of its bytes.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const PROCESSES = 6;
const SCRIPTS = 150;

let root = "";
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "brotli-assets-"));
  const chunks = path.join(root, ".next", "static", "chunks");
  fs.mkdirSync(chunks, { recursive: true });
  // Many small scripts and more processes than cores: the processes write the same files at about
  // the same time and are often switched out in the middle of a write, as a busy machine does (with
  // files written in place this failed every run).
  for (let index = 0; index < SCRIPTS; index += 1) {
    const words = Array.from({ length: 800 }, () => `v${randomBytes(3).toString("hex")}`);
    fs.writeFileSync(path.join(chunks, `chunk-${index}.js`), `var a=[${words.map((word) => JSON.stringify(word)).join(",")}];`);
  }
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

test("processes preparing one build at once each serve every script whole", async () => {
  const fixture = path.join(__dirname, "fixtures", "prepare-brotli-assets.ts");
  const tsx = path.join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
  const results = await Promise.all(
    Array.from({ length: PROCESSES }, () => run(process.execPath, [tsx, fixture, root]).then(({ stdout }) => JSON.parse(stdout))),
  );
  for (const result of results) expect(result).toEqual({ assets: SCRIPTS, broken: [] });
  // Nothing left behind but the brotli files themselves.
  const left = fs.readdirSync(path.join(root, ".next", "static", "chunks")).filter((name) => !/\.js(\.br)?$/.test(name));
  expect(left).toEqual([]);
}, 60_000);

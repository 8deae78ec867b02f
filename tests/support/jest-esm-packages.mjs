// Jest runs our tests as CommonJS, and on Node 20 it cannot require a package that ships ES modules
// only. Before the run, each such package is bundled once into a CommonJS file that
// jest.config.mjs maps the package name to. Only the test runtime sees these bundles.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const ESM_ONLY_PACKAGES = ["jose", "d3-scale", "d3-shape"];
export const BUNDLE_DIR = path.join(ROOT, "node_modules", ".cache", "jest-esm");

export const bundlePath = (name) => path.join(BUNDLE_DIR, `${name.replace(/[^a-z0-9-]/gi, "_")}.cjs`);

export default async function bundleEsmOnlyPackages() {
  await Promise.all(
    ESM_ONLY_PACKAGES.map((name) =>
      build({
        stdin: { contents: `module.exports = require(${JSON.stringify(name)});`, resolveDir: ROOT },
        bundle: true,
        platform: "node",
        format: "cjs",
        target: "node20",
        outfile: bundlePath(name),
        logLevel: "error",
      }),
    ),
  );
}

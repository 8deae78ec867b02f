import fs from "node:fs";
import path from "node:path";

/**
 * This build's id, written by scripts/lib/build.mjs beside the server's bundles (dist/server/): a new
 * deployment never reads the pages the previous one kept.
 */
export function deploymentId(): string {
  return fs.readFileSync(path.join(import.meta.dirname, "deployment-id"), "utf8").trim();
}

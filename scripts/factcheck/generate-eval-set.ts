/**
 * Writes the fact-checker's labelled question set, data/factcheck-eval/{development,heldout}.json.
 *
 * Each question is composed from a phrasing family (scripts/factcheck/eval-set/phrasing.ts) × a place × a year
 * × a figure that is the official value, a perturbed one, or out of coverage; its label is derived from the
 * snapshot in data/official by the family's rule (eval-set/families.ts), never typed by hand. The two parts
 * come from separate phrasing pools, so the held-out part measures phrasing the engine was not tuned on.
 * Seeded: the same snapshot gives byte-identical files. Run with `npx tsx scripts/factcheck/generate-eval-set.ts`
 * (`--check` verifies the committed files instead of writing them).
 */
import fs from "node:fs";
import path from "node:path";
import { evalSetPath, PARTS } from "@/lib/factcheck/evaluation/cases";
import { generatePart, serialise } from "./eval-set/generate";

function main(): void {
  const check = process.argv.includes("--check");
  let stale = false;
  for (const part of PARTS) {
    const set = generatePart(part);
    const file = evalSetPath(part);
    const text = serialise(set);
    const labels = set.cases.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c.expected]: (acc[c.expected] ?? 0) + 1 }), {});
    const summary = `${part}: ${set.cases.length} cases (${Object.entries(labels)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}; out of coverage ${set.cases.filter((c) => c.outOfCoverage).length})`;
    if (check) {
      const same = fs.existsSync(file) && fs.readFileSync(file, "utf8") === text;
      stale ||= !same;
      console.log(`${summary}: ${same ? "up to date" : "DIFFERS from the committed file"}`);
    } else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      console.log(`${summary} → ${path.relative(process.cwd(), file)}`);
    }
  }
  if (stale) process.exit(1);
}

main();

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
import { pathToFileURL } from "node:url";
import { evalSetPath, evalSetSchema, PARTS, type EvalCase, type EvalPart, type EvalSet } from "@/lib/factcheck/evaluation/cases";
import { loadOfficialData } from "@/lib/factcheck/official-data";
import { families, type Draft } from "./eval-set/families";
import { POOLS } from "./eval-set/phrasing";
import { hashString, seeded } from "./eval-set/random";

const SEED = 20260715;
/** The article the questions are asked on: no figure of its own, published mid-2025. */
const ARTICLE = { text: "Economists and investors are watching the official statistics closely.", publishedAt: "2025-06-15T09:00:00Z" };
const MAX_ATTEMPTS_PER_CASE = 400;

export function generatePart(part: EvalPart): EvalSet {
  const data = loadOfficialData(path.join(process.cwd(), "data", "official"));
  const publicationYear = Number(ARTICLE.publishedAt.slice(0, 4));
  const seen = new Set<string>();
  const cases: EvalCase[] = [];
  for (const family of families()) {
    const rng = seeded(hashString(`${SEED}:${part}:${family.name}`));
    const ctx = { data, rng, part, pool: POOLS[part], publicationYear };
    const wanted = family.count[part];
    let made = 0;
    for (let attempt = 0; made < wanted; attempt++) {
      if (attempt > wanted * MAX_ATTEMPTS_PER_CASE) throw new Error(`${part}/${family.name}: only ${made} of ${wanted} cases could be drawn`);
      const draft: Draft | null = family.draw(ctx);
      if (!draft || seen.has(draft.question)) continue;
      seen.add(draft.question);
      made += 1;
      cases.push({
        id: `${part === "development" ? "dev" : "ho"}-${family.name}-${made}`,
        family: draft.family,
        text: ARTICLE.text,
        category: "Custom Question",
        question: draft.question,
        publishedAt: ARTICLE.publishedAt,
        expected: draft.expected,
        figure: draft.figure,
        outOfCoverage: draft.outOfCoverage,
        indicator: draft.indicator,
        country: draft.country,
        year: draft.year,
        why: draft.why,
      });
    }
  }
  return evalSetSchema.parse({ part, generator: "scripts/factcheck/generate-eval-set.ts", seed: SEED, cases });
}

export function serialise(set: EvalSet): string {
  return `${JSON.stringify(set, null, 1)}\n`;
}

/** Parts whose committed file differs from what the generator writes from the current snapshot. */
export function staleParts(): EvalPart[] {
  return PARTS.filter((part) => {
    const file = evalSetPath(part);
    return !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== serialise(generatePart(part));
  });
}

function main(): void {
  const check = process.argv.includes("--check");
  let stale = false;
  for (const part of PARTS) {
    const set = generatePart(part);
    const file = evalSetPath(part);
    const text = serialise(set);
    const labels = set.cases.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c.expected]: (acc[c.expected] ?? 0) + 1 }), {});
    const summary = `${part}: ${set.cases.length} cases (${Object.entries(labels).map(([k, v]) => `${k} ${v}`).join(", ")}; out of coverage ${set.cases.filter((c) => c.outOfCoverage).length})`;
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

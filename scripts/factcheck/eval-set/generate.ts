/**
 * The generator of the fact-checker's labelled question set (scripts/factcheck/generate-eval-set.ts
 * writes it; scripts/eval-factcheck.ts checks the committed files are current with staleParts).
 */
import fs from "node:fs";
import path from "node:path";
import { evalSetPath, evalSetSchema, PARTS, type EvalCase, type EvalPart, type EvalSet } from "@/lib/factcheck/evaluation/cases";
import { loadOfficialData } from "@/lib/factcheck/official-data";
import { families, type Draft } from "./families";
import { POOLS } from "./phrasing";
import { hashString, seeded } from "./random";

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
      if (attempt > wanted * MAX_ATTEMPTS_PER_CASE)
        throw new Error(`${part}/${family.name}: only ${made} of ${wanted} cases could be drawn`);
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
        ...(draft.shape ? { shape: draft.shape } : {}),
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

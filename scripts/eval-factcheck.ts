/**
 * Scores the fact-check engine on the labelled question sets — the generated development and held-out parts
 * (data/factcheck-eval, written by scripts/factcheck/generate-eval-set.ts) and the hand-labelled regression set —
 * and on the seeded demo articles (their recorded figures and planted errors). Exits non-zero when a target is
 * missed. Run with `npm run eval:factcheck`.
 *
 * The held-out part prints its figures only: listing its cases would turn it into development data. Pass
 * `--heldout-details` once the engine is final to see them; FACTCHECK_EVAL_VERBOSE=1 lists every article-level miss.
 */
import { formatArticleReport, missedArticleTargets, runArticleEvaluation } from "@/lib/factcheck/evaluation/article-evaluation";
import { formatReport } from "@/lib/factcheck/evaluation/report";
import { missedTargets } from "@/lib/factcheck/evaluation/scoring";
import { HELDOUT_SHAPED_TARGET, runSuite } from "@/lib/factcheck/evaluation/suite";
import { staleParts } from "./factcheck/eval-set/generate";

const stale = staleParts();
console.log(
  `Labelled question set regenerated from the snapshot: ${stale.length === 0 ? "identical to the committed files" : `DIFFERS (${stale.join(", ")})`}\n`,
);
const suite = runSuite();
console.log(formatReport(suite.development, { details: true }));
console.log("");
console.log(formatReport(suite.heldout, { details: process.argv.includes("--heldout-details") }));
console.log("");
console.log(formatReport(suite.handLabelled, { details: true }));
const articles = runArticleEvaluation();
console.log("\n== Whole articles (the seeded demo newsroom, accuracy check) ==");
console.log(formatArticleReport(articles, process.env.FACTCHECK_EVAL_VERBOSE === "1"));
const missed = [
  ...stale.map((part) => `data/factcheck-eval/${part}.json is not what scripts/factcheck/generate-eval-set.ts writes`),
  ...missedTargets(suite.development),
  ...missedTargets({ ...suite.heldout, targets: HELDOUT_SHAPED_TARGET }),
  ...missedTargets(suite.handLabelled),
  ...missedArticleTargets(articles),
];
if (missed.length > 0) {
  console.error(`\nTargets missed:\n  ${missed.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll targets met.");

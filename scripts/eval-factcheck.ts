/**
 * Scores the fact-check engine on the labelled claims (lib/factcheck/evaluation/hand-labelled.ts) and on the seeded demo articles
 * (their recorded figures and planted errors), and exits non-zero when a target is missed.
 * Run with `npm run eval:factcheck` (FACTCHECK_EVAL_VERBOSE=1 lists every article-level miss).
 */
import { formatArticleReport, missedArticleTargets, runArticleEvaluation } from "@/lib/factcheck/evaluation/article-evaluation";
import { formatReport, missedTargets, runEvaluation } from "@/lib/factcheck/evaluation/hand-labelled-evaluation";

const report = runEvaluation();
console.log(formatReport(report));
const articles = runArticleEvaluation();
console.log("\n— Whole articles (the seeded demo newsroom, accuracy check) —");
console.log(formatArticleReport(articles, process.env.FACTCHECK_EVAL_VERBOSE === "1"));
const missed = [...missedTargets(report), ...missedArticleTargets(articles)];
if (missed.length > 0) {
  console.error(`\nTargets missed:\n  ${missed.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll targets met.");

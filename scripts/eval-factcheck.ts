/**
 * Scores the fact-check engine on the labelled claims (tests/factcheck/claims.ts) and exits non-zero when a
 * target is missed. Run with `npm run eval:factcheck`.
 */
import { formatReport, missedTargets, runEvaluation } from "@/tests/factcheck/evaluation";

const report = runEvaluation();
console.log(formatReport(report));
const missed = missedTargets(report);
if (missed.length > 0) {
  console.error(`\nTargets missed:\n  ${missed.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll targets met.");

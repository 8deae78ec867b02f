/**
 * The labelled sets the fact-checker is scored on, with their targets: the generated development and held-out
 * parts (data/factcheck-eval) and the hand-labelled regression set. Every set must also have no costly error,
 * no "supported" on an out-of-coverage question, every answer grounded and a deterministic second run.
 */
import { getOfficialData, type OfficialData } from "../official-data";
import { loadEvalSet } from "./cases";
import { handLabelledCases } from "./hand-labelled";
import { evaluateCases, type EvalReport, type Targets } from "./scoring";

export const TARGETS: Record<"development" | "heldout" | "handLabelled", Targets> = {
  development: { accuracy: 0.98, shapedAccuracy: 0.98 },
  heldout: { accuracy: 0.97, minPerShape: 10 },
  handLabelled: { accuracy: 0.97 },
};

/**
 * Issue 27's bar for the held-out part's reader-question shapes. `npm run eval:factcheck` enforces it (exit 1
 * until met); the Jest suite enforces the floor above, so that a miss on data nobody tunes on is reported, not
 * tuned away.
 */
export const HELDOUT_SHAPED_TARGET: Targets = { ...TARGETS.heldout, shapedAccuracy: 0.98 };

export interface SuiteReport {
  development: EvalReport;
  heldout: EvalReport;
  handLabelled: EvalReport;
}

export function runSuite(data: OfficialData = getOfficialData()): SuiteReport {
  return {
    development: evaluateCases("Development part (generated)", loadEvalSet("development").cases, TARGETS.development, data),
    heldout: evaluateCases("Held-out part (generated)", loadEvalSet("heldout").cases, TARGETS.heldout, data),
    handLabelled: evaluateCases("Hand-labelled regression set (development)", handLabelledCases(), TARGETS.handLabelled, data),
  };
}

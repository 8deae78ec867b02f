/**
 * A labelled evaluation case, as the generator writes it to data/factcheck-eval/*.json and as the hand-labelled
 * set is adapted to. The files are parsed, not trusted: a malformed case fails loudly.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { VERDICTS } from "../types";

export const PARTS = ["development", "heldout"] as const;
export type EvalPart = (typeof PARTS)[number];

export const evalCaseSchema = z.object({
  id: z.string().min(1),
  /** The phrasing family (template kind) the case was drawn from. */
  family: z.string().min(1),
  /** The article's only paragraph. */
  text: z.string(),
  /** Quick-question id or "Custom Question". */
  category: z.string().min(1),
  /** The reader's question, for a custom question. */
  question: z.string().optional(),
  publishedAt: z.string().min(1),
  expected: z.enum(VERDICTS),
  /**
   * What the quoted figure is against the data: "correct" (it matches under the reading the label rests on),
   * "wrong", or null (nothing to compare: out of coverage, or a label about something else).
   * A costly error is a wrong figure called supported or a correct one called not supported.
   */
  figure: z.enum(["correct", "wrong"]).nullable(),
  /** The snapshot cannot answer it: the answer must be unclear, and above all never supported. */
  outOfCoverage: z.boolean(),
  /** Indicator file, place and year the question is about (null when none or out of coverage). */
  indicator: z.string().nullable(),
  country: z.string().nullable(),
  year: z.number().int().nullable(),
  /** The snapshot values behind the label. */
  why: z.string(),
  /** The claim's shape (comparison, change, bound, range, ranking, projection, sibling, units, wording, unmapped); absent: a single figure. */
  shape: z.string().optional(),
});

export type EvalCase = z.infer<typeof evalCaseSchema>;

export const evalSetSchema = z.object({
  part: z.enum(PARTS),
  generator: z.string(),
  seed: z.number().int(),
  cases: z.array(evalCaseSchema).min(1),
});

export type EvalSet = z.infer<typeof evalSetSchema>;

export const EVAL_SET_DIR = path.join(process.cwd(), "data", "factcheck-eval");

export function evalSetPath(part: EvalPart, dir = EVAL_SET_DIR): string {
  return path.join(dir, `${part}.json`);
}

/** Reads and validates one generated part. */
export function loadEvalSet(part: EvalPart, dir = EVAL_SET_DIR): EvalSet {
  const file = evalSetPath(part, dir);
  const parsed = evalSetSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`[factcheck-eval] ${file} is malformed: ${parsed.error.message}`);
  if (parsed.data.part !== part) throw new Error(`[factcheck-eval] ${file} holds the ${parsed.data.part} part`);
  return parsed.data;
}

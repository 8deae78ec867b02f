/**
 * Optional: an OpenAI-compatible chat-completions endpoint may rephrase the engine's explanation for readers.
 * It never supplies figures or verdicts: a rephrasing is used only when every number, number word, verdict
 * term and link in it already stands in the engine's text; anything else — a new figure, a changed verdict,
 * a slow or failing endpoint, a malformed reply — keeps the engine's own words.
 */
import { z } from "zod";
import type { Env } from "@/lib/config/env";

export interface RephraseConfig {
  /** Base URL of the API, e.g. http://localhost:11434/v1 (the request goes to {url}/chat/completions). */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export function rephraseConfigFromEnv(config: Env): RephraseConfig | null {
  if (!config.FACTCHECK_LLM_URL || !config.FACTCHECK_LLM_MODEL) return null;
  return {
    url: config.FACTCHECK_LLM_URL,
    model: config.FACTCHECK_LLM_MODEL,
    apiKey: config.FACTCHECK_LLM_API_KEY,
    timeoutMs: config.FACTCHECK_LLM_TIMEOUT_MS,
  };
}

const INSTRUCTIONS = [
  "You rewrite fact-check explanations for readers of a news site in clear, plain English.",
  "Keep every number exactly as written, with its unit and year. Add no numbers, facts, sources or links.",
  "Keep each verdict word (supported, not supported, needs context, mixed, unclear) where it applies; never change a verdict.",
  "Reply with the rewritten explanation only.",
].join(" ");

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const NUMBER_WORDS =
  /\b(?:zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|trillions?|dozens?|half|halve[ds]?|thirds?|quarters?|fifths?|tenths?|double[ds]?|twice|triple[ds]?|quadrupled?)\b/gi;
// "not supported" is tried before "supported", so the one inside it is not counted again.
const VERDICT_TERMS = /\b(?:not[ _]supported|needs[ _]context|supported|mixed|unclear)\b/gi;
const LINK = /\bhttps?:\/\/[^\s)]+/gi;

function numbersIn(text: string): Set<number> {
  return new Set((text.match(NUMBER) ?? []).map((token) => Number(token.replace(/,/g, ""))));
}

function termsIn(text: string, pattern: RegExp): Set<string> {
  return new Set((text.match(pattern) ?? []).map((term) => term.toLowerCase().replace("_", " ")));
}

function subset<T>(part: Set<T>, whole: Set<T>): boolean {
  return [...part].every((item) => whole.has(item));
}

/** The guard: a rephrasing may drop detail, but may not add a number, a number word, a verdict or a link. */
export function acceptRephrasing(original: string, candidate: string): boolean {
  const text = candidate.trim();
  if (text.length === 0 || text.length > original.length * 2 + 200) return false;
  if (!subset(numbersIn(text), numbersIn(original))) return false;
  if (!subset(termsIn(text, NUMBER_WORDS), termsIn(original, NUMBER_WORDS))) return false;
  if (!subset(termsIn(text, LINK), termsIn(original, LINK))) return false;
  const verdicts = termsIn(original, VERDICT_TERMS);
  const kept = termsIn(text, VERDICT_TERMS);
  // Every verdict it names must be one the engine gave, and it must still name them all.
  return subset(kept, verdicts) && subset(verdicts, kept);
}

/** The model's rephrasing of `explanation` when the guard accepts it; otherwise `explanation` itself. */
export async function rephraseExplanation(config: RephraseConfig, explanation: string): Promise<string> {
  try {
    const response = await fetch(`${config.url.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        messages: [
          { role: "system", content: INSTRUCTIONS },
          { role: "user", content: explanation },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = completionSchema.safeParse(await response.json());
    const candidate = parsed.success ? parsed.data.choices[0]?.message.content.trim() : undefined;
    if (candidate && acceptRephrasing(explanation, candidate)) return candidate;
    console.warn("[factcheck] the language model's rephrasing was rejected; keeping the engine's explanation");
  } catch (error) {
    console.warn(
      `[factcheck] the language model did not answer (${error instanceof Error ? error.message : String(error)}); keeping the engine's explanation`,
    );
  }
  return explanation;
}

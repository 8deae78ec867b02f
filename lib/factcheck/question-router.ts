/** Maps the request's category (a quick-question id, "Custom Question" or anything else) to one of the five checks. */
import { findCues } from "./cues";
import type { OfficialData } from "./official-data";
import { findPlaces } from "./places";
import type { CheckCategory } from "./types";

const CHECKS: readonly CheckCategory[] = ["accuracy", "timeliness", "comparability", "source", "consistency"];

// Checked in this order: the first family whose words appear wins ("are these numbers up to date" is timeliness).
const KEYWORDS: [CheckCategory, RegExp][] = [
  [
    "timeliness",
    /\b(?:latest|most recent|recent|up[- ]to[- ]date|outdated|out[- ]of[- ]date|old data|stale|newest|timely|timeliness|vintage|revised|revisions?|current data)\b/i,
  ],
  [
    "source",
    /\b(?:sources?|sourced|cited?|citations?|according to|who says|reliab(?:le|ility)|trustworthy|credible|traceable|where (?:do|does|did) .* come from)\b/i,
  ],
  [
    "consistency",
    /\b(?:consisten(?:t|cy)|add(?:s)? up|related (?:indicators|figures|data)|other indicators|square with|line up|contradict\w*|coheren\w*)\b/i,
  ],
  [
    "comparability",
    /\b(?:real|nominal|inflation[- ]adjusted|per capita|per person|per head|units?|currency|currencies|dollars?|ppp|purchasing power|comparab(?:le|ility)|compared?|adjusted|exchange rate)\b/i,
  ],
  ["accuracy", /\b(?:accura(?:te|cy)|correct|right|true|wrong|false|check|verify|figures?|numbers?|stats?|statistics?|data)\b/i],
];

/**
 * A question that states its own figure ("Was US real GDP growth 2.5% in 2023, according to the IMF?") asks
 * whether that figure is right: content words such as "real", "dollars" or "according to" describe the figure,
 * not the check. Only wording about the check itself picks another one.
 */
const OWN_FIGURE_KEYWORDS: [CheckCategory, RegExp][] = [
  [
    "timeliness",
    /\b(?:up[- ]to[- ]date|outdated|out[- ]of[- ]date|stale|still (?:true|current|valid|the case|right)|the (?:latest|most recent) (?:data|figures?|numbers?|release))\b/i,
  ],
  [
    "source",
    /\b(?:what(?:'s| is| was) the source|where (?:does|do|did) (?:this|that|it|the \w+) come from|is (?:this|that|the) source|citations?|who says|reliab(?:le|ility)|trustworthy|credible|traceable)\b/i,
  ],
  ["consistency", /\b(?:consisten(?:t|cy)|add(?:s)? up|square with|line up|contradict\w*|related (?:indicators|figures|data))\b/i],
  ["comparability", /\b(?:comparab(?:le|ility)|like[- ]for[- ]like|adjusted for inflation|inflation[- ]adjusted figure)\b/i],
];

export function routeOwnFigure(question: string): CheckCategory {
  return OWN_FIGURE_KEYWORDS.find(([, re]) => re.test(question))?.[0] ?? "accuracy";
}

export interface Route {
  category: CheckCategory;
  /** True when the request came as a free-text question (its own figures may be the claim to check). */
  custom: boolean;
  /** Said to the reader when the question could not be mapped. */
  note: string | null;
}

export function routeQuestion(category: string, question: string, description = ""): Route {
  const id = category.trim().toLowerCase();
  const known = CHECKS.find((c) => c === id);
  if (known) return { category: known, custom: false, note: null };
  const text = `${question} ${id === "custom question" ? "" : `${category} ${description}`}`;
  const hit = KEYWORDS.find(([, re]) => re.test(text));
  if (hit) return { category: hit[0], custom: true, note: null };
  return {
    category: "accuracy",
    custom: true,
    note: "We could not map the question to one of the five checks, so we ran the accuracy check.",
  };
}

/** "Is this article accurate?", "Are these figures up to date?", "What does the piece cite?" */
const ABOUT_ARTICLE =
  /\b(?:this|that|the)\s+(?:[\w'-]+\s+){0,2}?(?:article|piece|story|post|report|text|page|write-?up|author|writer|journalist|headline)\b|\b(?:this|these|those|its|their|the article's|the quoted|the cited)\s+(?:[\w'-]+\s+){0,2}?(?:figures?|numbers?|stats|statistics|data|claims?|sources?|estimates?)\b/i;

/**
 * Whether a custom question without a claim of its own asks about the article: it names the article or its
 * figures, or it asks only about a check (accurate? up to date? sourced?) without naming a place or an
 * indicator of its own. Anything else is a question about something else, answered about itself (issue 27).
 */
export function asksAboutArticle(data: OfficialData, question: string): boolean {
  if (ABOUT_ARTICLE.test(question)) return true;
  if (!KEYWORDS.some(([, re]) => re.test(question))) return false;
  return findPlaces(data, question, true).length === 0 && findCues(question).length === 0;
}

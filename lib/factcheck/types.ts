// Types shared by the fact-check modules. The public response types follow docs/behaviour.md#data-shapes
// ("Fact-check response", "Fact-check result"); engine.ts re-exports them.

export const VERDICTS = ["supported", "needs_context", "mixed", "unclear", "not_supported"] as const;

export type Verdict = (typeof VERDICTS)[number];

/** How a verdict reads in text (the explanations and the assistant's chip). */
export const VERDICT_LABEL: Record<Verdict, string> = {
  supported: "Supported",
  needs_context: "Needs context",
  mixed: "Mixed",
  unclear: "Unclear",
  not_supported: "Not supported",
};

export type QuestionCategory = "accuracy" | "timeliness" | "comparability" | "source" | "consistency" | "Custom Question";

/** The five checks the engine can run; a custom question is routed to one of them. */
export type CheckCategory = Exclude<QuestionCategory, "Custom Question">;

export interface Citation {
  title: string;
  url: string;
  publisher: string;
  accessed: string;
}

export interface Normalization {
  unit: string;
  currency: string | null;
  price_base_year: number | null;
  population_adjustment: boolean;
}

export interface Timeliness {
  data_vintage: string;
  is_latest_available: boolean;
  latest_available_period: string;
}

/** One checked figure; `check.claims` carries one per claim found. */
export interface ClaimResult {
  verdict: Verdict;
  claim_excerpt: string;
  quoted: string;
  indicator: string | null;
  country: string | null;
  year: number | null;
  year_inferred: boolean;
  country_inferred: boolean;
  /**
   * The snapshot values behind the verdict, in plain units (the IMF GDP file's US$ billions scaled to US$);
   * `display` is the value as the explanation writes it ("6.80%", "US$29.30 trillion").
   */
  official: { source: string; indicator: string; year: number; value: string; display: string }[];
  explanation: string;
  normalization: Normalization;
  comparability_notes: string[];
  timeliness: Timeliness;
  related_indicators_consistency: string;
  citations: Citation[];
}

export interface FactCheckResult {
  verdict: Verdict;
  claim_excerpt: string;
  explanation: string;
  normalization: Normalization;
  comparability_notes: string;
  timeliness: Timeliness;
  related_indicators_consistency: string;
  citations: Citation[];
  /** Which check ran (a custom question is routed to one of the five). */
  category: CheckCategory;
  claims: ClaimResult[];
}

export interface FactCheckResponse {
  check: FactCheckResult;
  response: string;
  article_title: string;
  article_url: string;
  overall_verdict: Verdict;
}

export interface ArticleInput {
  id: number;
  title: string;
  html: string;
  publishedAt: string;
  url: string;
}

export interface FactCheckRequest {
  article: ArticleInput;
  category: string;
  question: string;
  description?: string;
}

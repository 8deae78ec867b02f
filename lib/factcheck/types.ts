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

/**
 * The series a checked figure was compared with (`check.claims[].series`): every year of the indicator file for
 * the economy, values as the file writes them (its `unit`), `projected` after the IMF's latest actual year.
 */
export interface ClaimSeries {
  /** The indicator file's slug (`inflation_cpi_pct`). */
  indicator: string;
  /** ISO3 code (countries.csv). */
  country: string;
  unit: string;
  points: { year: number; value: number; projected: boolean }[];
  /** The publisher's name of the series and the economy's name, for a chart's title. */
  name: string;
  country_name: string;
  /** The series' data page (`/data/inflation-cpi-pct/brazil`). */
  path: string | null;
  /** The year compared: the official value is this year's point. */
  year: number;
  /** The quoted figure in the series' units, when it is a level of the series (not a change); else null. */
  quoted_value: number | null;
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
  /** The series behind the verdict; null for a figure that was not compared (unclear). */
  series: ClaimSeries | null;
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

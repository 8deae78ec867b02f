/**
 * The assistant's conversation rules (docs/behaviour.md#screens, #data-shapes, #states, #validation, #roles, #calls, #messages), kept apart from the React panel so they can be tested
 * alone and so the panel stays a thin view. Runs in the browser: type-only imports from the engine.
 */
import { VERDICT_LABEL, type Citation, type ClaimResult, type ClaimSeries, type FactCheckResult, type Verdict } from "./types";

/** docs/behaviour.md#data-shapes, "Chat message". */
export interface ChatMessage {
  id: string;
  type: "user" | "ai";
  content: string;
  category: string;
  articleTitle?: string;
  articleUrl?: string;
  structuredCheck?: StructuredCheck;
  overallVerdict?: string;
}

/** The `check` of a fact-check response as the assistant shows it: every part may be missing from a reply. */
export interface StructuredCheck {
  verdict: string;
  claimExcerpt: string;
  explanation: string;
  normalization: FactCheckResult["normalization"] | null;
  comparabilityNotes: string;
  timeliness: FactCheckResult["timeliness"] | null;
  relatedIndicatorsConsistency: string;
  citations: Citation[];
  /** The claim the verdict rests on, when the engine listed its claims. */
  lead: Pick<ClaimResult, "quoted" | "official" | "series"> | null;
}

export interface FactCheckAnswer {
  content: string;
  articleTitle: string;
  articleUrl: string;
  structuredCheck: StructuredCheck | undefined;
  overallVerdict: string | undefined;
}

export const FACT_CHECK_ENDPOINT = "/api/ai/fact-check-url";

export const OFF_ARTICLE_MESSAGE =
  "I need to analyze an article to fact-check your question. Please visit an article page (like /post/20) or provide a URL of an article you'd like me to analyze.";

/** What a quick question gets off an article page: the spec's message, naming the question. */
export function offArticleQuickMessage(question: string): string {
  return `I need to analyze an article to answer "${question}". Please visit an article page (like /post/20) or provide a URL of an article you'd like me to analyze.`;
}

export const FAILURE_ALERT = "Failed to process fact-check. Please try again.";
export const QUICK_REQUEST_FAILED = "Failed to process fact-check request";
export const CUSTOM_REQUEST_FAILED = "Failed to process custom fact-check request";
export const NO_TEXT_ANSWER = "Analysis complete";

/** The assistant is active only where the address contains /post/ (docs/behaviour.md#screens). */
export function isArticleAddress(pathname: string): boolean {
  return pathname.includes("/post/");
}

export function statusBanner(pathname: string): string {
  if (!isArticleAddress(pathname)) return "Visit an article page to enable fact-checking";
  const segment = pathname.split("/").filter(Boolean).at(-1) ?? "";
  return `Ready to analyze: ${segment}`;
}

const KNOWN_VERDICTS = new Set<string>(Object.keys(VERDICT_LABEL));

export function isKnownVerdict(value: string): value is Verdict {
  return KNOWN_VERDICTS.has(value);
}

/** "not_supported" → "Not supported"; an unknown value is shown as it came, with underscores as spaces. */
export function verdictLabel(value: string): string {
  return isKnownVerdict(value) ? VERDICT_LABEL[value] : value.replace(/_/g, " ");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function citationsOf(value: unknown): Citation[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((c) => {
    const url = text(c.url);
    // Only web links and paths on this site (a data page, /data/{indicator}/{country}) become clickable: a reply
    // must not smuggle a javascript: URL, or a protocol-relative one to another host, into the page.
    if (!/^(?:https?:\/\/|\/(?![/\\]))/i.test(url)) return [];
    return [{ title: text(c.title) || url, url, publisher: text(c.publisher), accessed: text(c.accessed) }];
  });
}

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** A claim's series as the chart needs it, or null when any part is missing or malformed. */
function seriesOf(value: unknown): ClaimSeries | null {
  if (!isRecord(value) || !Array.isArray(value.points) || !finite(value.year)) return null;
  const points = value.points.filter(isRecord);
  if (points.length === 0 || points.length !== value.points.length) return null;
  if (!points.every((p) => finite(p.year) && finite(p.value) && typeof p.projected === "boolean")) return null;
  const path = text(value.path);
  return {
    indicator: text(value.indicator),
    country: text(value.country),
    unit: text(value.unit),
    points: points.map((p) => ({ year: p.year as number, value: p.value as number, projected: p.projected as boolean })),
    name: text(value.name) || text(value.indicator),
    country_name: text(value.country_name) || text(value.country),
    // Only a path on this site becomes a link (see citationsOf).
    path: /^\/data\//.test(path) ? path : null,
    year: value.year,
    quoted_value: finite(value.quoted_value) ? value.quoted_value : null,
  };
}

function leadOf(check: Record<string, unknown>, excerpt: string): StructuredCheck["lead"] {
  if (!Array.isArray(check.claims)) return null;
  const claims = check.claims.filter(isRecord);
  const lead = claims.find((c) => c.claim_excerpt === excerpt) ?? claims[0];
  if (!lead) return null;
  const official = Array.isArray(lead.official)
    ? lead.official.filter(isRecord).map((o) => ({
        source: text(o.source),
        indicator: text(o.indicator),
        year: typeof o.year === "number" ? o.year : 0,
        value: text(o.value),
        display: text(o.display) || text(o.value),
      }))
    : [];
  return { quoted: text(lead.quoted), official, series: seriesOf(lead.series) };
}

function structuredCheckOf(value: unknown): StructuredCheck | undefined {
  if (!isRecord(value)) return undefined;
  const claimExcerpt = text(value.claim_excerpt);
  const n = value.normalization;
  const t = value.timeliness;
  const normalization = isRecord(n)
    ? {
        unit: text(n.unit),
        currency: typeof n.currency === "string" ? n.currency : null,
        price_base_year: typeof n.price_base_year === "number" ? n.price_base_year : null,
        population_adjustment: n.population_adjustment === true,
      }
    : null;
  const timeliness = isRecord(t)
    ? {
        data_vintage: text(t.data_vintage),
        is_latest_available: t.is_latest_available === true,
        latest_available_period: text(t.latest_available_period),
      }
    : null;
  return {
    verdict: text(value.verdict),
    claimExcerpt,
    explanation: text(value.explanation),
    normalization,
    comparabilityNotes: text(value.comparability_notes),
    timeliness,
    relatedIndicatorsConsistency: text(value.related_indicators_consistency),
    citations: citationsOf(value.citations),
    lead: leadOf(value, claimExcerpt),
  };
}

/**
 * Reads a fact-check response (docs/behaviour.md#data-shapes) without trusting its shape. The chat text is check.explanation,
 * else response, else 'Analysis complete' (docs/behaviour.md#calls).
 */
export function readFactCheckAnswer(body: unknown): FactCheckAnswer {
  const data = isRecord(body) ? body : {};
  const structuredCheck = structuredCheckOf(data.check);
  const overall = text(data.overall_verdict) || structuredCheck?.verdict || "";
  return {
    content: structuredCheck?.explanation || text(data.response) || NO_TEXT_ANSWER,
    articleTitle: text(data.article_title),
    articleUrl: text(data.article_url),
    structuredCheck,
    overallVerdict: overall || undefined,
  };
}

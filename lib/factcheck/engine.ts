/**
 * Fact-check engine: checks an article's figures against the offline official-data snapshot and answers with
 * a structured verdict (docs/behaviour.md#data-shapes, #states). Deterministic: no clock, no randomness, no network.
 */
import { reportClaim, snapshotVintage, type ClaimReport } from "./categories";
import { citationsFor } from "./citations";
import { extractClaims, type Claim } from "./claims";
import { assessClaim } from "./evaluate";
import { claimLabel, renderConsistency, renderExplanation } from "./explain";
import { formatOfficial } from "./format";
import { htmlToBlocks, type TextBlock } from "./html-text";
import { MEASURES } from "./measures";
import { getOfficialData, type OfficialData } from "./official-data";
import { publicationYearOf } from "./periods";
import { dominantPlace, findPlaces } from "./places";
import { shapedResponse, unmappedResponse } from "./question-answer";
import { asksAboutArticle, routeOwnFigure, routeQuestion } from "./question-router";
import { answerShapedQuestion } from "./reader-question";
import { readQuestion } from "./reader-wording";
import { claimSeries } from "./series";
import { findSources } from "./sources";
import type { CheckCategory, ClaimResult, FactCheckRequest, FactCheckResponse, FactCheckResult, Verdict } from "./types";
import { answerUnmapped } from "./unmapped";

export type {
  ArticleInput,
  Citation,
  ClaimResult,
  FactCheckRequest,
  FactCheckResponse,
  FactCheckResult,
  Normalization,
  QuestionCategory,
  Timeliness,
  Verdict,
} from "./types";

export interface EngineOptions {
  /** Snapshot to use instead of the project's data/official (tests load other folders). */
  data?: OfficialData;
}

/** Multi-claim rule: all supported → supported; supported with not supported → mixed; none supported but some not supported → not_supported. */
export function combineVerdicts(verdicts: Verdict[]): Verdict {
  const checked: Verdict[] = verdicts.filter((v) => v !== "unclear");
  if (checked.length === 0) return "unclear";
  const has = (v: Verdict) => checked.includes(v);
  if (checked.every((v) => v === "supported")) return "supported";
  if (has("mixed") || (has("supported") && has("not_supported"))) return "mixed";
  if (has("not_supported")) return "not_supported";
  return "needs_context";
}

/** The claim that best represents the overall verdict: the first one carrying it, else the first claim. */
function headline(reports: ClaimReport[], overall: Verdict): ClaimReport | null {
  const order: Verdict[] = overall === "mixed" ? ["not_supported", "mixed"] : [overall];
  for (const verdict of order) {
    const found = reports.find((r) => r.verdict === verdict);
    if (found) return found;
  }
  return reports[0] ?? null;
}

function claimResult(data: OfficialData, report: ClaimReport, text: string): ClaimResult {
  const a = report.assessment;
  // The rows the explanation prints: the decisive reading, another quantity it matches, the stated reading.
  const shown = [a.decisive, a.alsoMatches].filter((r): r is NonNullable<typeof r> => r !== null);
  const readings = [...shown, ...a.readings.filter((r) => r.role === "primary" && !shown.includes(r as (typeof shown)[number]))];
  const observations = [...readings.flatMap((r) => r.evidence.flatMap((e) => e.observations)), ...a.context];
  const kind = a.decisive ? MEASURES[a.decisive.measure].kind : "rate";
  const official = (a.decisive?.evidence ?? [])
    .flatMap((e) => e.observations.slice(0, 1))
    .map((o) => ({
      source: data.indicators.get(o.slug)?.publisherName ?? o.slug,
      indicator: o.slug,
      year: o.year,
      value: String(o.value),
      display: formatOfficial(kind, o.value, a.claim.quantity.decimals, a.decisive?.measure === "gdp_per_capita_ppp"),
    }));
  return {
    verdict: report.verdict,
    claim_excerpt: a.claim.excerpt,
    quoted: a.claim.quantity.raw,
    indicator: a.checked || a.reason === "no_data" ? (a.claim.measure ? (MEASURES[a.claim.measure].slugs[0] ?? null) : null) : null,
    country: a.claim.place.code,
    year: a.readings.find((r) => r.role === "primary")?.year ?? a.claim.period.year,
    year_inferred: a.yearInferred,
    country_inferred: a.claim.place.inferred,
    official,
    explanation: text,
    normalization: report.normalization,
    comparability_notes: report.comparabilityNotes,
    timeliness: report.timeliness,
    related_indicators_consistency: renderConsistency(report.consistency),
    citations: citationsFor(data, observations),
    series: a.checked ? claimSeries(data, a) : null,
  };
}

/**
 * Article blocks, or the question itself when a custom question states its own figure. `source` says which:
 * the question's own figures, the article's figures a custom question names by number, or the whole article.
 */
function claimsToCheck(
  data: OfficialData,
  blocks: TextBlock[],
  question: string,
  custom: boolean,
  publicationYear: number,
): { claims: Claim[]; fromQuestion: boolean; source: "question" | "focused" | "article" } {
  const articleText = blocks.map((b) => b.text).join("\n");
  const headline = blocks.find((b) => b.kind === "title")?.text ?? "";
  const ctx = {
    data,
    publicationYear,
    fallbackPlace: dominantPlace(findPlaces(data, articleText), findPlaces(data, headline)),
    origin: "article" as const,
  };
  if (custom) {
    const own = extractClaims([{ text: question, kind: "text" }], { ...ctx, origin: "question" });
    if (own.length > 0) return { claims: own, fromQuestion: true, source: "question" };
  }
  const claims = extractClaims(blocks, ctx);
  if (custom) {
    // "Is the 3.4% figure right?": keep the article's claims that quote the numbers the question names.
    const numbers = question.match(/\d+(?:[.,]\d+)*/g) ?? [];
    const focused = claims.filter((c) => numbers.some((n) => c.quantity.raw.includes(n)));
    if (focused.length > 0) return { claims: focused, fromQuestion: false, source: "focused" };
  }
  return { claims, fromQuestion: false, source: "article" };
}

/** Without a readable publication date, "the latest year" is the snapshot's latest WDI year. */
function fallbackYear(data: OfficialData): number {
  return Math.max(...[...data.indicators.values()].filter((m) => m.publisher === "WDI").map((m) => m.latestYear));
}

export function factCheckArticle(input: FactCheckRequest, options: EngineOptions = {}): FactCheckResponse {
  const data = options.data ?? getOfficialData();
  const { article } = input;
  const route = routeQuestion(input.category ?? "", input.question ?? "", input.description ?? "");
  const publicationYear = publicationYearOf(article.publishedAt ?? "") ?? fallbackYear(data);
  const blocks = htmlToBlocks(article.title ?? "", article.html ?? "");
  const asked = input.question ?? "";
  // A reader's own question is answered about itself: its wording read first (native names, typos), then a
  // claim in one of the shapes readers use, then its own figure; the article's check runs only when asked for.
  // An unknown category with no question (an old client) is not a reader's question: it checks the article.
  const readerAsked = route.custom && asked.trim() !== "";
  const read = readerAsked ? readQuestion(data, asked) : { text: asked, readings: [] };
  const page = { title: article.title ?? "", url: article.url ?? "" };
  if (readerAsked) {
    const shaped = answerShapedQuestion(data, read.text, publicationYear);
    if (shaped) return shapedResponse(data, page, asked, shaped, read.readings);
  }
  const { claims, fromQuestion, source } = claimsToCheck(data, blocks, read.text, route.custom, publicationYear);
  if (readerAsked && source === "article" && !asksAboutArticle(data, asked))
    return unmappedResponse(data, page, asked, answerUnmapped(data, read.text), read.readings);
  const category: CheckCategory = fromQuestion ? routeOwnFigure(input.question ?? "") : route.category;
  const articleSources = findSources(blocks.map((b) => b.text).join("\n"));
  const reports = claims.map((claim) =>
    reportClaim(data, assessClaim(data, claim, publicationYear), category, {
      sentence: findSources(claim.sentence),
      article: articleSources,
    }),
  );
  const overall = combineVerdicts(reports.map((r) => r.verdict));
  const routingNote = fromQuestion ? (read.readings.length > 0 ? `We read ${read.readings.join("; ")}.` : null) : route.note;
  const emptyReason =
    blocks.length === 0 ? "The article has no text to check." : "We found no figure in the article that the official snapshot could check.";
  const { explanation, response } = renderExplanation({ data, category, routingNote, reports, overall, emptyReason });
  const results = reports.map((r) =>
    claimResult(
      data,
      r,
      renderExplanation({ data, category, routingNote: null, reports: [r], overall: r.verdict, emptyReason: null }).explanation,
    ),
  );
  const lead = headline(reports, overall);
  const leadResult = lead ? results[reports.indexOf(lead)] : undefined;
  const check: FactCheckResult = {
    verdict: overall,
    claim_excerpt: leadResult?.claim_excerpt ?? "",
    explanation,
    normalization: leadResult?.normalization ?? { unit: "none", currency: null, price_base_year: null, population_adjustment: false },
    comparability_notes: leadResult
      ? leadResult.comparability_notes.join(" ") || "No comparability issues found."
      : "No figure was checked.",
    timeliness: leadResult?.timeliness ?? {
      data_vintage: snapshotVintage(data),
      is_latest_available: false,
      latest_available_period: "not applicable",
    },
    related_indicators_consistency: leadResult
      ? reports.length > 1
        ? `${lead ? claimLabel(data, lead) : ""}: ${leadResult.related_indicators_consistency}`
        : leadResult.related_indicators_consistency
      : "No figure was checked.",
    citations: dedupeCitations(results.flatMap((r) => r.citations)),
    category,
    claims: results,
  };
  return { check, response, article_title: article.title ?? "", article_url: article.url ?? "", overall_verdict: overall };
}

function dedupeCitations(citations: FactCheckResult["citations"]): FactCheckResult["citations"] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.title}|${c.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The response to a reader's own question when it is not a single figure: a shaped claim (comparison, change,
 * bound, range, ranking) or a question we could not map. Same response and claim-result shape as every other
 * answer (docs/behaviour.md#data-shapes), one claim: the reader's question, never a figure of the article.
 */
import { snapshotVintage } from "./categories";
import { citationFor, citationsFor } from "./citations";
import { latestOutturn } from "./evaluate";
import { formatOfficial } from "./format";
import { MEASURES } from "./measures";
import type { OfficialData } from "./official-data";
import { displayName } from "./places";
import { seriesOf } from "./series";
import type { ShapedAnswer } from "./reader-question";
import { VERDICT_LABEL, type CheckCategory, type Citation, type ClaimResult, type FactCheckResponse, type Normalization } from "./types";
import type { UnmappedAnswer } from "./unmapped";

const SHAPE_LABEL: Record<ShapedAnswer["shape"], string> = {
  comparison: "a comparison between economies",
  change: "a change over a period",
  bound: "a bound",
  range: "a range",
  ranking: "a ranking",
};

const NO_NORMALIZATION: Normalization = { unit: "none", currency: null, price_base_year: null, population_adjustment: false };

interface Article {
  title: string;
  url: string;
}

function respond(article: Article, category: CheckCategory, claim: ClaimResult, response: string): FactCheckResponse {
  return {
    check: {
      verdict: claim.verdict,
      claim_excerpt: claim.claim_excerpt,
      explanation: claim.explanation,
      normalization: claim.normalization,
      comparability_notes: claim.comparability_notes.join(" ") || "No comparability issues found.",
      timeliness: claim.timeliness,
      related_indicators_consistency: claim.related_indicators_consistency,
      citations: claim.citations,
      category,
      claims: [claim],
    },
    response,
    article_title: article.title,
    article_url: article.url,
    overall_verdict: claim.verdict,
  };
}

function readingNote(readings: string[]): string {
  return readings.length > 0 ? ` (${readings.join("; ")})` : "";
}

export function shapedResponse(
  data: OfficialData,
  article: Article,
  question: string,
  answer: ShapedAnswer,
  readings: string[],
): FactCheckResponse {
  const measure = answer.measure;
  const def = measure ? MEASURES[measure] : null;
  const latest = measure && answer.country ? latestOutturn(data, measure, answer.country) : null;
  const explanation = [`"${question.trim()}"${readingNote(readings)}: we read ${SHAPE_LABEL[answer.shape]}.`, ...answer.sentences].join(
    " ",
  );
  const kind = def?.kind ?? "rate";
  const claim: ClaimResult = {
    verdict: answer.verdict,
    claim_excerpt: question.trim(),
    quoted: answer.quoted,
    indicator: def?.slugs[0] ?? null,
    country: answer.country,
    year: answer.year,
    year_inferred: answer.yearInferred,
    country_inferred: false,
    official: answer.observations.map((o) => ({
      source: data.indicators.get(o.slug)?.publisherName ?? o.slug,
      indicator: o.slug,
      year: o.year,
      value: String(o.value),
      display: formatOfficial(o.slug === "exchange_rate_lcu_per_usd" ? "fx" : kind, o.value, 1, measure === "gdp_per_capita_ppp"),
    })),
    explanation,
    normalization: def?.normalization ?? NO_NORMALIZATION,
    comparability_notes: [],
    timeliness: {
      data_vintage: snapshotVintage(data),
      is_latest_available: latest !== null && answer.year !== null && answer.year >= latest,
      latest_available_period: latest !== null ? String(latest) : "not applicable",
    },
    related_indicators_consistency: "Related indicators are not checked for this kind of question.",
    citations: citationsFor(data, answer.observations),
    // A shaped question is no single level of one series: its first row's series, without a quoted point.
    series: answer.verdict !== "unclear" && answer.observations[0] ? seriesOf(data, answer.observations[0], null) : null,
  };
  const about = def
    ? `${def.label}${answer.country ? `, ${displayName(data, answer.country)}` : ""}${answer.year ? `, ${answer.year}` : ""}`
    : "your question";
  return respond(
    article,
    "accuracy",
    claim,
    `${VERDICT_LABEL[answer.verdict]}: ${SHAPE_LABEL[answer.shape]} (${about}), checked against the official data.`,
  );
}

export function unmappedResponse(
  data: OfficialData,
  article: Article,
  question: string,
  answer: UnmappedAnswer,
  readings: string[],
): FactCheckResponse {
  const observations = answer.nearest.flatMap((n) => (n.latest ? [n.latest] : []));
  const listed = answer.nearest.map((n) => {
    const where = n.country ? ` for ${displayName(data, n.country)}` : "";
    const value = n.latest
      ? ` (latest outturn ${formatOfficial(n.slug.endsWith("_usd") || n.slug === "gdp_current_usd" ? "money" : n.slug === "population" ? "count" : n.slug.startsWith("exchange") ? "fx" : "rate", n.latest.value, 1)}, ${n.latest.year})`
      : "";
    return `${n.name}${where}${value}${n.path ? `, ${n.path}` : ""}`;
  });
  const pages: Citation[] = answer.nearest.flatMap((n) => {
    if (!n.path || !n.latest) return [];
    const cited = citationFor(data, n.latest);
    return [
      {
        title: `${n.name}, ${displayName(data, n.country ?? "")}: data page`,
        url: n.path,
        publisher: cited.publisher,
        accessed: cited.accessed,
      },
    ];
  });
  const explanation = [
    `"${question.trim()}"${readingNote(readings)}: we could not map this question to a figure the official data holds, so we cannot check it.`,
    `We could not find ${answer.missing} in the World Bank WDI or IMF WEO data.`,
    `The nearest series the data does hold: ${listed.join("; ")}.`,
    "This answer is about your question only; ask about “this article” to check the article's figures.",
  ].join(" ");
  const claim: ClaimResult = {
    verdict: "unclear",
    claim_excerpt: question.trim(),
    quoted: "",
    indicator: null,
    country: answer.nearest[0]?.country ?? null,
    year: null,
    year_inferred: false,
    country_inferred: false,
    official: [],
    explanation,
    normalization: NO_NORMALIZATION,
    comparability_notes: [],
    timeliness: { data_vintage: snapshotVintage(data), is_latest_available: false, latest_available_period: "not applicable" },
    related_indicators_consistency: "No figure was checked.",
    citations: [...citationsFor(data, observations), ...pages],
    series: null,
  };
  return respond(article, "accuracy", claim, `${VERDICT_LABEL.unclear}: we could not find ${answer.missing} in the official data.`);
}

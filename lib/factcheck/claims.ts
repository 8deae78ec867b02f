/**
 * Claim extraction: a claim is a figure with something it measures, a place and (optionally) a period,
 * found in one clause of a sentence. Figures with no indicator cue are not claims; figures whose cue names
 * something the snapshot lacks are claims that will come back "unclear".
 */
import { currencyHome, findCurrencyMentions, QUOTED_PER_UNIT, sharesName } from "./currencies";
import { chooseCue, findCues, isShareOfGdp, measureFor, unitClass } from "./cues";
import type { TextBlock } from "./html-text";
import { SIGNED_MEASURES, type MeasureId } from "./measures";
import type { OfficialData } from "./official-data";
import { findPeriods, isSubAnnual, type PeriodMention } from "./periods";
import { findPlaces, type PlaceMention } from "./places";
import { findQuantities, type Quantity } from "./quantities";
import { splitClauses, splitSentences, type Span } from "./sentences";

export interface ClaimPlace {
  code: string | null;
  /** Set when the nearest place is outside the snapshot (a US state, the G20 …). */
  outside: string | null;
  raw: string | null;
  /** Taken from the rest of the article because the sentence names no place. */
  inferred: boolean;
}

export interface ClaimPeriod {
  /** The annual column; null when the text gives none (then the latest year up to publication is used). */
  year: number | null;
  /** Second annual column a fiscal year may map to ("FY2024": 2023 for April–March reporters, 2024 otherwise). */
  altYear: number | null;
  raw: string | null;
  /** Why the period is finer than the annual snapshot ("a month (December)"), or null. */
  subAnnual: string | null;
  fiscal: boolean;
  /** "up from 3.9%": the figure is for the period before the claim's main one. */
  previous: boolean;
}

export interface ClaimChange {
  /** +1 rose, −1 fell, 0 not said. */
  direction: 1 | -1 | 0;
  /** "pp": a change in points; "percent": a change written in per cent (relative, or points meant). */
  unit: "pp" | "percent";
  /** "Inflation rose 3%" may also mean the rate itself was 3%. */
  alsoLevel: boolean;
}

export interface ClaimFx {
  currency: string;
  /** The quoted figure is US dollars per unit of the currency (news style for EUR, GBP), the inverse of the data. */
  inverse: boolean;
}

export interface Claim {
  index: number;
  /** Where the figure was written: the article, or the reader's custom question. */
  origin: "article" | "question";
  excerpt: string;
  sentence: string;
  fromTable: boolean;
  quantity: Quantity;
  /** The figure with sign words applied ("shrank 2.1%" → −2.1; "a deficit of 3%" → −3). */
  signed: { value: number; lo: number; hi: number };
  measure: MeasureId | null;
  missing: string | null;
  place: ClaimPlace;
  period: ClaimPeriod;
  change: ClaimChange | null;
  fx: ClaimFx | null;
}

// "Made up 31% of GDP", "ended up at": "up" there is no rise.
const UP =
  /\b(?:rose|rise[sn]?|rising|increased?|increases|increasing|climbed|climbs?|jumped|jumps?|(?<!\b(?:made|make|makes|making|ended|end|ends|sums?|summed|adds?|added|takes?|took|taken)\s)up|higher|gained|surged|soared|accelerated|widened|picked up)\b/i;
const DOWN =
  /\b(?:fell|falls?|fallen|falling|declined?|declines|declining|dropped|drops?|down|lower|eased?|eases|slowed|slows|decreased?|narrowed|cooled|slipped|slid|tumbled|plunged)\b/i;
/** Words that carry a fall in output, so "contracted 0.9%", "did it contract by 0.9%", "was down 0.9%" mean −0.9%. */
const CONTRACTION =
  /\b(?:shr[au]nk|shrinks?|shrinking|contract(?:ed|ion|s|ing)?|fell|falls?|fallen|fall|declined?|declines|dropped|drops?|slumped|slumps?|slipped|slips?|decreased?|down|dipped|dips?|sank|sinks?|tumbled|plunged|lost)\b/i;
/** "rising by 16 percentage points by 2030", "up 5 points since 2019": a change across several years. */
function multiYearChange(clause: string, q: Span, quantity: Quantity): boolean {
  const changeWords = quantity.unit === "pp" || /\b(?:by|up|down)\s+(?:about\s+|around\s+|some\s+)?$/i.test(clause.slice(0, q.start));
  return (
    changeWords &&
    /^[^.;]{0,40}\b(?:by|since|between)\s+(?:the end of\s+)?(?:19|20)\d{2}\b|^[^.;]{0,40}\bover the (?:next|past|last) (?:\w+ )?(?:years|decades?)\b/i.test(
      clause.slice(q.end),
    )
  );
}

/** "A 4% rate with 3% inflation leaves you 1% better off", "If prices rise 5% …": an illustration with no place or year. */
function hypothetical(sentence: string, places: PlaceMention[], periods: PeriodMention[]): boolean {
  if (places.length > 0 || periods.some((p) => p.year !== null)) return false;
  return /^(?:if|suppose|say|imagine)\b|^an?\s+[$£€¥]?\d/i.test(sentence.trim());
}

const PRICE_FALL = /\b(?:fell|declined|dropped|decreased|slipped)\s+(?:by\s+)?(?:about\s+|around\s+|some\s+)?$/i;
const THRESHOLD_AFTER = /^\s*(?:of gdp\s+)?(?:ceiling|limit|target|threshold|cap|floor|goal|benchmark|mark|line|rule)\b/i;
const DERIVED =
  /\b(?:by|on|according to) our (?:own )?(?:calculations?|reckoning|estimates?|arithmetic)\b|\bwe (?:calculate|estimate|reckon)\b/gi;

/** "about 26% of the total by our calculation": the article's own arithmetic, next to the figure with no other figure between. */
function derivedByArticle(clause: string, q: Span): boolean {
  for (const m of clause.matchAll(DERIVED)) {
    const at = m.index ?? 0;
    const between = (at >= q.end ? clause.slice(q.end, at) : clause.slice(at + m[0].length, q.start)).replace(/\b(?:19|20)\d{2}\b/g, "");
    if (!/\d/.test(between) && between.length <= 120) return true;
  }
  return false;
}

/** Constant-price base year written in the claim ("in 2015 dollars", "constant 2015 prices"). */
export function priceBaseYear(text: string): number | null {
  const m = /\b(?:in|constant|at)\s+((?:19|20)\d{2})\s+(?:US\s+)?(?:dollars|prices|euros|pounds)\b|\bconstant\s+((?:19|20)\d{2})\b/i.exec(
    text,
  );
  const year = m?.[1] ?? m?.[2];
  return year ? Number(year) : null;
}

function describeSubAnnual(p: PeriodMention): string {
  switch (p.kind) {
    case "month":
      return `a single month (${p.raw})`;
    case "quarter":
      return `a quarter (${p.raw})`;
    case "half":
      return `a half-year (${p.raw})`;
    default:
      return `a sub-annual rate ("${p.raw}")`;
  }
}

function nearest<T extends Span>(items: T[], target: Span, afterPenalty: number): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const item of items) {
    const distance =
      item.end <= target.start ? target.start - item.end : item.start >= target.end ? item.start - target.end + afterPenalty : 0;
    if (distance < bestDistance) {
      best = item;
      bestDistance = distance;
    }
  }
  return best;
}

function inside(span: Span, clause: Span): boolean {
  return span.start >= clause.start && span.end <= clause.end;
}

/** "Nigeria, Africa's most populous country, had …": a place inside a comma-delimited aside without figures is background. */
function inAside(sentence: string, p: Span): boolean {
  const open = sentence.lastIndexOf(",", p.start);
  const close = sentence.indexOf(",", p.end);
  if (open === -1 || close === -1) return false;
  const aside = sentence.slice(open + 1, close);
  // An appositive names or describes; ", Germany is barely growing," is a clause of its own, and in
  // "Further south, Brazil, whose …" the place alone between the commas is the subject.
  const rest = (sentence.slice(open + 1, p.start) + sentence.slice(p.end, close)).replace(/^['’]s\b/, "").trim();
  return (
    aside.length < 80 &&
    rest.length > 0 &&
    !/\d/.test(aside) &&
    !/\b(?:is|are|was|were|has|have|had|will|would|can|could|may|might|does|did)\b/i.test(aside)
  );
}

const SUPERLATIVE = String.raw`(?:highest|lowest|largest|biggest|smallest|fastest|slowest|strongest|weakest|best|worst|deepest|most|least|second[- ]\w+|third[- ]\w+)`;
const COMPARED_BEFORE = new RegExp(
  String.raw`(?:\b${SUPERLATIVE}\b[^,.;]{0,40}\b(?:in|among|of)|\bthan(?: in| for| that of)?|\bsuch as|\blike|\bincluding|\bunlike|\bcompared (?:with|to)|\bversus|\bvs\.?|\bovertaking|\boutpacing|\bbehind|\bahead of|\bafter|\baway from|\bimports from|\bexports to|\brules? of)\s+(?:the\s+|other\s+|its\s+)*(?:[\w-]+\s+){0,3}$`,
  "i",
);
const COMPARED_AFTER = new RegExp(
  String.raw`^['’]s\s+(?:[\w-]+\s+)?${SUPERLATIVE}\b|^['’]s\s+(?:fiscal|budget|debt|euro|single|common)\s+(?:rules?|ceiling|limit|market|currency)\b|^\s+(?:competition|rivals?|counterparts?)\b`,
  "i",
);

/**
 * A place named as background rather than as the figure's subject: in an aside, or as the yardstick of a
 * comparison ("the highest in the euro area", "than in Japan", "overtaking Italy", "the world's lowest").
 */
function isBackground(sentence: string, p: PlaceMention): boolean {
  return (
    inAside(sentence, p) ||
    COMPARED_BEFORE.test(sentence.slice(Math.max(0, p.start - 60), p.start)) ||
    COMPARED_AFTER.test(sentence.slice(p.end, p.end + 40))
  );
}

/** "23.0% in Nigeria", "7.6% for France in 2025": the place attached to the figure it follows. */
function attachedAfter(sentence: string, q: Span, p: Span): boolean {
  if (p.start < q.end) return false;
  const gap = sentence.slice(q.end, p.start);
  if (/^\s*(?:of gdp\s+)?(?:in|for)\s+(?:(?:19|20)\d{2}\s+in\s+)?(?:the\s+)?$/i.test(gap)) return true;
  // "41.4% of German GDP", "3% of Japan's output".
  return /^\s*(?:of|to)\s+(?:the\s+)?$/i.test(gap) && /^(?:['’]s)?\s+(?:gdp|output|economy|national income)\b/i.test(sentence.slice(p.end));
}

/**
 * The figure's place: one attached after it ("3% in Italy"), else the nearest named before it (the subject),
 * else the article's running subject, else one named after it; places named only as background count last.
 */
function choosePlace(sentence: string, places: PlaceMention[], q: Span, clause: Span, context: string | null): ClaimPlace {
  const usable = places.filter((p) => !isBackground(sentence, p));
  const before = usable.filter((p) => p.end <= q.start);
  const firm = (list: PlaceMention[]) => list.filter((p) => !p.hint);
  const inClause = (list: PlaceMention[]) => list.filter((p) => inside(p, clause));
  const after = inClause(usable).filter((p) => p.start >= q.end);
  const pick =
    usable.find((p) => attachedAfter(sentence, q, p)) ??
    // "America's roughly $90,000", "Britain's 1.4%": a possessive right before the figure, however loose the name.
    usable.find((p) => p.end <= q.start && /^['’]s\s+(?:[a-z-]+\s+){0,2}$/i.test(sentence.slice(p.end, q.start))) ??
    nearest(firm(inClause(before)), q, 0) ??
    nearest(firm(before), q, 0) ??
    nearest(before, q, 0);
  if (pick) return { code: pick.code, outside: pick.outside, raw: pick.raw, inferred: false };
  // A place named only after the figure ("…, boosted by a payment from the EU's tax case") rarely is its subject:
  // the article's running subject comes first.
  if (context) return { code: context, outside: null, raw: null, inferred: true };
  const loose = nearest(firm(after), q, 0) ?? nearest(after, q, 0) ?? nearest(places, q, 10);
  return loose
    ? { code: loose.code, outside: loose.outside, raw: loose.raw, inferred: false }
    : { code: null, outside: null, raw: null, inferred: false };
}

/** "…, released this month": when the data came out, not the period the figure covers. */
const RELEASE_BEFORE = /\b(?:released|published|announced|issued|updated|revised|due|out)\s+(?:[a-z]+\s+){0,2}$/i;

function choosePeriod(periods: PeriodMention[], q: Span, clause: Span, clauseText: string): ClaimPeriod {
  const usable = periods.filter(
    (p) =>
      p.kind !== "since" &&
      !RELEASE_BEFORE.test(clauseText.slice(Math.max(0, p.start - clause.start - 40), Math.max(0, p.start - clause.start))),
  );
  const inClause = usable.filter((p) => inside(p, clause));
  // "from $5.23tn in 2021 to $4.19tn in 2024": a period attached after the figure is its own, however near the one before.
  const attached = inClause.find(
    (p) =>
      p.start >= q.end &&
      /^\s*(?:of gdp\s+)?(?:in|for|during)\s+(?:the\s+)?$/i.test(clauseText.slice(q.end - clause.start, p.start - clause.start)),
  );
  const nearestInClause = attached ?? nearest(inClause, q, 0);
  const marker = inClause.find((p) => p.kind === "sub_annual_marker");
  // "an annualised 4.9% in the third quarter of 2023": describe the quarter rather than the marker, and take its year.
  const period = nearest(
    inClause.filter((p) => isSubAnnual(p.kind) && p.kind !== "sub_annual_marker"),
    q,
    0,
  );
  const pick =
    nearestInClause && isSubAnnual(nearestInClause.kind) ? (period ?? nearestInClause) : (nearestInClause ?? nearest(usable, q, 0));
  // "Japan's third-quarter growth of 0.2% in 2024": a quarter or month right before the figure qualifies it, even
  // when a year is attached after it — unless it names a release ("the IMF's October estimate").
  const release = (p: PeriodMention) =>
    /^\s*(?:estimates?|outlook|forecasts?|reports?|release|projections?|survey|update|edition|budget|statement)\b/i.test(
      clauseText.slice(p.end - clause.start),
    );
  const qualifying = inClause.find(
    (p) => isSubAnnual(p.kind) && p.kind !== "sub_annual_marker" && p.end <= q.start && q.start - p.end <= 30 && !release(p),
  );
  const subAnnualMention = pick && isSubAnnual(pick.kind) ? pick : (qualifying ?? marker ?? null);
  const subAnnual = subAnnualMention ? describeSubAnnual(subAnnualMention) : null;
  const year =
    pick?.year ??
    (subAnnual
      ? (nearest(
          inClause.filter((p) => p.year !== null),
          q,
          0,
        )?.year ?? null)
      : null);
  const before = clauseText.slice(0, q.start - clause.start);
  const after = clauseText.slice(q.end - clause.start);
  const previous =
    /\b(?:up|down)?\s*from\s*(?:about|around|nearly|some)?\s*$/i.test(before) ||
    /\b(?:compared with|versus|vs\.?|against)\s*$/i.test(before) ||
    /^\s*(?:[a-z]+\s+){0,2}(?:a year (?:earlier|before|ago)|the (?:previous|prior) year)/i.test(after);
  // "from 154.6% of GDP in 2023": a year written right after the figure is its own, not the one before the claim's.
  const ownYear =
    pick !== null && pick.start >= q.end && /^[^\d;]{0,28}$/.test(clauseText.slice(q.end - clause.start, pick.start - clause.start));
  return {
    year,
    altYear: pick?.altYear ?? null,
    raw: pick?.raw ?? null,
    subAnnual,
    fiscal: pick?.kind === "fiscal_year",
    previous: previous && !ownYear,
  };
}

function signFor(measure: MeasureId | null, clauseText: string, qStartInClause: number, q: Quantity, sentenceBefore: string): 1 | -1 {
  if (q.value < 0) return 1;
  const before = clauseText.slice(Math.max(0, qStartInClause - 40), qStartInClause);
  // "deflation of 0.8%" is inflation of −0.8%; "the GDP deflator fell 0.9%" and "prices fell 0.3%" too (but "inflation fell to 2%" is a level).
  if ((measure === "inflation" || measure === "deflator") && /\bdeflation\b/i.test(before)) return -1;
  if ((measure === "inflation" || measure === "deflator") && PRICE_FALL.test(before)) {
    // The subject is a price level (the deflator, "prices"), not the inflation rate: "inflation fell 1 point" is a change.
    const subject = /\b(?:deflator|prices|inflation)\b(?![\s\S]*\b(?:deflator|prices|inflation)\b)/i.exec(
      clauseText.slice(0, qStartInClause),
    );
    if (subject && !/inflation/i.test(subject[0])) return -1;
  }
  if (!measure || !SIGNED_MEASURES.has(measure)) return 1;
  const after = clauseText.slice(qStartInClause + q.raw.length, qStartInClause + q.raw.length + 30);
  if (measure === "net_lending" || measure === "current_account_pct" || measure === "current_account_usd") {
    // "The deficit, …, narrows from 5.7% … to 3.6%", "a deficit of 6.2% …, and it will widen to 8.4%": the word may be a clause back.
    const deficitBefore = /\bdeficits?\b(?:[^.;]|\.\d)*$/i.exec(sentenceBefore);
    const surplusBefore = /\bsurplus(?:es)?\b(?:[^.;]|\.\d)*$/i.exec(sentenceBefore);
    if (/^\s*(?:of gdp\s+)?deficit/i.test(after)) return -1;
    if (/^\s*(?:of gdp\s+)?surplus/i.test(after)) return 1;
    if (deficitBefore && (!surplusBefore || deficitBefore.index > surplusBefore.index)) return -1;
    if (/\bborrowing\b/i.test(before) && !surplusBefore) return -1;
    return 1;
  }
  if (/\b(?:negative|minus)\s+(?:[a-z-]+\s+){0,3}(?:of\s+)?(?:about\s+|around\s+)?$/i.test(before)) return -1;
  if (measure === "fdi") return /\boutflows?\b|\bdisinvestment\b/i.test(before) ? -1 : 1;
  // Growth: "shrank 2.1%", "GDP fell 0.5%", "a 0.3% contraction"; but "growth fell to 1.5%" is a positive level.
  const sinceGrowthWord = before.split(/\b(?:grew|growth of|expanded|rose)\b/i).pop() ?? "";
  const verb = CONTRACTION.exec(sinceGrowthWord);
  if (verb && !/\bto\b/i.test(sinceGrowthWord.slice(verb.index))) return -1;
  return /^\s*(?:contraction|decline|drop|fall|slump|decrease|dip)\b/i.test(after) ? -1 : 1;
}

const RATE_CHANGE_MEASURES = new Set<MeasureId>([
  "unemployment",
  "inflation",
  "deflator",
  "debt",
  "central_debt",
  "net_lending",
  "current_account_pct",
  "revenue",
  "expenditure",
  "tax_revenue",
  "exports_pct",
  "imports_pct",
  "gdp_growth",
]);

/** A change verb right before the figure ("rose 10%", "fell by 0.4 points", "did it rise by about 2%"). */
const CHANGE_VERB_BEFORE = new RegExp(
  String.raw`(?:${UP.source}|${DOWN.source})\s+(?:by\s+)?(?:about|around|nearly|some|roughly|more than|almost)?\s*$`,
  "i",
);
/** The price level, not the rate: "consumer prices rose 3%" says inflation was 3%. */
const PRICE_LEVEL_CUE = /\bprices?\b|\bprice index\b|\bcpi\b|\bcost of living\b|\bdeflator\b/i;

/**
 * "Unemployment rose 10%", "inflation fell 2%": a change in a rate, in points or in per cent. A level stays
 * a level: "rose to 4%", "was 4%", and "prices rose 3%" (the price level rose, so inflation was 3%).
 */
function changeFor(measure: MeasureId | null, q: Quantity, before: string, cueText: string | null): ClaimChange | null {
  if (!measure || !RATE_CHANGE_MEASURES.has(measure)) return null;
  const tail = before.slice(-32);
  const direction: 1 | -1 | 0 = DOWN.test(tail) ? -1 : UP.test(tail) ? 1 : 0;
  if (q.unit === "pp") return { direction, unit: "pp", alsoLevel: false };
  if (direction === 0 || measure === "gdp_growth" || !CHANGE_VERB_BEFORE.test(tail)) return null;
  if (measure === "inflation" || measure === "deflator") {
    if (cueText === null || PRICE_LEVEL_CUE.test(cueText)) return null;
    // "Inflation rose 3%" is often loose wording for a 3% rate; "rose by 3%" and "fell 3%" are not.
    return { direction, unit: "percent", alsoLevel: direction > 0 && !/\bby\s+(?:[a-z]+\s+)?$/i.test(tail) };
  }
  return { direction, unit: "percent", alsoLevel: false };
}

/** The US dollar as the other side of a rate ("the dollar", "the greenback", "USD"). */
const DOLLAR = /\b(?:(?:the\s+)?(?:us|u\.s\.|american)\s+)?dollars?\b|\bgreenback\b|\bUSD\b/i;
const FX_CONTEXT =
  /\bexchange rate\b|\baverag|\btrad(?:ed|es|ing)\b|\bagainst\b|\bper\b|\bto (?:the|one|a|each)\b|\bworth\b|\bbought\b|\bbuys?\b|\bfetch|\bcost\b|\btook\b|\btakes?\b|\bexchanged?\b|\bchanged hands\b|\bvalued\b/i;
const PAIR = /\b([A-Z]{3})\s?\/\s?([A-Z]{3})\b/;

/**
 * An exchange rate, in either direction: "the dollar averaged 151 yen", "it took 83 rupees to buy a dollar",
 * "the yen averaged 151.4 per dollar", "USD/JPY averaged 151.4" (local units per dollar, as the data holds it);
 * "one euro bought $1.08", "the pound was worth 1.28 US dollars", "EUR/USD averaged 1.08" (dollars per unit: the inverse).
 */
function fxFor(clauseText: string, q: Quantity, local: Span): ClaimFx | null {
  if (q.scale !== 1) return null;
  const before = clauseText.slice(0, local.start);
  const others = (text: string) => findCurrencyMentions(text).filter((m) => m.code !== "USD");
  const pair = PAIR.exec(before);
  if (pair && q.unit === "number") {
    const [, base = "", quote = ""] = pair;
    if (base === "USD" && currencyHome(quote)) return { currency: quote, inverse: false };
    if (quote === "USD" && currencyHome(base)) return { currency: base, inverse: true };
  }
  const rest = clauseText.slice(0, local.start) + clauseText.slice(local.end);
  if (q.unit === "currency" && q.currency && q.currency !== "USD" && DOLLAR.test(rest) && FX_CONTEXT.test(clauseText)) {
    return { currency: q.currency, inverse: false };
  }
  // A bare number against the dollar: the currency is the one named before it (the subject).
  if (
    q.unit === "number" &&
    /^\s*(?:(?:per|to the|to one|to a|against the|for (?:one|a|each))\s+(?:us\s+)?dollar|a dollar)\b/i.test(clauseText.slice(local.end))
  ) {
    const subject = others(before).at(-1);
    if (subject) return { currency: subject.code, inverse: false };
  }
  // "The euro-dollar exchange rate was 1.08": a bare rate between a currency and the dollar, quoted the market's way.
  if (q.unit === "number" && /\b(?:exchange )?rate\b/i.test(before) && DOLLAR.test(before)) {
    const subject = others(before).at(-1);
    if (subject) return { currency: subject.code, inverse: QUOTED_PER_UNIT.has(subject.code) };
  }
  // Dollars for one unit of another currency: the currency named in the clause, nearest before the figure first.
  if (q.unit === "currency" && q.currency === "USD" && FX_CONTEXT.test(clauseText)) {
    const subject = others(before).at(-1) ?? others(clauseText.slice(local.end))[0];
    if (subject) return { currency: subject.code, inverse: true };
  }
  return null;
}

/** The clause as quoted: without the joining word or punctuation that split it from the previous one. */
function excerptOf(clauseText: string, firstClause: boolean): string {
  const trimmed = clauseText.replace(/^[\s,;]+/, "").replace(/[\s,;:]+$/, "");
  return firstClause ? trimmed : trimmed.replace(/^(?:and|but|while|whereas|with|although|though)\s+/, "");
}

export interface ExtractionContext {
  data: OfficialData;
  origin: Claim["origin"];
  publicationYear: number;
  /** The article's most-mentioned place, used when a sentence names none. */
  fallbackPlace: string | null;
}

interface Pending {
  q: Quantity;
  /** The indicator words the measure was read from, if any ("inflation", "consumer prices"). */
  cueText: string | null;
  clause: Span;
  clauseText: string;
  measure: MeasureId | null;
  missing: string | null;
  fx: ClaimFx | null;
  /** "shrank 0.9% in 2023 and 0.5% in 2024": the figure whose indicator (and sign word) this one carries on. */
  carries?: Pending;
}

/**
 * What "its" or an unnamed subject in a later sentence refers to: the place of the sentence's first claim that
 * names one (its subject; later ones are often comparisons), else the first place it names other than as background.
 */
function topicOf(sentence: string, places: PlaceMention[], claims: Omit<Claim, "index">[], main: string | null): string | null {
  // "For comparison, spending across the euro area was …" is a digression: the subject stays.
  if (/^(?:for|by|in) (?:comparison|contrast)\b|^elsewhere\b/i.test(sentence)) return null;
  // The article's main place, named in the sentence, stays the subject ("World GDP …, which leaves the United States …").
  if (main && places.some((p) => p.code === main && !isBackground(sentence, p))) return main;
  const first = claims.find((c) => c.place.code);
  if (first) return first.place.code;
  // Without a figure, only a place in subject position ("Vietnam's exports were …") changes the subject; one
  // named late in the sentence ("… owned by Japanese and Chinese firms") does not.
  return places.find((p) => p.code && p.start <= 40 && !isBackground(sentence, p))?.code ?? null;
}

/** A table cell's qualifiers ("Market rates", "PPP") come from its column when the column states one, not from a caption naming both. */
function qualifiersOf(row: string, focus: number[], clauseText: string): string {
  const column = row.slice(focus[0] ?? 0);
  return /\b(?:ppp|purchasing[- ]power|market|nominal|real|current prices|constant)\b/i.test(column) ? column : clauseText;
}

/** "about $2,600 at market exchange rates and $11,160 at purchasing-power parity": the carried-on figure's own basis. */
function perCapitaBasis(measure: MeasureId, clauseText: string): MeasureId {
  if (measure !== "gdp_per_capita" && measure !== "gdp_per_capita_ppp") return measure;
  if (/\bppp\b|\bpurchasing[- ]power/i.test(clauseText)) return "gdp_per_capita_ppp";
  return /\bmarket (?:exchange )?rates?\b/i.test(clauseText) ? "gdp_per_capita" : measure;
}

/** A bare amount that reads as a level of the running indicator: "Germany, at $4.69tn.", "Argentina rebuilt to $41.0bn". */
const LEVEL_BEFORE = /(?:\b(?:at|reached|to|was|were|of|from|stood at)|,)\s+(?:about\s+|around\s+|some\s+|nearly\s+|roughly\s+|just\s+)?$/i;
const LEVEL_AFTER = /^(?:\s*$|[,.;)]|\s+(?:in|for)\s+(?:19|20)\d{2}\b|\s+(?:by|and|from|against|a year)\b)/i;

/** Where the subject of a verb starts: after a clause break, a complementiser or a reporting verb ("I read that", "my colleague claims"). */
const SUBJECT_START =
  /[.,;:—–(]|\b(?:that|whether|if|and|but|while|whereas|though|although|even|despite|as|when|after|before|because|since|so|says?|said|saying|claims?|claimed|claiming|told|tells|reported|reports|argues?|argued|thinks?|thought|thinking|believes?|believed|hears?|heard|hearing|reads?|writes?|wrote|notes?|noted|insists?|suggests?|states?|stated|mentioned|reckons?|shows?|showed|verify|check|confirm|expects?|expected|forecasts?|forecasted|projects?|projected|predicts?|predicted|estimates?|estimated|sees|saw)\b/gi;
/** Words a subject may hold besides the place when it means the economy ("did the Indian economy really grow"). */
const ECONOMY_SUBJECT = new Set([
  "economy",
  "economies",
  "economic",
  "gdp",
  "output",
  "production",
  "product",
  "gross",
  "domestic",
  "national",
  "real",
  "nominal",
  "country",
  "countries",
  "nation",
  "nations",
  "annual",
  "overall",
  "total",
  "headline",
  "aggregate",
  "activity",
  "size",
  "value",
  "region",
  "bloc",
  "area",
  "zone",
  "world",
  "global",
  "whole",
  "entire",
  "main",
  "major",
  "big",
  "small",
  "largest",
  "biggest",
  "smallest",
  "fastest",
  "slowest",
  "richest",
  "poorest",
  "struggling",
  "booming",
  "growing",
  "slowing",
  "shrinking",
  "emerging",
  "developing",
  "leading",
  "ailing",
  "recovering",
  "flagging",
  "reeling",
  "surging",
  "thriving",
  "faltering",
  "slumping",
]);
const FUNCTION_WORDS = new Set([
  "did",
  "does",
  "do",
  "has",
  "have",
  "had",
  "is",
  "was",
  "were",
  "are",
  "be",
  "been",
  "will",
  "would",
  "could",
  "can",
  "may",
  "might",
  "should",
  "it",
  "its",
  "their",
  "his",
  "her",
  "our",
  "my",
  "your",
  "the",
  "a",
  "an",
  "this",
  "these",
  "those",
  "i",
  "me",
  "we",
  "you",
  "they",
  "someone",
  "somebody",
  "people",
  "not",
  "never",
  "ever",
  "true",
  "correct",
  "right",
  "accurate",
  "fact",
  "question",
  "quick",
  "please",
  "too",
  "how",
  "much",
  "by",
  "in",
  "of",
  "for",
  "at",
  "on",
  "to",
  "with",
  "from",
  "over",
  "under",
  "last",
  "next",
  "year",
  "years",
  "again",
  "also",
  "still",
  "only",
  "just",
  "even",
  "already",
  "then",
  "indeed",
  "reportedly",
  "apparently",
]);
/** Adjectives and adverbs by their endings ("reportedly", "export-driven", "Italian"): they describe, they do not name. */
const MODIFIER_ENDING = /(?:ly|ed|est|ful|ive|ous|ic|al|ian|ean|ese|ish|ern|less)$|-/;

/**
 * "Did retail sales in the UK grow 3%?", "Toyota's sales grew 5%": a growth verb whose subject is not the
 * economy measures that subject, which the snapshot does not hold. Returns the subject's words, or null when
 * the subject is a place, the economy or its output (or is not written in the clause).
 */
function otherSubject(clauseText: string, verbStart: number, places: PlaceMention[], clauseStart: number): string | null {
  const before = clauseText.slice(0, verbStart);
  const starts = [...before.matchAll(SUBJECT_START)].map((m) => (m.index ?? 0) + m[0].length);
  const from = starts.length > 0 ? Math.max(...starts) : 0;
  const inPlace = (at: number) => places.some((p) => clauseStart + at >= p.start && clauseStart + at < p.end);
  // Letters glued to a figure ("$19.5tn") are its unit, not a word.
  const words = [...before.slice(from).matchAll(/(?<![\d.])[A-Za-z][A-Za-z'’&-]*/g)]
    .filter((m) => !inPlace(from + (m.index ?? 0)))
    .map((m) => m[0].toLowerCase().replace(/['’]s?$/, ""))
    .filter((w) => !FUNCTION_WORDS.has(w) && !ECONOMY_SUBJECT.has(w) && !MODIFIER_ENDING.test(w) && w.length > 1);
  return words.length > 0 ? words.join(" ") : null;
}

function sentenceClaims(
  sentence: string,
  places: PlaceMention[],
  focus: number[] | null,
  ctx: ExtractionContext,
  runningMoney: MeasureId | null = null,
): Omit<Claim, "index">[] {
  const figures = findQuantities(sentence);
  // A table row holds one figure, its cell, at the end; numbers in its labels ("G7") are not figures.
  const quantities = focus ? figures.slice(-1) : figures;
  if (quantities.length === 0) return [];
  const periods = findPeriods(sentence, ctx.publicationYear);
  if (hypothetical(sentence, places, periods)) return [];
  // A table row is read from its column header first, then its row label, then the whole row with the caption.
  const clauses = focus ? focus.map((start) => ({ start, end: sentence.length })) : splitClauses(sentence, quantities);
  const pending: Pending[] = [];
  let previous: Pending | null = null;
  for (const clause of clauses) {
    if (focus && pending.length > 0) break;
    const clauseText = sentence.slice(clause.start, clause.end);
    const hits = findCues(clauseText);
    const last = focus !== null && clause === clauses[clauses.length - 1];
    for (const q of quantities.filter((x) => x.start >= clause.start && x.start < clause.end)) {
      const local = { start: q.start - clause.start, end: q.end - clause.start };
      const unit = unitClass(q);
      const share = isShareOfGdp(clauseText, local);
      const cue = chooseCue(clauseText, local, unit, share, hits);
      // A table cell without an indicator in its header or label is read with the caption (the last, whole-row clause).
      if (focus && !cue && !last) continue;
      // "the 3% ceiling in the EU's rules", "the $30tn mark": a threshold, not a statistic.
      if (THRESHOLD_AFTER.test(clauseText.slice(local.end))) continue;
      // An indicator cue wins; only a figure with none can be an exchange rate ("the euro averaged $1.08").
      const fx = cue ? null : fxFor(clauseText, q, local);
      let entry: Pending | null = null;
      if (cue) {
        const choice = measureFor(cue, unit, share, focus ? qualifiersOf(sentence, focus, clauseText) : clauseText, hits);
        const verb =
          cue.generic &&
          cue.family === "growth" &&
          !/^(?:growth|expansion|contraction|recession)$/i.test(clauseText.slice(cue.start, cue.end));
        const other = verb ? otherSubject(clauseText, cue.start, places, clause.start) : null;
        entry = other
          ? {
              q,
              clause,
              clauseText,
              cueText: null,
              measure: null,
              missing: `the change in ${other}, which is not one of the snapshot's indicators`,
              fx: null,
            }
          : {
              q,
              clause,
              clauseText,
              cueText: clauseText.slice(cue.start, cue.end),
              measure: choice.measure,
              missing: choice.missing,
              fx: null,
            };
      } else if (fx) {
        entry = { q, clause, clauseText, cueText: null, measure: "exchange_rate", missing: null, fx };
      } else if (
        previous &&
        previous.measure &&
        previous.measure !== "exchange_rate" &&
        unitClass(previous.q) === unit &&
        unit !== "plain"
      ) {
        // "6.9% in 2022 and 5.9% in 2023": the second figure inherits the first one's indicator.
        entry = {
          q,
          clause,
          clauseText,
          cueText: previous.cueText,
          measure: perCapitaBasis(previous.measure, clauseText),
          missing: null,
          fx: null,
          carries: previous,
        };
      } else if (previous?.fx && unit === "plain" && q.scale === 1) {
        // "averaging 0.759 pounds per dollar in 2025 against 0.782 in 2024": the same currency, another year.
        entry = { q, clause, clauseText, cueText: null, measure: "exchange_rate", missing: null, fx: previous.fx, carries: previous };
      } else if (
        unit === "money" &&
        runningMoney &&
        !q.hedge &&
        LEVEL_BEFORE.test(clauseText.slice(0, local.start)) &&
        LEVEL_AFTER.test(clauseText.slice(local.end))
      ) {
        // A paragraph about reserves goes on "Japan's rose to $1.37tn": a bare amount is the running indicator's level.
        entry = { q, clause, clauseText, cueText: null, measure: runningMoney, missing: null, fx: null };
      } else if (
        unit === "count" &&
        q.countNoun &&
        findPlaces(
          ctx.data,
          q.countNoun.replace(/^./, (c) => c.toUpperCase()),
        ).some((p) => p.code)
      ) {
        // "331 million Americans": a demonym after a count is a population figure.
        entry = { q, clause, clauseText, cueText: q.countNoun, measure: "population", missing: null, fx: null };
      } else if (ctx.origin === "question" && unit === "plain") {
        // "Was India's Gini index 35.7?": a reader's bare number beside an indicator the snapshot lacks gets an
        // answer saying so. (In articles such numbers — index levels, "S&P 500" — are left alone.)
        const lacking = hits.filter((h) => h.family === "unsupported").at(-1);
        if (lacking)
          entry = {
            q,
            clause,
            clauseText,
            cueText: null,
            measure: null,
            missing: lacking.missing ?? "an indicator not in the snapshot",
            fx: null,
          };
      }
      if (!entry) continue;
      if (entry.measure && derivedByArticle(clauseText, local)) {
        entry = { ...entry, measure: null, missing: "a figure the article calculates itself, not an official statistic" };
      } else if (entry.measure && multiYearChange(clauseText, local, q)) {
        entry = { ...entry, measure: null, missing: "a change over several years (the check compares one year with the year before)" };
      }
      pending.push(entry);
      previous = entry;
    }
  }
  return pending.map((p) => {
    const local = { start: p.q.start - p.clause.start, end: p.q.end - p.clause.start };
    const before = p.clauseText.slice(0, local.start);
    const period = choosePeriod(periods, p.q, p.clause, p.clauseText);
    const found = choosePlace(sentence, places, p.q, p.clause, ctx.fallbackPlace);
    // An exchange rate is about the currency's home economy (the euro: the euro area) unless a place is named
    // before the figure, or the currency's name is shared ("the rupee" in an article about Pakistan).
    const home = p.fx ? (currencyHome(p.fx.currency) ?? null) : null;
    const named = found.code !== null && !found.inferred && places.some((m) => m.raw === found.raw && m.end <= p.q.start);
    const shared = p.fx !== null && found.code !== null && sharesName(p.fx.currency, found.code);
    const place = home && !named && !shared ? { code: home, outside: null, raw: null, inferred: false } : found;
    const own = signFor(p.measure, p.clauseText, local.start, p.q, sentence.slice(0, p.q.start));
    // With no verb of its own before it, a carried-on figure keeps the sign word of the one it follows.
    const carried =
      p.carries &&
      !/\b[a-z]+(?:ed|s)\b|\b(?:grew|fell|rose|shrank|was|were|is|are)\b/i.test(before.replace(/^\s*(?:and|while|but|or)\s+/i, ""));
    const sign =
      carried && p.carries
        ? signFor(
            p.measure,
            p.carries.clauseText,
            p.carries.q.start - p.carries.clause.start,
            p.carries.q,
            sentence.slice(0, p.carries.q.start),
          )
        : own;
    return {
      origin: ctx.origin,
      excerpt: focus ? sentence.trim() : excerptOf(p.clauseText, p.clause.start === 0),
      sentence: sentence.trim(),
      fromTable: focus !== null,
      quantity: p.q,
      signed: { value: p.q.value * sign, lo: Math.min(p.q.lo * sign, p.q.hi * sign), hi: Math.max(p.q.lo * sign, p.q.hi * sign) },
      measure: p.measure,
      missing: p.missing,
      place,
      period,
      change: changeFor(p.measure, p.q, before, p.cueText),
      fx: p.fx,
    };
  });
}

const MAX_CLAIMS = 60;

/** All claims of an article in reading order, deduplicated (a headline figure repeated in the body counts once). */
export function extractClaims(blocks: TextBlock[], ctx: ExtractionContext): Claim[] {
  const claims: Claim[] = [];
  const seen = new Set<string>();
  // A sentence naming no place refers to the running subject (see topicOf), then to the article's main place.
  let earlier: string | null = null;
  // The money indicator the text is talking about, until the next heading.
  let runningMoney: MeasureId | null = null;
  for (const block of blocks) {
    if (block.kind === "heading") runningMoney = null;
    // A reader's question is read whole: "How much did China grow in 2023? I read 5.2%." is one claim.
    const whole = block.kind === "table_row" || ctx.origin === "question";
    const sentences = whole ? [{ start: 0, end: block.text.length }] : splitSentences(block.text);
    for (const span of sentences) {
      const sentence = block.text.slice(span.start, span.end);
      const places = findPlaces(ctx.data, sentence, ctx.origin === "question");
      const found = sentenceClaims(
        sentence,
        places,
        block.kind === "table_row" ? (block.focus ?? [0]) : null,
        earlier ? { ...ctx, fallbackPlace: earlier } : ctx,
        runningMoney,
      );
      runningMoney = found.filter((c) => c.measure && unitClass(c.quantity) === "money").at(-1)?.measure ?? runningMoney;
      // A table row's place is its own label; the text around the table keeps its subject.
      if (block.kind !== "table_row") earlier = topicOf(sentence, places, found, ctx.fallbackPlace) ?? earlier;
      for (const claim of found) {
        // A heading introduces the text below it; without a place of its own, its figure is checked there.
        if (block.kind === "heading" && claim.place.inferred) continue;
        const key = [
          claim.measure,
          claim.missing,
          claim.place.code,
          claim.period.year,
          claim.signed.lo,
          claim.signed.hi,
          claim.quantity.unit,
        ].join("|");
        if (seen.has(key)) continue;
        seen.add(key);
        claims.push({ ...claim, index: claims.length });
        if (claims.length >= MAX_CLAIMS) return claims;
      }
    }
  }
  return claims;
}

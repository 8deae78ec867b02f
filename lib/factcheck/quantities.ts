/**
 * Quantity tokenizer: finds figures in text and keeps what a comparison needs — value, unit, currency,
 * scale, written precision, hedge and range. Years are left to the period parser.
 */
import { CODE_ALIASES, CURRENCY_WORD, ISO_CODES, resolveCurrencyWord, SYMBOLS } from "./currencies";

export type QuantityUnit = "percent" | "pp" | "currency" | "count" | "number";
export type Hedge = "about" | "nearly" | "more_than" | "less_than";

export interface Quantity {
  raw: string;
  start: number;
  end: number;
  /** Signed value in plain units (percent points for rates, currency units for money, persons for counts). */
  value: number;
  /** Equal to value unless the text gives a range ("2–3%"). */
  lo: number;
  hi: number;
  unit: QuantityUnit;
  /** ISO 4217 code when a currency is written. */
  currency: string | null;
  /** A bare "$" (or "dollars"): US dollars by default, a local dollar is another reading. */
  dollarAmbiguous: boolean;
  scale: number;
  /** Decimals written in the mantissa ("4.5tn" → 1). */
  decimals: number;
  /** Half a unit of the last written digit, in plain units: the written precision. */
  rounding: number;
  hedge: Hedge | null;
  /** The noun right after a count ("people"), or a demonym ("Americans"), lower-cased. */
  countNoun: string | null;
  /** A spoken fraction ("a third of GDP"): already an approximation. */
  fraction: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SYMBOL_SOURCE = Object.keys(SYMBOLS)
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join("|");
const CODE_SOURCE = [...ISO_CODES, "RMB"].join("|");

const PREFIX = String.raw`(?:(${SYMBOL_SOURCE})\s?|\b(${CODE_SOURCE}|Rs\.?)\s?)?`;
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`;
const CORE = new RegExp(String.raw`${PREFIX}([-−]\s?)?${NUMBER}`, "gu");
const RANGE_TAIL = new RegExp(String.raw`^\s*(-|–|—|to|and)\s*(?:US\$|C\$|A\$|\$|£|€|¥|₹)?\s?${NUMBER}`, "u");

const SCALE_WORDS: [RegExp, number][] = [
  [/^\s?(trillions?|tn|trn)\b/i, 1e12],
  [/^\s?(billions?|bn|bln)\b/i, 1e9],
  [/^\s?(millions?|mn|mln)\b/i, 1e6],
  [/^\s?(thousands?)\b/i, 1e3],
  // Indian numbering: a lakh crore is a trillion.
  [/^\s?(lakh crores?)\b/i, 1e12],
  [/^\s?(crores?)\b/i, 1e7],
  [/^\s?(lakh)\b/i, 1e5],
  // Single letters only glued to the number ("7.1bn" is above; "220m", "$3b", "$1MM", "50k").
  [/^(MM)\b/, 1e6],
  [/^(T)\b/, 1e12],
  [/^(B)\b/, 1e9],
  [/^(M)\b/, 1e6],
  [/^(K)\b/, 1e3],
  [/^(b)\b/, 1e9],
  [/^(m)\b/, 1e6],
  [/^(k)\b/, 1e3],
];
const SHORT_SCALE = /^(MM|b|m|k|T|B|M|K)$/;

const PERCENT_UNIT = /^\s?(%|per ?cent\b|percent\b|pc\b|pct\b)/i;
const POINT_UNIT = /^\s?(percentage[- ]points?|pct\.? points?|pp\b|ppts?\b|points?\b)/i;
const BASIS_POINT_UNIT = /^\s?(basis[- ]points?|bps?\b)/i;
const GLUED_MILLION_CODE = new RegExp(String.raw`^\s?M(${CODE_SOURCE})\b`);
const SUFFIX_CODE = new RegExp(String.raw`^\s?(${CODE_SOURCE})\b`);
const SUFFIX_WORD = new RegExp(String.raw`^\s?${CURRENCY_WORD}`, "i");
const COUNT_NOUN =
  /^\s?(people|persons|inhabitants|residents|citizens|individuals|workers|jobs|households|[A-Z][a-z]+(?:ns|ese|ans|ians|ers|is|s))\b/;

const HEDGES: [RegExp, Hedge][] = [
  [
    /(?:more than|over|above|upwards of|in excess of|at least|exceeding|exceeded|exceeds?|topped|tops?|north of|surpass(?:ed|es)?|pass(?:ed|es)?|cross(?:ed|es)?|well over|just over|just above)\s*$/i,
    "more_than",
  ],
  [/(?:less than|under|below|fewer than|at most|no more than|up to|south of|shy of)\s*$/i, "less_than"],
  [/(?:nearly|almost|just under|just below|just shy of|approaching)\s*$/i, "nearly"],
  [/(?:about|around|roughly|approximately|approx\.?|some|circa|close to|an estimated|estimated at|in the region of|~)\s*$/i, "about"],
];

// Only "<fraction> of GDP": elsewhere "half" and "quarter" are usually periods ("the first half of 2024").
const OF_GDP = String.raw`\s+of\s+(?:its\s+|the\s+country's\s+|national\s+|annual\s+)?(?:gdp|gross domestic product|(?:economic\s+|national\s+)?output)\b`;
const FRACTIONS: [RegExp, number][] = [
  [new RegExp(String.raw`\b(two[- ]thirds)${OF_GDP}`, "gi"), 200 / 3],
  [new RegExp(String.raw`\b(three[- ]quarters)${OF_GDP}`, "gi"), 75],
  [new RegExp(String.raw`\b((?:a|one)[- ]third)${OF_GDP}`, "gi"), 100 / 3],
  [new RegExp(String.raw`\b((?:a|one)[- ]quarter)${OF_GDP}`, "gi"), 25],
  [new RegExp(String.raw`\b((?:a|one)[- ]fifth)${OF_GDP}`, "gi"), 20],
  [new RegExp(String.raw`\b((?:a|one)[- ]half|half)${OF_GDP}`, "gi"), 50],
];

function parseNumber(text: string): { value: number; decimals: number } {
  const clean = text.replace(/,/g, "");
  const dot = clean.indexOf(".");
  return { value: Number(clean), decimals: dot === -1 ? 0 : clean.length - dot - 1 };
}

/** A four-digit integer in the year range with no unit is a period, not a quantity. */
function looksLikeYear(numText: string, hasPrefix: boolean, rest: string): boolean {
  if (hasPrefix || !/^(19[5-9]\d|20\d\d|2100)$/.test(numText)) return false;
  return !(PERCENT_UNIT.test(rest) || SCALE_WORDS.some(([re]) => re.test(rest)) || COUNT_NOUN.test(rest));
}

function hedgeBefore(text: string, start: number): Hedge | null {
  const before = text.slice(Math.max(0, start - 30), start);
  for (const [re, hedge] of HEDGES) if (re.test(before)) return hedge;
  return null;
}

function hedgeAfter(rest: string): Hedge | null {
  if (/^\s*(or so|or thereabouts)\b/i.test(rest)) return "about";
  if (/^\s*(or more|plus)\b/i.test(rest)) return "more_than";
  return null;
}

interface Suffix {
  length: number;
  scale: number;
  scaleWord: string | null;
  unit: QuantityUnit;
  currency: string | null;
  dollarWord: boolean;
  countNoun: string | null;
  basisPoints: boolean;
}

const INDEX_NAME_BEFORE = /\b(?:S&P|FTSE|Nikkei|CAC|ASX|Stoxx|DAX|MSCI|Russell|Nifty|KOSPI|TOPIX|IBEX|AEX|SMI)\s$/i;

/** A head count is being talked about just before the figure: "population of 68.6m" reads "m" as million. */
const COUNT_CONTEXT = /\b(?:population|people|inhabitants|residents|citizens|home to)\b[^.;!?\d]{0,40}$/i;

function readSuffix(rest: string, hasCurrency: boolean, countContext = false): Suffix {
  let offset = 0;
  let scale = 1;
  let scaleWord: string | null = null;
  const millionCode = GLUED_MILLION_CODE.exec(rest);
  if (millionCode) {
    return {
      length: millionCode[0].length,
      scale: 1e6,
      scaleWord: "M",
      unit: "currency",
      currency: millionCode[1] ?? null,
      dollarWord: false,
      countNoun: null,
      basisPoints: false,
    };
  }
  for (const [re, factor] of SCALE_WORDS) {
    const m = re.exec(rest);
    if (!m?.[1]) continue;
    const word = m[1];
    // "m", "b", "k" glued to a bare number could be metres or anything; accept them next to money or people.
    if (
      SHORT_SCALE.test(word) &&
      !hasCurrency &&
      !countContext &&
      !/^\s?(?:[A-Z]{3}\b|people|inhabitants|residents|[A-Z][a-z]+s\b)/.test(rest.slice(m[0].length))
    )
      break;
    offset = m[0].length;
    scale = factor;
    scaleWord = word;
    break;
  }
  const tail = rest.slice(offset);
  const percent = PERCENT_UNIT.exec(tail);
  if (percent)
    return {
      length: offset + percent[0].length,
      scale,
      scaleWord,
      unit: "percent",
      currency: null,
      dollarWord: false,
      countNoun: null,
      basisPoints: false,
    };
  const bp = BASIS_POINT_UNIT.exec(tail);
  if (bp)
    return {
      length: offset + bp[0].length,
      scale,
      scaleWord,
      unit: "pp",
      currency: null,
      dollarWord: false,
      countNoun: null,
      basisPoints: true,
    };
  const points = POINT_UNIT.exec(tail);
  if (points)
    return {
      length: offset + points[0].length,
      scale,
      scaleWord,
      unit: "pp",
      currency: null,
      dollarWord: false,
      countNoun: null,
      basisPoints: false,
    };
  const code = SUFFIX_CODE.exec(tail);
  if (code?.[1]) {
    return {
      length: offset + code[0].length,
      scale,
      scaleWord,
      unit: "currency",
      currency: CODE_ALIASES[code[1]] ?? code[1],
      dollarWord: false,
      countNoun: null,
      basisPoints: false,
    };
  }
  // Before count nouns: "97.6 Japanese yen" is an amount of yen, not of Japanese people.
  const word = SUFFIX_WORD.exec(tail);
  const currency = word?.[2] ? resolveCurrencyWord(word[1], word[2]) : null;
  if (word && currency) {
    const dollarWord = !word[1] && /^dollars?$/i.test(word[2] ?? "");
    return {
      length: offset + word[0].length,
      scale,
      scaleWord,
      unit: "currency",
      currency,
      dollarWord,
      countNoun: null,
      basisPoints: false,
    };
  }
  const noun = COUNT_NOUN.exec(tail);
  if (noun?.[1] && !hasCurrency) {
    return {
      length: offset + noun[0].length,
      scale,
      scaleWord,
      unit: "count",
      currency: null,
      dollarWord: false,
      countNoun: noun[1].toLowerCase(),
      basisPoints: false,
    };
  }
  return { length: offset, scale, scaleWord, unit: "number", currency: null, dollarWord: false, countNoun: null, basisPoints: false };
}

function fractionQuantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const [re, percent] of FRACTIONS) {
    for (const m of text.matchAll(re)) {
      const phrase = m[1] ?? "";
      const start = m.index ?? 0;
      if (found.some((q) => start >= q.start && start < q.end)) continue;
      // A spoken fraction is loose by nature: allow about 2.5 points either way.
      found.push({
        raw: phrase,
        start,
        end: start + phrase.length,
        value: percent,
        lo: percent,
        hi: percent,
        unit: "percent",
        currency: null,
        dollarAmbiguous: false,
        scale: 1,
        decimals: 0,
        rounding: 2.5,
        hedge: hedgeBefore(text, start),
        countNoun: null,
        fraction: true,
      });
    }
  }
  return found;
}

export function findQuantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  CORE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CORE.exec(text)) !== null) {
    const [whole, symbol, code, signText, numText = ""] = m;
    const start = m.index;
    const prev = start > 0 ? (text[start - 1] ?? "") : "";
    const hasPrefix = Boolean(symbol || code);
    // Digits glued to letters ("G20", "Q3", "COVID-19") or inside "2023/24" are not figures, nor is the number
    // in an index's name ("S&P 500", "FTSE 100", "Nikkei 225").
    if (!hasPrefix && /[\p{L}\p{N}_./]/u.test(prev)) continue;
    if (!hasPrefix && INDEX_NAME_BEFORE.test(text.slice(Math.max(0, start - 16), start))) continue;
    if (signText && !hasPrefix && prev && !/[\s(:]/.test(prev)) continue;
    let end = start + whole.length;
    let rest = text.slice(end);
    if (looksLikeYear(numText, hasPrefix, rest)) {
      // Skip a year range such as "2019-2023" or "2023/24" in one step.
      const yearTail = /^\s?[-–/]\s?\d{2,4}\b/.exec(rest);
      if (yearTail) CORE.lastIndex = end + yearTail[0].length;
      continue;
    }
    const first = parseNumber(numText);
    const lo = first.value;
    let hi = first.value;
    let decimals = first.decimals;
    const before = text.slice(Math.max(0, start - 12), start);
    const countContext = COUNT_CONTEXT.test(text.slice(Math.max(0, start - 60), start));
    const firstSuffix = readSuffix(rest, hasPrefix, countContext);
    const firstHasUnit = firstSuffix.unit !== "number" || firstSuffix.scale !== 1;
    // "2-3%" joins before the unit; "2%-3%" after it (hyphen or dash only).
    const direct = RANGE_TAIL.exec(rest);
    const afterUnit = firstHasUnit && !direct ? RANGE_TAIL.exec(rest.slice(firstSuffix.length)) : null;
    const rangeTail = direct ?? (afterUnit && /^\s*[-–—]/.test(afterUnit[0]) ? afterUnit : null);
    if (rangeTail?.[2]) {
      const joiner = rangeTail[1] ?? "";
      const joinOk = joiner === "and" ? /between\s*$/i.test(before) : joiner === "to" ? !firstHasUnit && !/from\s*$/i.test(before) : true;
      if (joinOk) {
        const second = parseNumber(rangeTail[2]);
        hi = second.value;
        decimals = Math.max(decimals, second.decimals);
        end += (rangeTail === afterUnit ? firstSuffix.length : 0) + rangeTail[0].length;
        rest = text.slice(end);
      }
    }
    const suffix = readSuffix(rest, hasPrefix, countContext);
    end += suffix.length;
    rest = text.slice(end);
    const symbolCurrency = symbol ? (SYMBOLS[symbol] ?? null) : null;
    const codeCurrency = code ? (CODE_ALIASES[code.toUpperCase()] ?? code.toUpperCase()) : null;
    const currency = symbolCurrency ?? codeCurrency ?? suffix.currency;
    const unit: QuantityUnit = currency ? "currency" : suffix.unit;
    const negative = Boolean(signText) || /\bminus\s*$/i.test(before);
    const factor = suffix.scale * (suffix.basisPoints ? 0.01 : 1) * (negative ? -1 : 1);
    const [a, b] = [lo * factor, hi * factor].sort((x, y) => x - y) as [number, number];
    found.push({
      raw: text.slice(start, end).trim(),
      start,
      end,
      value: lo === hi ? a : (a + b) / 2,
      lo: a,
      hi: b,
      unit,
      currency,
      dollarAmbiguous: (symbol === "$" || suffix.dollarWord) && !/US\s*$/i.test(before),
      scale: suffix.scale,
      decimals,
      rounding: 0.5 * 10 ** -decimals * suffix.scale * (suffix.basisPoints ? 0.01 : 1),
      hedge: hedgeBefore(text, start) ?? hedgeAfter(rest),
      countNoun: suffix.countNoun,
      fraction: false,
    });
    CORE.lastIndex = end;
  }
  const fractions = fractionQuantities(text).filter((f) => !found.some((q) => f.start < q.end && q.start < f.end));
  return [...found, ...fractions].sort((x, y) => x.start - y.start);
}

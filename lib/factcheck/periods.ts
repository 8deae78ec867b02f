/** Period parser: years, fiscal years, quarters, halves, months and relative years, anchored on the publication year. */

export type PeriodKind = "year" | "fiscal_year" | "since" | "quarter" | "half" | "month" | "sub_annual_marker";

export interface PeriodMention {
  start: number;
  end: number;
  raw: string;
  kind: PeriodKind;
  /** The annual column this maps to; null for sub-annual mentions without a year. */
  year: number | null;
  /** "FY2024" alone: FY2023/24 (the IMF column 2023) for April-to-March reporters, calendar 2024 otherwise. */
  altYear?: number;
  /** Written as a relative phrase ("last year") and resolved against the publication year. */
  relative: boolean;
}

const MONTHS =
  "January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.|Feb\\.|Mar\\.|Apr\\.|Jun\\.|Jul\\.|Aug\\.|Sept?\\.|Oct\\.|Nov\\.|Dec\\.";

interface Rule {
  re: RegExp;
  read: (m: RegExpMatchArray, publicationYear: number) => Omit<PeriodMention, "start" | "end" | "raw"> | null;
}

function fullYear(text: string): number {
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
}

// Order matters: longer, more specific forms claim their span first.
const RULES: Rule[] = [
  {
    // FY2023-24, FY2023/24, FY24, fiscal 2024, fiscal year 2023-24: the IMF puts FY2023/24 in the 2023 column.
    re: /\b(?:FY|fiscal(?:\s+year)?\s*)(\d{4}|\d{2})(?:\s?[-–/]\s?(\d{4}|\d{2}))?\b/g,
    read: (m) => {
      const first = fullYear(m[1] ?? "");
      return m[2]
        ? { kind: "fiscal_year", year: first, relative: false }
        : { kind: "fiscal_year", year: first - 1, altYear: first, relative: false };
    },
  },
  {
    // 2023/24 or 2023-24 (two-digit second part): a fiscal year.
    re: /\b((?:19|20)\d{2})\s?[/–-]\s?(\d{2})\b(?![\d%])/g,
    read: (m) => {
      const first = Number(m[1]);
      return Number(m[2]) === (first + 1) % 100 ? { kind: "fiscal_year", year: first, relative: false } : null;
    },
  },
  {
    re: /\b(?:Q([1-4])|([1-4])Q)\s?(?:of\s)?((?:19|20)\d{2})?\b/g,
    read: (m) => ({ kind: "quarter", year: m[3] ? Number(m[3]) : null, relative: false }),
  },
  {
    re: /\b(?:first|second|third|fourth|final|last|latest|previous|same|June|March|September|December)[- ]quarter\b(?:\s+of\s+((?:19|20)\d{2}))?/gi,
    read: (m) => ({ kind: "quarter", year: m[1] ? Number(m[1]) : null, relative: false }),
  },
  { re: /\bH([12])\s?((?:19|20)\d{2})?\b/g, read: (m) => ({ kind: "half", year: m[2] ? Number(m[2]) : null, relative: false }) },
  {
    re: /\b(?:first|second)\s+half\b(?:\s+of\s+((?:19|20)\d{2}))?/gi,
    read: (m) => ({ kind: "half", year: m[1] ? Number(m[1]) : null, relative: false }),
  },
  {
    re: new RegExp(`\\b(?:${MONTHS})(?=[\\s,.?!;:)]|$)(?:\\s+\\d{1,2}(?!\\d),?)?(?:\\s+((?:19|20)\\d{2}))?`, "g"),
    read: (m) => ({ kind: "month", year: m[1] ? Number(m[1]) : null, relative: false }),
  },
  {
    // Part of a year: "the first nine months", "year to date", "the summer of 2024", "so far this year".
    re: /\b(?:month[- ]on[- ]month|m\/m|quarter[- ]on[- ]quarter|q\/q|annuali[sz]ed|seasonally adjusted annual rate|saar|(?:last|this|previous|past|the)\s+(?:month|quarter|week)|monthly|quarterly|weekly|in\s+the\s+(?:year|12 months)\s+to|(?:first|last|past|previous|latest)\s+(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven)\s+months|(?:first|last)\s+(?:two|three)\s+quarters|year[- ]to[- ]date|ytd|so\s+far\s+(?:this|in\s+the)\s+year|(?:spring|summer|autumn|winter)(?:\s+of)?)\b/gi,
    read: () => ({ kind: "sub_annual_marker", year: null, relative: false }),
  },
  { re: /\bsince\s+((?:19|20)\d{2})\b/gi, read: (m) => ({ kind: "since", year: Number(m[1]), relative: false }) },
  // "a year earlier" and "the previous year" are relative to the claim, not to publication: claims.ts reads them.
  { re: /\b(?:last|past)\s+year\b|\ba\s+year\s+ago\b/gi, read: (_m, pub) => ({ kind: "year", year: pub - 1, relative: true }) },
  { re: /\bthis\s+year\b|\bthe\s+current\s+year\b/gi, read: (_m, pub) => ({ kind: "year", year: pub, relative: true }) },
  { re: /\bnext\s+year\b/gi, read: (_m, pub) => ({ kind: "year", year: pub + 1, relative: true }) },
  {
    // A year; preceded by a currency sign or glued digits ("$2024", "2,024") it is an amount instead.
    re: /(?<![$£€¥\d.,])\b((?:19[5-9]|20\d)\d)(?:'s)?\b(?!\s?(?:%|per ?cent|bn|tn|billion|trillion|million)|[.,]\d)/g,
    read: (m) => ({ kind: "year", year: Number(m[1]), relative: false }),
  },
];

export function findPeriods(text: string, publicationYear: number): PeriodMention[] {
  const found: PeriodMention[] = [];
  const taken = (start: number, end: number) => found.some((p) => start < p.end && p.start < end);
  for (const rule of RULES) {
    for (const m of text.matchAll(rule.re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken(start, end)) continue;
      const read = rule.read(m, publicationYear);
      if (read) found.push({ start, end, raw: m[0], ...read });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export function isSubAnnual(kind: PeriodKind): boolean {
  return kind === "quarter" || kind === "half" || kind === "month" || kind === "sub_annual_marker";
}

/** The publication year from an ISO date, without time-zone arithmetic. */
export function publicationYearOf(publishedAt: string): number | null {
  const m = /^(\d{4})-\d{2}/.exec(publishedAt.trim());
  return m ? Number(m[1]) : null;
}

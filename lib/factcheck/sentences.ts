/** Abbreviation-aware sentence splitting and clause splitting, keeping character offsets. */

export interface Span {
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set([
  "u.s",
  "u.k",
  "e.u",
  "u.n",
  "u.s.a",
  "p.r.c",
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "st",
  "no",
  "nos",
  "inc",
  "ltd",
  "co",
  "corp",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
  "vs",
  "etc",
  "e.g",
  "i.e",
  "approx",
  "est",
  "fig",
  "rep",
  "dem",
  "gov",
  "sen",
  "jr",
  "sr",
  "bn",
  "tn",
  "mn",
  "rs",
]);

/** Sentence spans of a block: a full stop ends a sentence unless it closes an abbreviation or sits in a number. */
export function splitSentences(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const boundary = /[.!?]+["'”’)]*(?=\s+["'“‘(]?[A-Z0-9$£€¥])/g;
  let m: RegExpExecArray | null;
  while ((m = boundary.exec(text)) !== null) {
    const word = /([\p{L}.]+)$/u.exec(text.slice(Math.max(start, m.index - 12), m.index))?.[1]?.toLowerCase() ?? "";
    if (m[0].startsWith(".") && ABBREVIATIONS.has(word.replace(/^\.+/, ""))) continue;
    const end = m.index + m[0].length;
    spans.push({ start, end });
    start = end;
    while (start < text.length && /\s/.test(text[start] ?? "")) start++;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans.filter((s) => text.slice(s.start, s.end).trim().length > 0);
}

const CLAUSE_BREAK =
  /;|\s+(?:while|whereas)\s+|,\s+(?:but|although|though|with|compared with|against)\s+|\s+but\s+|,?\s+and\s+|,\s+(?=(?:[A-Z]|up from|down from|from)\b)/g;

/**
 * Clause spans inside a sentence: "X while Y", "X; Y", "X, but Y", "X and Y" when both sides hold a figure.
 * Never cuts inside a figure ("between 2 and 3 per cent").
 */
export function splitClauses(sentence: string, figures: Span[]): Span[] {
  const cuts: number[] = [];
  for (const m of sentence.matchAll(CLAUSE_BREAK)) {
    const at = m.index ?? 0;
    if (figures.some((f) => at >= f.start && at < f.end)) continue;
    const leftHasFigure = figures.some((f) => f.end <= at && f.start >= (cuts[cuts.length - 1] ?? 0));
    const rightHasFigure = figures.some((f) => f.start >= at + m[0].length);
    if (leftHasFigure && rightHasFigure) cuts.push(at);
  }
  const spans: Span[] = [];
  let start = 0;
  for (const cut of cuts) {
    spans.push({ start, end: cut });
    start = cut;
  }
  spans.push({ start, end: sentence.length });
  return spans;
}

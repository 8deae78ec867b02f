/**
 * A reader's question as typed: a country's own name for itself (España, Zhongguo), small typos in country
 * and indicator names (Germny, inflaton, gpd) and a possessive typed without its apostrophe (chinas, spians) are
 * read as the names the rest of the engine knows. Only a word that is not itself a known name, and has exactly
 * one known name within a small edit distance, is changed; the answer says how it was read.
 */
import { CURRENCIES } from "./currencies";
import type { OfficialData } from "./official-data";
import { LOWER_CASE_WORDS } from "./places";

/** Endonyms countries.csv does not list as aliases (it has Deutschland, Brasil, Bharat, Nippon, Nihon, Türkiye). */
const NATIVE_NAMES: Record<string, string> = {
  españa: "Spain",
  espana: "Spain",
  zhongguo: "China",
  "zhonghua renmin gongheguo": "China",
  italia: "Italy",
  polska: "Poland",
  österreich: "Austria",
  osterreich: "Austria",
  schweiz: "Switzerland",
  suisse: "Switzerland",
  svizzera: "Switzerland",
  nederland: "Netherlands",
  belgië: "Belgium",
  belgie: "Belgium",
  belgique: "Belgium",
  sverige: "Sweden",
  norge: "Norway",
  danmark: "Denmark",
  suomi: "Finland",
  éire: "Ireland",
  eire: "Ireland",
  hellas: "Greece",
  ellada: "Greece",
  magyarország: "Hungary",
  magyarorszag: "Hungary",
  česko: "Czechia",
  cesko: "Czechia",
  hrvatska: "Croatia",
  rossiya: "Russia",
  misr: "Egypt",
  hanguk: "South Korea",
  "daehan minguk": "South Korea",
  "nippon koku": "Japan",
  "bharat ganarajya": "India",
  pilipinas: "Philippines",
  "al-maghrib": "Morocco",
  "al-jazair": "Algeria",
  ísland: "Iceland",
  hayastan: "Armenia",
  sakartvelo: "Georgia",
  aotearoa: "New Zealand",
  méxico: "Mexico",
  perú: "Peru",
  panamá: "Panama",
};

/** Indicator words a reader may misspell (the cue lexicon's own spelling). */
const INDICATOR_WORDS = [
  "inflation",
  "unemployment",
  "population",
  "economy",
  "growth",
  "exports",
  "imports",
  "deficit",
  "surplus",
  "reserves",
  "revenue",
  "spending",
  "expenditure",
  "government",
  "domestic",
  "capita",
  "investment",
  "deflator",
  "largest",
  "biggest",
  "highest",
  "lowest",
  "trillion",
  "billion",
  "million",
  "percent",
];

/** Everyday words within one edit of a country or indicator name: never "corrected". */
const COMMON_WORDS = new Set(
  "while produce produced tiger sedan malts chime later grows grown rates rated spine china's about above under price prices prime trade trades debts money spent costs total level levels chain plain claim still there their these those where which would could should bigger higher lower faster slower richer poorer larger smaller doubled halved export import".split(
    " ",
  ),
);

/**
 * Words the engine already reads in another sense — currency names and their qualifiers ("francs", "Swiss") —
 * are known words, not typos of a country ("francs" is not "France"), and are never changed.
 */
const OTHER_KNOWN_WORDS = new Set(CURRENCIES.flatMap((def) => [...def.names, ...def.qualifiers]).flatMap((w) => w.split(" ")));

const TOKEN = /[\p{L}][\p{L}'’-]*/gu;

interface Vocabulary {
  words: Map<string, string>;
  /** Whose name each word is (a country's code, or the indicator word itself): "brasil" and "brazil" are one. */
  owners: Map<string, string>;
  byLength: Map<number, string[]>;
  /** Country names that take a possessive: not the adjectives countries.csv lists as aliases ("Indian", "German"). */
  nouns: Set<string>;
}

const vocabularies = new WeakMap<OfficialData, Vocabulary>();

function vocabulary(data: OfficialData): Vocabulary {
  const cached = vocabularies.get(data);
  if (cached) return cached;
  const words = new Map<string, string>();
  const owners = new Map<string, string>();
  const add = (word: string, owner: string) => {
    if (!/^[\p{L}]{5,}$/u.test(word)) return;
    words.set(word.toLowerCase(), word);
    owners.set(word.toLowerCase(), owner);
  };
  const nouns = new Set<string>();
  for (const [code, country] of data.countries) {
    add(country.name, code);
    nouns.add(country.name.toLowerCase());
    for (const alias of country.aliases) {
      add(alias, code);
      if (!/(?:an|ese|ish|ic|i)$/i.test(alias)) nouns.add(alias.toLowerCase());
    }
  }
  for (const word of INDICATOR_WORDS) add(word, word);
  const byLength = new Map<number, string[]>();
  for (const key of words.keys()) byLength.set(key.length, [...(byLength.get(key.length) ?? []), key]);
  const built = { words, owners, byLength, nouns };
  vocabularies.set(data, built);
  return built;
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/** One edit for names of five to eight letters, two for longer ones. */
function allowedEdits(length: number): number {
  return length >= 9 ? 2 : 1;
}

function correction(vocab: Vocabulary, token: string): string | null {
  const lower = token.toLowerCase();
  if (lower.length < 5 || vocab.words.has(lower) || COMMON_WORDS.has(lower) || OTHER_KNOWN_WORDS.has(lower)) return null;
  const max = allowedEdits(lower.length);
  let found: string | null = null;
  let foundDistance = max + 1;
  let ties = 0;
  for (let length = lower.length - max; length <= lower.length + max; length++) {
    for (const word of vocab.byLength.get(length) ?? []) {
      const d = editDistance(lower, word, max);
      if (d < foundDistance) {
        found = word;
        foundDistance = d;
        ties = 0;
      } else if (d === foundDistance && vocab.owners.get(word) !== vocab.owners.get(found ?? "")) ties += 1;
    }
  }
  if (!found || foundDistance > max || ties > 0) return null;
  // A plural or possessive of a known word is not a typo ("exports" for "export").
  if (found.startsWith(lower) || lower.startsWith(found)) return null;
  return vocab.words.get(found) ?? null;
}

/** Short names too close to everyday words for edit distances: only these swapped letters are read. */
const SHORT_TYPOS: Record<string, string> = { gpd: "GDP", dgp: "GDP" };

/**
 * "chinas gdp", "spians unemployment": a country's name (or a typo of it) with an "s" and no apostrophe is its
 * possessive. Not a word that is known as it stands (Netherlands), one ordinary in lower case ("turkeys"), nor a
 * plural of people ("Indians").
 */
function possessiveWithoutApostrophe(vocab: Vocabulary, token: string): string | null {
  const lower = token.toLowerCase();
  if (!lower.endsWith("s") || lower.length < 6 || vocab.words.has(lower) || COMMON_WORDS.has(lower) || OTHER_KNOWN_WORDS.has(lower))
    return null;
  const stem = lower.slice(0, -1);
  // "the Americas" is a region; "turkeys" a plural.
  if (LOWER_CASE_WORDS.has(stem) || stem === "america") return null;
  const name = vocab.words.get(stem) ?? correction(vocab, stem);
  return name && vocab.nouns.has(name.toLowerCase()) ? name : null;
}

export interface ReadQuestion {
  /** The question with native names and typos replaced. */
  text: string;
  /** How words were read, for the answer: `"Germny" read as Germany`. */
  readings: string[];
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NATIVE_RE = new RegExp(
  `(?<![\\p{L}])(${Object.keys(NATIVE_NAMES)
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join("|")})(?![\\p{L}])`,
  "giu",
);

export function readQuestion(data: OfficialData, question: string): ReadQuestion {
  const readings: string[] = [];
  const vocab = vocabulary(data);
  const native = question.replace(NATIVE_RE, (word: string) => {
    const name = NATIVE_NAMES[word.toLowerCase()];
    if (!name) return word;
    readings.push(`"${word}" read as ${name}`);
    return name;
  });
  const text = native.replace(TOKEN, (token: string) => {
    const [, word = token, suffix = ""] = /^(.*?)((?:['’]s)?)$/u.exec(token) ?? [];
    const short = SHORT_TYPOS[word.toLowerCase()];
    if (short) {
      readings.push(`"${word}" read as ${short}`);
      return `${short}${suffix}`;
    }
    const owner = suffix ? null : possessiveWithoutApostrophe(vocab, word);
    if (owner) {
      readings.push(`"${word}" read as ${owner}'s`);
      return `${owner}'s`;
    }
    const fixed = correction(vocab, word);
    if (!fixed) return token;
    readings.push(`"${word}" read as ${fixed}`);
    return `${fixed}${suffix}`;
  });
  return { text, readings };
}

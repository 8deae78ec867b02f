/**
 * Entity resolution: country and aggregate names, aliases and demonyms from countries.csv, matched longest-first.
 * Short upper-case aliases (US, UK, EU) match case-sensitively; single-word names need a capital letter
 * ("Turkey", not "turkey"); ambiguous forms are hints, used only when nothing firmer is in reach.
 */
import type { OfficialData } from "./official-data";

export interface PlaceMention {
  start: number;
  end: number;
  raw: string;
  /** Snapshot code; null for places the snapshot does not cover. */
  code: string | null;
  /** Why a place is outside the snapshot, as a sentence ("California is a US state; …"). */
  outside: string | null;
  hint: boolean;
}

type MatchMode = "exact" | "capitalised" | "any";

interface Entry {
  code: string | null;
  outside: string | null;
  mode: MatchMode;
  hint: boolean;
}

interface PlaceIndex {
  /** Lower-cased first token → token counts of the names starting with it, longest first. */
  spans: Map<string, number[]>;
  exact: Map<string, Entry>;
  folded: Map<string, Entry>;
}

/** Forms that name a place only loosely (README: "treat contextual ones as hints"; notes: Korea, Georgia, America). */
const HINT_ALIASES = new Set([
  "the bloc",
  "America",
  "American",
  "Middle East",
  "Korea",
  "Korean",
  "Georgia",
  "Georgian",
  "Congolese",
  "Dominican",
  "Kiwi",
  "global",
  "worldwide",
  "world",
  "World",
  // Generic group words that commentary uses loosely.
  "emerging markets",
  "emerging economies",
  "developing economies",
  "developed countries",
  "developed economies",
  "advanced economies",
  "advanced economy",
  "rich countries",
  "currency union",
  "monetary union",
]);

/** News forms missing from countries.csv. */
const EXTRA_ALIASES: Record<string, string[]> = {
  WLD: ["world", "world economy", "global economy"],
  LCN: ["Latin American", "Latin American economies"],
  EMU: ["euro area economy", "eurozone economy", "currency union", "monetary union", "single-currency area"],
  GBR: ["Britons"],
  USA: ["Americans"],
};

/** Kind of sub-national place → names; the reason reads "<name> is <kind>". */
const SUBNATIONAL: Record<string, string[]> = {
  "a US state": [
    "Alabama",
    "Alaska",
    "Arizona",
    "Arkansas",
    "California",
    "Californian",
    "Colorado",
    "Connecticut",
    "Delaware",
    "Florida",
    "Hawaii",
    "Idaho",
    "Illinois",
    "Indiana",
    "Iowa",
    "Kansas",
    "Kentucky",
    "Louisiana",
    "Maine",
    "Maryland",
    "Massachusetts",
    "Michigan",
    "Minnesota",
    "Mississippi",
    "Missouri",
    "Montana",
    "Nebraska",
    "Nevada",
    "New Hampshire",
    "New Jersey",
    "New Mexico",
    "New York",
    "New York State",
    "New York City",
    "North Carolina",
    "North Dakota",
    "Ohio",
    "Oklahoma",
    "Oregon",
    "Pennsylvania",
    "Rhode Island",
    "South Carolina",
    "South Dakota",
    "Tennessee",
    "Texas",
    "Texan",
    "Utah",
    "Vermont",
    "Virginia",
    "West Virginia",
    "Wisconsin",
    "Wyoming",
  ],
  "a Canadian province": ["Ontario", "Quebec", "Québec", "Alberta", "British Columbia", "Manitoba", "Saskatchewan", "Nova Scotia"],
  "a nation or region of the United Kingdom": [
    "Scotland",
    "Scottish",
    "Wales",
    "Welsh",
    "England",
    "Northern Ireland",
    "London",
    "Greater London",
  ],
  "a German state": ["Bavaria", "Bavarian", "Baden-Württemberg", "North Rhine-Westphalia", "Saxony", "Hesse", "Berlin"],
  "a Chinese province or city": [
    "Guangdong",
    "Jiangsu",
    "Zhejiang",
    "Shandong",
    "Sichuan",
    "Henan",
    "Hubei",
    "Shanghai",
    "Beijing",
    "Shenzhen",
  ],
  "an Indian state or city": [
    "Maharashtra",
    "Tamil Nadu",
    "Uttar Pradesh",
    "Gujarat",
    "Karnataka",
    "Kerala",
    "West Bengal",
    "Bihar",
    "Mumbai",
    "Delhi",
  ],
  "a sub-national region": [
    "Catalonia",
    "Catalan",
    "Andalusia",
    "Lombardy",
    "Flanders",
    "Wallonia",
    "Queensland",
    "New South Wales",
    "Tasmania",
    "Île-de-France",
    "Tokyo",
    "Paris",
    "Sao Paulo",
    "São Paulo",
    "Puerto Rico's municipalities",
    "Ruhr",
    "Silicon Valley",
    "Siberia",
    "Patagonia",
    "Sindh",
    "KwaZulu-Natal",
    "Western Cape",
    "Western Australia",
    "Hokkaido",
    "Kyushu",
    "Okinawa",
  ],
  "a city": [
    "Los Angeles",
    "San Francisco",
    "Houston",
    "Toronto",
    "Montreal",
    "Vancouver",
    "Sydney",
    "Melbourne",
    "Munich",
    "Frankfurt",
    "Hamburg",
    "Milan",
    "Barcelona",
    "Lyon",
    "Manchester",
    "Bangalore",
    "Bengaluru",
    "Chennai",
    "Kolkata",
    "Karachi",
    "Johannesburg",
    "Cape Town",
    "Rio de Janeiro",
    "Istanbul",
    "Dubai",
    "Abu Dhabi",
  ],
};

/** Groups people quote that the snapshot has no row for: reason → names. */
const OUTSIDE_AGGREGATES: Record<string, string[]> = {
  "The snapshot has no G20 aggregate.": ["G20", "G-20", "Group of 20", "Group of Twenty"],
  "The snapshot has no BRICS aggregate.": ["BRICS", "Brics"],
  "Europe as a whole is not in the snapshot, which has the European Union and the euro area.": ["Europe"],
  "Asia as a whole is not in the snapshot, which has World Bank and IMF Asian regions only.": ["Asia"],
  "Africa as a whole is not in the snapshot, which has the sub-Saharan Africa and Middle East and North Africa regions.": ["Africa"],
  "ASEAN as a whole is not in the snapshot, which has the IMF ASEAN-5 group only.": ["ASEAN"],
};

/**
 * Places named as a state, province, prefecture or city of something ("Lagos State", "Sichuan province", "the
 * city of Chicago", "Mexico City"): sub-national, whatever the name, listed or not.
 */
const SUBNATIONAL_PATTERNS: { re: RegExp; overridesCountry: boolean }[] = [
  {
    re: /\b((?:[A-Z][\p{L}'’-]+\s){0,2}[A-Z][\p{L}'’-]+)\s(?:[Pp]rovince|State|state|[Pp]refecture|[Cc]ounty|[Oo]blast|[Cc]anton|[Gg]overnorate|[Mm]unicipality|Territory)\b/gu,
    overridesCountry: false,
  },
  {
    re: /\b(?:[Pp]rovince|[Ss]tate|[Pp]refecture|[Cc]ity|[Cc]ounty|[Rr]egion|[Mm]unicipality)\sof\s((?:[A-Z][\p{L}'’-]+\s?){1,3})/gu,
    overridesCountry: false,
  },
  { re: /\b((?:[A-Z][\p{L}'’-]+\s){0,2}[A-Z][\p{L}'’-]+)\sCity\b/gu, overridesCountry: true },
];

/** Institutions and outlets whose names contain place names ("Bank of England", "World Bank"). */
const MASKED_NAMES =
  /\b(?:World Bank|World Economic Outlook|World Development Indicators|World Trade Organi[sz]ation|World Economic Forum|Bank of (?:England|Japan|Canada|Korea|Italy|France|Spain|Mexico|Israel|Thailand)|Reserve Bank of (?:India|Australia|New Zealand)|Federal Reserve Bank of [A-Z][a-z]+(?: [A-Z][a-z]+)?|People's Bank of China|Swiss National Bank|South African Reserve Bank|Statistics (?:Canada|Korea|Netherlands|Norway|Sweden|New Zealand|Poland)|Australian Bureau of Statistics|(?:U\.S\.|US) Census Bureau|Office for National Statistics|New York Times|Wall Street Journal|Financial Times|Asian Development Bank|African Development Bank|Inter-American Development Bank|European Central Bank|European Commission|Bank of America|[A-Z][\w.]*(?: [A-Z][\w.]*)?-based)\b/g;

/** "US$4.5tn", "30 trillion US dollars": the currency, not the country. */
const CURRENCY_NAMES = /\bU\.?S\.?\s?\$|\bU\.?S\.? dollars?\b|\bU\.?S\.? cents?\b/g;

// Hyphens split tokens; an n-gram key is the original text span, so "euro-area" and "US-China" both work.
const TOKEN = /[\p{L}\p{N}]+(?:[.'’&][\p{L}\p{N}]+)*\.?/gu;

/** A token as the span index keys it: lower case, without a possessive or a full stop. */
function tokenKey(token: string): string {
  return token.toLowerCase().replace(/['’]s\.?$|\.$/, "");
}

function matchMode(alias: string): MatchMode {
  const letters = alias.replace(/[^A-Za-z]/g, "");
  const upper = alias.replace(/[^A-Z]/g, "").length;
  if (!/\s/.test(alias) && upper >= 2 && letters.length <= 7) return "exact";
  if (!/\s/.test(alias) && /^[A-ZÀ-Ý]/.test(alias)) return "capitalised";
  return "any";
}

function normalise(text: string): string {
  return text.replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
}

function addEntry(index: PlaceIndex, alias: string, entry: Omit<Entry, "mode">): void {
  const clean = normalise(alias);
  if (!clean) return;
  const mode = matchMode(clean);
  const full = { ...entry, mode };
  const tokens = clean.match(TOKEN) ?? [];
  const first = tokenKey(tokens[0] ?? "");
  const lengths = index.spans.get(first) ?? [];
  if (!lengths.includes(tokens.length))
    index.spans.set(
      first,
      [...lengths, tokens.length].sort((a, b) => b - a),
    );
  if (mode === "exact") {
    if (!index.exact.has(clean)) index.exact.set(clean, full);
    return;
  }
  const key = clean.toLowerCase();
  const existing = index.folded.get(key);
  if (!existing) {
    index.folded.set(key, full);
  } else if (existing.code === entry.code) {
    // The same place listed twice ("World" and "world"): the looser casing rule applies.
    if (mode === "any") existing.mode = "any";
  } else if (existing.code !== null && entry.code !== null) {
    // Two places share the form: keep it only as a hint for the first.
    existing.hint = true;
  }
}

const indexes = new WeakMap<OfficialData, PlaceIndex>();

function placeIndex(data: OfficialData): PlaceIndex {
  const cached = indexes.get(data);
  if (cached) return cached;
  const index: PlaceIndex = { spans: new Map(), exact: new Map(), folded: new Map() };
  for (const country of data.countries.values()) {
    const forms = [country.name, ...country.aliases, ...(EXTRA_ALIASES[country.code] ?? [])];
    for (const form of forms) addEntry(index, form, { code: country.code, outside: null, hint: HINT_ALIASES.has(form) });
  }
  for (const [kind, names] of Object.entries(SUBNATIONAL)) {
    for (const name of names)
      addEntry(index, name, {
        code: null,
        outside: `${name} is ${kind}; the snapshot holds national and international figures only.`,
        hint: false,
      });
  }
  for (const [reason, names] of Object.entries(OUTSIDE_AGGREGATES)) {
    for (const name of names) addEntry(index, name, { code: null, outside: reason, hint: false });
  }
  indexes.set(data, index);
  return index;
}

interface Token {
  start: number;
  end: number;
}

/** The entry for a token span and how many characters of the span it covers (without "'s" or a full stop). */
/**
 * A reader typing in lower case ("is germany's gdp …", "uk inflation") still names places. Not these, which
 * are ordinary words in lower case, nor "us" (the pronoun) and other short codes.
 */
export const LOWER_CASE_WORDS: ReadonlySet<string> = new Set([
  "turkey",
  "chad",
  "guinea",
  "jordan",
  "georgia",
  "niger",
  "chile",
  "panama",
  "jersey",
  "wales",
  "american",
  "french",
]);
const LOWER_CASE_CODES: Record<string, string> = {
  uk: "UK",
  "u.k": "U.K.",
  "u.k.": "U.K.",
  usa: "USA",
  "u.s": "U.S.",
  "u.s.": "U.S.",
  "u.s.a.": "U.S.A.",
  uae: "UAE",
  eu: "EU",
};

function lookup(index: PlaceIndex, text: string, tokens: Token[], caseless: boolean): { entry: Entry; length: number } | null {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return null;
  const span = text.slice(first.start, last.end);
  const cuts = [span.length, span.replace(/['’]s$/, "").length, span.replace(/\.$/, "").length, span.replace(/['’]s\.?$|\.$/, "").length];
  for (const cut of cuts) {
    const variant = normalise(span.slice(0, cut));
    const lower = variant.toLowerCase();
    // "the us" is the country; "us" alone is the pronoun.
    const code =
      LOWER_CASE_CODES[lower] ?? (lower === "us" && /\bthe\s$/i.test(text.slice(Math.max(0, first.start - 4), first.start)) ? "US" : "");
    const exact = index.exact.get(variant) ?? (caseless ? index.exact.get(code) : undefined);
    if (exact) return { entry: exact, length: cut };
    const folded = index.folded.get(lower);
    const casingOk = folded?.mode !== "capitalised" || /^[A-ZÀ-Ý]/.test(variant) || (caseless && !LOWER_CASE_WORDS.has(lower));
    if (folded && casingOk) return { entry: folded, length: cut };
  }
  return null;
}

/** `caseless`: the text is a reader's question, where lower-case names count too. */
export function findPlaces(data: OfficialData, text: string, caseless = false): PlaceMention[] {
  const index = placeIndex(data);
  const masked = text.replace(MASKED_NAMES, (m) => " ".repeat(m.length)).replace(CURRENCY_NAMES, (m) => " ".repeat(m.length));
  const tokens = [...masked.matchAll(TOKEN)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const found: PlaceMention[] = [];
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    const start = tokens[i];
    const lengths = start ? (index.spans.get(tokenKey(masked.slice(start.start, start.end))) ?? []) : [];
    for (const n of lengths) {
      if (i + n > tokens.length) continue;
      const span = tokens.slice(i, i + n);
      const match = lookup(index, text, span, caseless);
      const first = span[0];
      if (!match || !first) continue;
      const { entry, length } = match;
      const raw = text.slice(first.start, first.start + length);
      found.push({ start: first.start, end: first.start + length, raw, code: entry.code, outside: entry.outside, hint: entry.hint });
      matched = n;
      break;
    }
    i += matched || 1;
  }
  return withSubnational(masked, found);
}

function withSubnational(text: string, found: PlaceMention[]): PlaceMention[] {
  let places = found;
  for (const { re, overridesCountry } of SUBNATIONAL_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].trimEnd().length;
      const overlapping = places.filter((p) => p.start < end && start < p.end);
      // "The State of Israel" is a country; a place already known as sub-national keeps its own reason.
      if (overlapping.some((p) => (p.code !== null && !p.hint && !overridesCountry) || p.outside !== null)) continue;
      const raw = m[0].trimEnd();
      places = [
        ...places.filter((p) => !overlapping.includes(p)),
        {
          start,
          end,
          raw,
          code: null,
          outside: `${raw} is a sub-national place (a state, province or city); the snapshot holds national and international figures only.`,
          hint: false,
        },
      ];
    }
  }
  return places.sort((a, b) => a.start - b.start);
}

const DISPLAY_NAMES: Record<string, string> = { WLD: "the world", EMU: "the euro area", EUU: "the European Union" };

/** A reader-facing name: WDI names such as "Korea, Rep." become their first alias ("South Korea"). */
export function displayName(data: OfficialData, code: string): string {
  const special = DISPLAY_NAMES[code];
  if (special) return special;
  const country = data.countries.get(code);
  if (!country) return code;
  return country.name.includes(",") ? (country.aliases[0] ?? country.name) : country.name;
}

/** Loose forms that still name one country when they are counted across a whole article ("American", "Korea"). */
const COUNTRY_HINTS = new Set(["america", "american", "korea", "korean"]);

/**
 * A mention that names one country: a firm one, or a loose form that can only be that country ("America", "Korea";
 * not "Georgia"). A reader's question and an article's main place count these; a figure's own place does not.
 */
export function namesOneCountry(m: PlaceMention): boolean {
  return m.code !== null && (!m.hint || COUNTRY_HINTS.has(m.raw.replace(/['’]s$/, "").toLowerCase()));
}

/**
 * The article's main place: the most mentioned, with a place in the headline counting three times over. The
 * fallback for a figure whose sentence names none.
 */
export function dominantPlace(mentions: PlaceMention[], headline: PlaceMention[] = []): string | null {
  const counts = new Map<string, number>();
  for (const m of mentions) if (namesOneCountry(m) && m.code) counts.set(m.code, (counts.get(m.code) ?? 0) + 1);
  for (const m of headline) if (namesOneCountry(m) && m.code) counts.set(m.code, (counts.get(m.code) ?? 0) + 3);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return ranked[0]?.[0] ?? null;
}

/**
 * Currencies as news writes them: ISO codes, symbols, names and the adjectives that tell shared names apart
 * ("Indian rupees", "Pakistani rupees"). Each names the economy whose exchange-rate row prices it in local
 * units per US dollar (the euro: the euro-area row). One table for the figure tokenizer, the exchange-rate
 * reading and the explanations.
 */

export interface CurrencyDef {
  code: string;
  /** Snapshot economy whose exchange_rate_lcu_per_usd row is this currency per US dollar. */
  home: string;
  /** Names, lower case, singular and plural. */
  names: string[];
  /** Adjectives that pin the currency when its name is shared ("mexican" pesos), lower case. */
  qualifiers: string[];
  /** Read for the bare name when several currencies share it (a bare "rupee" is India's). */
  bare: boolean;
  /** How explanations name it, in the plural. */
  label: string;
  symbols: string[];
}

function c(
  code: string,
  home: string,
  names: string[],
  qualifiers: string[],
  label: string,
  options: { bare?: boolean; symbols?: string[] } = {},
): CurrencyDef {
  return { code, home, names, qualifiers, bare: options.bare ?? false, label, symbols: options.symbols ?? [] };
}

export const CURRENCIES: readonly CurrencyDef[] = [
  c("USD", "USA", ["dollar", "dollars"], ["us", "u.s.", "american"], "US dollars", { bare: true, symbols: ["US$", "$"] }),
  c("EUR", "EMU", ["euro", "euros"], [], "euros", { bare: true, symbols: ["€"] }),
  c("GBP", "GBR", ["pound", "pounds", "pound sterling", "pounds sterling", "sterling"], ["british", "uk"], "pounds", {
    bare: true,
    symbols: ["£"],
  }),
  c("JPY", "JPN", ["yen"], ["japanese"], "yen", { bare: true, symbols: ["¥"] }),
  c("CNY", "CHN", ["yuan", "renminbi"], ["chinese"], "yuan", { bare: true }),
  c("INR", "IND", ["rupee", "rupees"], ["indian"], "rupees", { bare: true, symbols: ["₹"] }),
  c("PKR", "PAK", ["rupee", "rupees"], ["pakistani"], "Pakistani rupees"),
  c("LKR", "LKA", ["rupee", "rupees"], ["sri lankan"], "Sri Lankan rupees"),
  c("NPR", "NPL", ["rupee", "rupees"], ["nepalese", "nepali"], "Nepalese rupees"),
  c("IDR", "IDN", ["rupiah"], ["indonesian"], "rupiah", { bare: true }),
  c("KRW", "KOR", ["won"], ["south korean", "korean"], "won", { bare: true, symbols: ["₩"] }),
  c("RUB", "RUS", ["rouble", "roubles", "ruble", "rubles"], ["russian"], "roubles", { bare: true, symbols: ["₽"] }),
  // "Real" alone is ordinary English ("real GDP"): only the plural or a qualified "Brazilian real".
  c("BRL", "BRA", ["reais", "real"], ["brazilian"], "reais", { symbols: ["R$"] }),
  c("MXN", "MEX", ["peso", "pesos"], ["mexican"], "Mexican pesos", { bare: true }),
  c("ARS", "ARG", ["peso", "pesos"], ["argentine", "argentinian", "argentinean"], "Argentine pesos"),
  c("CLP", "CHL", ["peso", "pesos"], ["chilean"], "Chilean pesos"),
  c("COP", "COL", ["peso", "pesos"], ["colombian"], "Colombian pesos"),
  c("PHP", "PHL", ["peso", "pesos"], ["philippine", "filipino"], "Philippine pesos", { symbols: ["₱"] }),
  c("TRY", "TUR", ["lira", "liras", "lire"], ["turkish"], "lira", { bare: true, symbols: ["₺"] }),
  c("ZAR", "ZAF", ["rand"], ["south african"], "rand", { bare: true }),
  c("CHF", "CHE", ["franc", "francs"], ["swiss"], "Swiss francs", { bare: true }),
  c("CAD", "CAN", ["dollar", "dollars"], ["canadian"], "Canadian dollars", { symbols: ["C$", "CA$"] }),
  c("AUD", "AUS", ["dollar", "dollars"], ["australian", "aussie"], "Australian dollars", { symbols: ["A$", "AU$"] }),
  c("NZD", "NZL", ["dollar", "dollars"], ["new zealand", "kiwi"], "New Zealand dollars", { symbols: ["NZ$"] }),
  c("HKD", "HKG", ["dollar", "dollars"], ["hong kong"], "Hong Kong dollars", { symbols: ["HK$"] }),
  c("SGD", "SGP", ["dollar", "dollars"], ["singapore", "singaporean"], "Singapore dollars", { symbols: ["S$"] }),
  c("SEK", "SWE", ["krona", "kronor"], ["swedish"], "Swedish kronor", { bare: true }),
  c("NOK", "NOR", ["krone", "kroner"], ["norwegian"], "Norwegian kroner", { bare: true }),
  c("DKK", "DNK", ["krone", "kroner"], ["danish"], "Danish kroner"),
  c("ISK", "ISL", ["krona", "kronur"], ["icelandic"], "Icelandic kronur"),
  c("PLN", "POL", ["zloty", "zlotys", "zlotych"], ["polish"], "zlotys", { bare: true }),
  c("HUF", "HUN", ["forint", "forints"], ["hungarian"], "forints", { bare: true }),
  c("CZK", "CZE", ["koruna", "korunas", "koruny", "crown", "crowns"], ["czech"], "Czech korunas"),
  c("RON", "ROU", ["leu", "lei"], ["romanian"], "lei", { bare: true }),
  c("UAH", "UKR", ["hryvnia", "hryvnias"], ["ukrainian"], "hryvnias", { bare: true }),
  c("KZT", "KAZ", ["tenge"], ["kazakh", "kazakhstani"], "tenge", { bare: true }),
  c("THB", "THA", ["baht"], ["thai"], "baht", { bare: true, symbols: ["฿"] }),
  c("MYR", "MYS", ["ringgit"], ["malaysian"], "ringgit", { bare: true }),
  c("VND", "VNM", ["dong"], ["vietnamese"], "dong", { bare: true, symbols: ["₫"] }),
  c("BDT", "BGD", ["taka"], ["bangladeshi"], "taka", { bare: true }),
  c("NGN", "NGA", ["naira"], ["nigerian"], "naira", { bare: true, symbols: ["₦"] }),
  c("GHS", "GHA", ["cedi", "cedis"], ["ghanaian"], "cedis", { bare: true }),
  c("ETB", "ETH", ["birr"], ["ethiopian"], "birr", { bare: true }),
  c("KES", "KEN", ["shilling", "shillings"], ["kenyan"], "Kenyan shillings", { bare: true }),
  c("UGX", "UGA", ["shilling", "shillings"], ["ugandan"], "Ugandan shillings"),
  c("TZS", "TZA", ["shilling", "shillings"], ["tanzanian"], "Tanzanian shillings"),
  c("EGP", "EGY", ["pound", "pounds"], ["egyptian"], "Egyptian pounds"),
  c("ILS", "ISR", ["shekel", "shekels", "new shekel", "new shekels"], ["israeli"], "shekels", { bare: true, symbols: ["₪"] }),
  c("SAR", "SAU", ["riyal", "riyals"], ["saudi"], "Saudi riyals", { bare: true }),
  c("QAR", "QAT", ["riyal", "riyals"], ["qatari"], "Qatari riyals"),
  c("AED", "ARE", ["dirham", "dirhams"], ["emirati", "uae"], "dirhams", { bare: true }),
  c("MAD", "MAR", ["dirham", "dirhams"], ["moroccan"], "Moroccan dirhams"),
  c("KWD", "KWT", ["dinar", "dinars"], ["kuwaiti"], "Kuwaiti dinars", { bare: true }),
  c("PEN", "PER", ["sol", "soles"], ["peruvian"], "soles"),
];

const BY_CODE = new Map(CURRENCIES.map((def) => [def.code, def]));

export function currencyByCode(code: string): CurrencyDef | undefined {
  return BY_CODE.get(code);
}

/** The economy whose exchange-rate row prices the currency. */
export function currencyHome(code: string): string | undefined {
  return BY_CODE.get(code)?.home;
}

export function currencyLabel(code: string): string {
  return BY_CODE.get(code)?.label ?? code;
}

export const ISO_CODES: readonly string[] = CURRENCIES.map((def) => def.code);

/** Codes news uses besides ISO 4217 ones. */
export const CODE_ALIASES: Readonly<Record<string, string>> = { RMB: "CNY", RS: "INR", "RS.": "INR" };

/** Symbol → code, longest symbol first when matched ("US$" before "$"). */
export const SYMBOLS: Readonly<Record<string, string>> = Object.fromEntries(
  CURRENCIES.flatMap((def) => def.symbols.map((symbol) => [symbol, def.code])),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const byLength = (a: string, b: string) => b.length - a.length;
const NAMES = [...new Set(CURRENCIES.flatMap((def) => def.names))].sort(byLength);
const QUALIFIERS = [...new Set(CURRENCIES.flatMap((def) => def.qualifiers))].sort(byLength);

/** "(qualifier )?name": group 1 the qualifier, group 2 the name. Case-insensitive. */
export const CURRENCY_WORD = String.raw`(?:\b(${QUALIFIERS.map(escape).join("|")})\s+)?\b(${NAMES.map(escape).join("|")})\b`;

/**
 * The currency a written name stands for: the one the qualifier pins, else the one read for the bare name.
 * Null when the name needs a qualifier ("real" alone, "crowns" alone) or the pair is unknown.
 */
export function resolveCurrencyWord(qualifier: string | undefined, name: string): string | null {
  const n = name.toLowerCase();
  const q = qualifier?.toLowerCase();
  const named = CURRENCIES.filter((def) => def.names.includes(n));
  if (q) return named.find((def) => def.qualifiers.includes(q))?.code ?? null;
  if (n === "real" || n === "crown" || n === "crowns") return null;
  return named.find((def) => def.bare)?.code ?? named[0]?.code ?? null;
}

export interface CurrencyMention {
  start: number;
  end: number;
  code: string;
}

const WORD_RE = new RegExp(CURRENCY_WORD, "gi");
/** Names that are also common words ("the party won"): in running text they count only qualified or after "the". */
const COMMON_WORDS = new Set(["won", "sol", "soles", "lei", "leu", "rand", "dong", "birr"]);

/**
 * Currency names written in a text, qualifiers included ("the New Zealand dollar", "Japanese yen"). After a
 * figure the tokenizer reads any name ("1,300 won"); here a name that is also a common word needs more.
 */
export function findCurrencyMentions(text: string): CurrencyMention[] {
  const found: CurrencyMention[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    const name = m[2] ?? "";
    if (!m[1] && COMMON_WORDS.has(name.toLowerCase()) && !/\bthe\s+$/i.test(text.slice(0, m.index ?? 0))) continue;
    const code = resolveCurrencyWord(m[1], name);
    if (code) found.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, code });
  }
  return found;
}

/** Currencies markets quote in US dollars per unit (EUR/USD, GBP/USD, AUD/USD, NZD/USD): the inverse of the data. */
export const QUOTED_PER_UNIT: ReadonlySet<string> = new Set(["EUR", "GBP", "AUD", "NZD"]);

/** Economies whose own currency is called a dollar: a bare "$" there may mean it (home → code). */
export const LOCAL_DOLLARS: Readonly<Record<string, string>> = Object.fromEntries(
  CURRENCIES.filter((def) => def.code !== "USD" && def.names.includes("dollar")).map((def) => [def.home, def.code]),
);

/** Economies that share a currency name with `code` (the rupee is Pakistan's too): a place named there keeps its own. */
export function sharesName(code: string, place: string): boolean {
  const def = BY_CODE.get(code);
  if (!def) return false;
  return CURRENCIES.some((other) => other.home === place && other.names.some((n) => def.names.includes(n)));
}

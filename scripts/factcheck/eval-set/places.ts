/**
 * How readers name economies and currencies: the forms the question generator writes. Written from general
 * English usage, not from the engine's alias table, so a form the engine misses shows up as a miss.
 */

export interface Place {
  code: string;
  /** As a subject or after a preposition ("the UK", "Britain"). */
  names: string[];
  /** Possessive forms ("the UK's", "Britain's"). */
  possessives: string[];
  /** Adjective forms ("British"); empty when usage has none. */
  demonyms: string[];
  aggregate: boolean;
}

function country(code: string, names: string[], demonyms: string[], possessives?: string[]): Place {
  return { code, names, possessives: possessives ?? names.map((n) => `${n}'s`), demonyms, aggregate: false };
}

export const COUNTRIES: Place[] = [
  country(
    "USA",
    ["the United States", "the US", "the U.S.", "America"],
    ["American", "US"],
    ["the United States'", "the US's", "America's", "the U.S.'s"],
  ),
  country("GBR", ["the UK", "Britain", "the United Kingdom"], ["British", "UK"]),
  country("DEU", ["Germany"], ["German"]),
  country("FRA", ["France"], ["French"]),
  country("ITA", ["Italy"], ["Italian"]),
  country("ESP", ["Spain"], ["Spanish"]),
  country("JPN", ["Japan"], ["Japanese"]),
  country("CHN", ["China"], ["Chinese"]),
  country("IND", ["India"], ["Indian"]),
  country("BRA", ["Brazil"], ["Brazilian"]),
  country("MEX", ["Mexico"], ["Mexican"]),
  country("CAN", ["Canada"], ["Canadian"]),
  country("AUS", ["Australia"], ["Australian"]),
  country("KOR", ["South Korea"], ["South Korean"]),
  country("IDN", ["Indonesia"], ["Indonesian"]),
  country("TUR", ["Turkey", "Türkiye"], ["Turkish"]),
  country("SAU", ["Saudi Arabia"], ["Saudi"]),
  country("ZAF", ["South Africa"], ["South African"]),
  country("RUS", ["Russia"], ["Russian"]),
  country("ARG", ["Argentina"], ["Argentine", "Argentinian"]),
  country("NLD", ["the Netherlands"], ["Dutch"], ["the Netherlands'"]),
  country("CHE", ["Switzerland"], ["Swiss"]),
  country("SWE", ["Sweden"], ["Swedish"]),
  country("NOR", ["Norway"], ["Norwegian"]),
  country("POL", ["Poland"], ["Polish"]),
  country("BEL", ["Belgium"], ["Belgian"]),
  country("AUT", ["Austria"], ["Austrian"]),
  country("IRL", ["Ireland"], ["Irish"]),
  country("PRT", ["Portugal"], ["Portuguese"]),
  country("GRC", ["Greece"], ["Greek"]),
  country("DNK", ["Denmark"], ["Danish"]),
  country("FIN", ["Finland"], ["Finnish"]),
  country("CZE", ["the Czech Republic", "Czechia"], ["Czech"]),
  country("HUN", ["Hungary"], ["Hungarian"]),
  country("ROU", ["Romania"], ["Romanian"]),
  country("ISR", ["Israel"], ["Israeli"]),
  country("EGY", ["Egypt"], ["Egyptian"]),
  country("NGA", ["Nigeria"], ["Nigerian"]),
  country("KEN", ["Kenya"], ["Kenyan"]),
  country("PAK", ["Pakistan"], ["Pakistani"]),
  country("BGD", ["Bangladesh"], ["Bangladeshi"]),
  country("VNM", ["Vietnam"], ["Vietnamese"]),
  country("THA", ["Thailand"], ["Thai"]),
  country("MYS", ["Malaysia"], ["Malaysian"]),
  country("PHL", ["the Philippines"], ["Philippine", "Filipino"], ["the Philippines'"]),
  country("SGP", ["Singapore"], ["Singaporean"]),
  country("CHL", ["Chile"], ["Chilean"]),
  country("COL", ["Colombia"], ["Colombian"]),
  country("PER", ["Peru"], ["Peruvian"]),
  country("NZL", ["New Zealand"], ["New Zealand"]),
];

export const AGGREGATES: Place[] = [
  { code: "WLD", names: ["the world", "the global economy"], possessives: ["the world's"], demonyms: ["global", "world"], aggregate: true },
  {
    code: "EMU",
    names: ["the euro area", "the eurozone"],
    possessives: ["the euro area's", "the eurozone's"],
    demonyms: ["euro-area", "eurozone"],
    aggregate: true,
  },
  {
    code: "EUU",
    names: ["the European Union", "the EU"],
    possessives: ["the EU's", "the European Union's"],
    demonyms: ["EU"],
    aggregate: true,
  },
];

export interface Currency {
  code: string;
  /** The economy whose exchange-rate row prices it (the euro: the euro area). */
  home: string;
  singular: string;
  plural: string;
  /** "Japanese yen", "Indian rupees". */
  qualified: string;
  /** The plain name is shared with other currencies (pesos, rupees): write the qualified name only. */
  shared?: boolean;
  symbol: string | null;
}

/** Currencies quoted per US dollar in news copy (LCU per USD, as the data holds them). */
export const PER_DOLLAR_CURRENCIES: Currency[] = [
  { code: "JPY", home: "JPN", singular: "yen", plural: "yen", qualified: "Japanese yen", symbol: "¥" },
  { code: "INR", home: "IND", singular: "rupee", plural: "rupees", qualified: "Indian rupees", symbol: "₹" },
  { code: "CNY", home: "CHN", singular: "yuan", plural: "yuan", qualified: "Chinese yuan", symbol: null },
  { code: "KRW", home: "KOR", singular: "won", plural: "won", qualified: "South Korean won", symbol: "₩" },
  { code: "MXN", home: "MEX", singular: "peso", plural: "pesos", qualified: "Mexican pesos", symbol: null },
  { code: "BRL", home: "BRA", singular: "real", plural: "reais", qualified: "Brazilian reais", symbol: "R$" },
  { code: "TRY", home: "TUR", singular: "lira", plural: "lira", qualified: "Turkish lira", symbol: "₺" },
  { code: "ZAR", home: "ZAF", singular: "rand", plural: "rand", qualified: "South African rand", symbol: null },
  { code: "RUB", home: "RUS", singular: "rouble", plural: "roubles", qualified: "Russian roubles", symbol: "₽" },
  { code: "CHF", home: "CHE", singular: "Swiss franc", plural: "Swiss francs", qualified: "Swiss francs", symbol: null },
  { code: "CAD", home: "CAN", singular: "Canadian dollar", plural: "Canadian dollars", qualified: "Canadian dollars", symbol: "C$" },
  { code: "SEK", home: "SWE", singular: "krona", plural: "kronor", qualified: "Swedish kronor", symbol: null },
  { code: "NOK", home: "NOR", singular: "krone", plural: "kroner", qualified: "Norwegian kroner", symbol: null },
  { code: "PLN", home: "POL", singular: "zloty", plural: "zlotys", qualified: "Polish zlotys", symbol: null },
  { code: "IDR", home: "IDN", singular: "rupiah", plural: "rupiah", qualified: "Indonesian rupiah", symbol: null },
  { code: "THB", home: "THA", singular: "baht", plural: "baht", qualified: "Thai baht", symbol: null },
  { code: "PHP", home: "PHL", singular: "peso", plural: "pesos", qualified: "Philippine pesos", symbol: null, shared: true },
  { code: "EGP", home: "EGY", singular: "Egyptian pound", plural: "Egyptian pounds", qualified: "Egyptian pounds", symbol: null },
  { code: "NGN", home: "NGA", singular: "naira", plural: "naira", qualified: "Nigerian naira", symbol: null },
  { code: "PKR", home: "PAK", singular: "rupee", plural: "rupees", qualified: "Pakistani rupees", symbol: null, shared: true },
  { code: "HUF", home: "HUN", singular: "forint", plural: "forints", qualified: "Hungarian forints", symbol: null },
  { code: "CZK", home: "CZE", singular: "koruna", plural: "korunas", qualified: "Czech korunas", symbol: null },
  { code: "MYR", home: "MYS", singular: "ringgit", plural: "ringgit", qualified: "Malaysian ringgit", symbol: null },
  { code: "CLP", home: "CHL", singular: "peso", plural: "pesos", qualified: "Chilean pesos", symbol: null, shared: true },
  { code: "COP", home: "COL", singular: "peso", plural: "pesos", qualified: "Colombian pesos", symbol: null, shared: true },
  { code: "ILS", home: "ISR", singular: "shekel", plural: "shekels", qualified: "Israeli shekels", symbol: "₪" },
  { code: "KES", home: "KEN", singular: "shilling", plural: "shillings", qualified: "Kenyan shillings", symbol: null },
  { code: "VND", home: "VNM", singular: "dong", plural: "dong", qualified: "Vietnamese dong", symbol: null },
  { code: "BDT", home: "BGD", singular: "taka", plural: "taka", qualified: "Bangladeshi taka", symbol: null },
];

/** Currencies news quotes in US dollars per unit (the inverse of the data's LCU per USD). */
export const DOLLARS_PER_UNIT_CURRENCIES: Currency[] = [
  { code: "EUR", home: "EMU", singular: "euro", plural: "euros", qualified: "euros", symbol: "€" },
  { code: "GBP", home: "GBR", singular: "pound", plural: "pounds", qualified: "British pounds", symbol: "£" },
  { code: "AUD", home: "AUS", singular: "Australian dollar", plural: "Australian dollars", qualified: "Australian dollars", symbol: "A$" },
  {
    code: "NZD",
    home: "NZL",
    singular: "New Zealand dollar",
    plural: "New Zealand dollars",
    qualified: "New Zealand dollars",
    symbol: "NZ$",
  },
];

/** Local currencies a GDP figure may be quoted in, with the symbol or word used for them. */
export const LOCAL_GDP_CURRENCIES: { place: string; currency: string; prefix: string | null; suffix: string | null }[] = [
  { place: "JPN", currency: "JPY", prefix: "¥", suffix: null },
  { place: "GBR", currency: "GBP", prefix: "£", suffix: null },
  { place: "DEU", currency: "EUR", prefix: "€", suffix: null },
  { place: "FRA", currency: "EUR", prefix: "€", suffix: null },
  { place: "ITA", currency: "EUR", prefix: "€", suffix: null },
  { place: "ESP", currency: "EUR", prefix: "€", suffix: null },
  { place: "IND", currency: "INR", prefix: "₹", suffix: null },
  { place: "CHN", currency: "CNY", prefix: null, suffix: "yuan" },
  { place: "KOR", currency: "KRW", prefix: null, suffix: "won" },
  { place: "BRA", currency: "BRL", prefix: "R$", suffix: null },
];

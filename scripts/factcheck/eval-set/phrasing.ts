/**
 * Reader phrasing for the labelled set, in two pools written as different families: the held-out pool uses
 * other sentence frames, verbs, hedges and question forms than the development pool, so its score measures
 * phrasing the engine was not tuned on.
 *
 * Slots: {P} place, {P's} its possessive, {D} its adjective ("German"), {V} the figure (hedge included),
 * {Y} year, {C} currency in the plural ("yen", "rupees"), {c} currency in the singular, {CODE} ISO code,
 * {S} a rate's subject ("Spain's unemployment rate"), {UP}/{DOWN} a change verb, {up}/{down} its base form.
 * A template ending in "?" is a whole question; any other is a statement that a frame wraps.
 */

export type Part = "development" | "heldout";

export type Shape =
  | "cpi"
  | "growth"
  | "contraction"
  | "gdp"
  | "gdp_total"
  | "gdp_local"
  | "gdppc"
  | "unemp"
  | "pop"
  | "pop_undated"
  | "debt"
  | "deficit"
  | "surplus"
  | "ca_surplus"
  | "ca_deficit"
  | "exports"
  | "reserves"
  | "fdi"
  | "fx_direct"
  | "fx_inverse"
  | "rate_change";

export interface Pool {
  frames: string[];
  templates: Record<Shape, string[]>;
  /** Subjects for rate-change questions: unemployment and inflation. */
  unemploymentSubjects: string[];
  inflationSubjects: string[];
  up: { past: string; base: string }[];
  down: { past: string; base: string }[];
  /** Change templates: {S} subject, {UP}/{DOWN} past tense, {V} the change. */
  changeTemplates: string[];
  changeQuestions: string[];
  /** Units written after a change in points. */
  pointUnits: string[];
  percentUnits: string[];
  hedges: { about: string[]; moreThan: string[]; lessThan: string[]; nearly: string[] };
  moneyStyles: MoneyStyle[];
  countStyles: CountStyle[];
}

export type MoneyStyle =
  "dollar_word_scale" | "dollar_short_scale" | "us_dollar_word_scale" | "scale_dollars" | "usd_code" | "scale_us_dollars";
export type CountStyle = "million_word" | "million_short" | "mn";

const DEV: Pool = {
  frames: [
    "Is it true that {s}?",
    "{S}, is that right?",
    "{S}. Is that correct?",
    "I read that {s}. True?",
    "{S}?",
    "Someone told me {s}. Is that accurate?",
    "Can you check whether {s}?",
    "Fact check: {s}.",
  ],
  templates: {
    cpi: [
      "{P's} inflation rate was {V} in {Y}",
      "inflation in {P} was {V} in {Y}",
      "consumer prices in {P} rose {V} in {Y}",
      "{D} inflation averaged {V} in {Y}",
      "{P's} annual inflation was {V} in {Y}",
      "Was inflation in {P} {V} in {Y}?",
      "Did consumer prices in {P} rise {V} in {Y}?",
      "Was {P's} inflation rate {V} in {Y}?",
    ],
    growth: [
      "{P's} economy grew {V} in {Y}",
      "{P's} GDP expanded by {V} in {Y}",
      "real GDP growth in {P} was {V} in {Y}",
      "the {D} economy grew by {V} in {Y}",
      "{P} grew {V} in {Y}",
      "Did {P's} economy grow {V} in {Y}?",
      "Was {P's} GDP growth {V} in {Y}?",
      "Did {P} grow by {V} in {Y}?",
    ],
    contraction: [
      "{P's} economy contracted by {V} in {Y}",
      "{P's} GDP shrank {V} in {Y}",
      "{P's} economy was down {V} in {Y}",
      "GDP in {P} fell {V} in {Y}",
      "the {D} economy contracted {V} in {Y}",
      "Did {P's} economy contract by {V} in {Y}?",
      "Did {P's} GDP shrink {V} in {Y}?",
      "Was {P's} economy down {V} in {Y}?",
    ],
    gdp: [
      "{P's} GDP was {V} in {Y}",
      "{P's} economy was worth {V} in {Y}",
      "{P} had a GDP of {V} in {Y}",
      "the {D} economy was worth {V} in {Y}",
      "{P's} gross domestic product reached {V} in {Y}",
      "Was {P's} GDP {V} in {Y}?",
      "Was the {D} economy worth {V} in {Y}?",
    ],
    gdp_total: [
      "{P's} GDP was {V} in {Y}",
      "{P} had a GDP of {V} in {Y}",
      "{P's} gross domestic product was {V} in {Y}",
      "Was {P's} GDP {V} in {Y}?",
    ],
    gdp_local: ["{P's} GDP was {V} in {Y}", "{P's} nominal GDP was {V} in {Y}", "Was {P's} GDP {V} in {Y}?"],
    gdppc: [
      "{P's} GDP per capita was {V} in {Y}",
      "GDP per person in {P} was {V} in {Y}",
      "{D} GDP per head was {V} in {Y}",
      "Was {P's} GDP per capita {V} in {Y}?",
    ],
    unemp: [
      "{P's} unemployment rate was {V} in {Y}",
      "unemployment in {P} stood at {V} in {Y}",
      "the {D} jobless rate averaged {V} in {Y}",
      "{P} had an unemployment rate of {V} in {Y}",
      "Was unemployment in {P} {V} in {Y}?",
      "Was the {D} unemployment rate {V} in {Y}?",
    ],
    pop: [
      "{P's} population was {V} in {Y}",
      "{P} had {V} people in {Y}",
      "{P} had a population of {V} in {Y}",
      "Did {P} have {V} people in {Y}?",
      "Was the population of {P} {V} in {Y}?",
    ],
    pop_undated: ["{P} is home to {V} people", "{P's} population is {V}", "Does {P} have {V} inhabitants?"],
    debt: [
      "{P's} government debt was {V} of GDP in {Y}",
      "public debt in {P} stood at {V} of GDP in {Y}",
      "{D} public debt reached {V} of GDP in {Y}",
      "Was {P's} public debt {V} of GDP in {Y}?",
    ],
    deficit: [
      "{P} ran a budget deficit of {V} of GDP in {Y}",
      "{P's} fiscal deficit was {V} of GDP in {Y}",
      "Was {P's} budget deficit {V} of GDP in {Y}?",
    ],
    surplus: ["{P} ran a budget surplus of {V} of GDP in {Y}", "Was {P's} budget surplus {V} of GDP in {Y}?"],
    ca_surplus: ["{P's} current-account surplus was {V} of GDP in {Y}", "Was {P's} current account surplus {V} of GDP in {Y}?"],
    ca_deficit: ["{P} ran a current account deficit of {V} of GDP in {Y}", "Was {P's} current-account deficit {V} of GDP in {Y}?"],
    exports: [
      "exports made up {V} of {P's} GDP in {Y}",
      "{P's} exports of goods and services were {V} of GDP in {Y}",
      "Were {P's} exports {V} of GDP in {Y}?",
    ],
    reserves: [
      "{P's} foreign-exchange reserves were {V} in {Y}",
      "{P} held {V} in foreign reserves in {Y}",
      "Were {P's} reserves {V} in {Y}?",
    ],
    fdi: [
      "{P} attracted {V} of foreign direct investment in {Y}",
      "FDI inflows to {P} were {V} in {Y}",
      "Did {P} attract {V} of FDI in {Y}?",
    ],
    fx_direct: [
      "the dollar averaged {V} {C} in {Y}",
      "one US dollar bought {V} {C} on average in {Y}",
      "the {c} averaged {V} per dollar in {Y}",
      "the average exchange rate was {V} {C} to the dollar in {Y}",
      "Did the dollar average {V} {C} in {Y}?",
    ],
    fx_inverse: [
      "one {c} bought {V} dollars on average in {Y}",
      "the {c} averaged ${V} in {Y}",
      "the {c} was worth ${V} on average in {Y}",
      "Did the {c} average ${V} in {Y}?",
    ],
    rate_change: [],
  },
  unemploymentSubjects: ["{P's} unemployment rate", "unemployment in {P}", "the {D} jobless rate"],
  inflationSubjects: ["inflation in {P}", "{P's} inflation rate"],
  up: [
    { past: "rose", base: "rise" },
    { past: "increased", base: "increase" },
  ],
  down: [
    { past: "fell", base: "fall" },
    { past: "declined", base: "decline" },
  ],
  changeTemplates: ["{S} {MOVE} {V} in {Y}", "{S} {MOVE} by {V} in {Y}"],
  changeQuestions: ["Did {S} {move} {V} in {Y}?", "Did {S} {move} by {V} in {Y}?"],
  pointUnits: [" percentage points", " points"],
  percentUnits: ["%", " per cent"],
  hedges: {
    about: ["about ", "around ", "roughly "],
    moreThan: ["more than ", "over "],
    lessThan: ["less than ", "under "],
    nearly: ["nearly ", "almost "],
  },
  moneyStyles: ["dollar_word_scale", "dollar_short_scale", "us_dollar_word_scale", "scale_dollars"],
  countStyles: ["million_word", "million_short"],
};

const HELDOUT: Pool = {
  frames: [
    "My colleague claims {s}. Does the data back that up?",
    "Quick question: {s}, yes?",
    "Am I right in thinking {s}?",
    "A headline said {s}. Accurate?",
    "{S} — is this accurate?",
    "Would it be correct to say {s}?",
    "I keep hearing that {s}. Any truth to it?",
    "{S}. Can that be confirmed?",
    "Do the official numbers show that {s}?",
    "Please verify: {s}.",
  ],
  templates: {
    cpi: [
      "{P} had inflation of {V} in {Y}",
      "prices in {P} went up {V} in {Y}",
      "the consumer price index in {P} increased by {V} in {Y}",
      "{P} saw {V} inflation in {Y}",
      "annual inflation in {P} came in at {V} for {Y}",
      "the cost of living in {P} climbed {V} in {Y}",
      "Did {P} have {V} inflation in {Y}?",
      "Did prices in {P} go up by {V} in {Y}?",
    ],
    growth: [
      "{P} posted growth of {V} in {Y}",
      "output in {P} rose {V} in {Y}",
      "{P} recorded {V} GDP growth in {Y}",
      "{P's} economy expanded at a {V} pace in {Y}",
      "{P's} gross domestic product increased {V} in {Y}",
      "Did {P} post {V} growth in {Y}?",
      "Was GDP growth in {P} {V} for {Y}?",
    ],
    contraction: [
      "{P's} output declined by {V} in {Y}",
      "{P} saw its GDP drop {V} in {Y}",
      "{P} slipped into recession, with GDP down {V} in {Y}",
      "{P's} economy suffered a {V} contraction in {Y}",
      "real GDP in {P} decreased {V} in {Y}",
      "the {D} economy shrank by {V} in {Y}",
      "Did {P's} GDP decline by {V} in {Y}?",
      "Did the {D} economy shrink {V} in {Y}?",
    ],
    gdp: [
      "{P} produced output worth {V} in {Y}",
      "{P's} nominal GDP came to {V} in {Y}",
      "gross domestic product in {P} totalled {V} in {Y}",
      "the size of the {D} economy was {V} in {Y}",
      "{P} had an economy of {V} in {Y}",
      "Did {P's} GDP reach {V} in {Y}?",
      "Was {P's} output worth {V} in {Y}?",
    ],
    gdp_total: [
      "{P's} economy was worth {V} in {Y}",
      "{P's} total GDP came to {V} in {Y}",
      "the size of the {D} economy was {V} in {Y}",
      "Did {P's} GDP reach {V} in {Y}?",
    ],
    gdp_local: ["{P's} GDP came to {V} in {Y}", "{P} had a nominal GDP of {V} in {Y}", "Did {P's} economy produce {V} of output in {Y}?"],
    gdppc: [
      "{P's} per-capita GDP stood at {V} in {Y}",
      "output per person in {P} was {V} in {Y}",
      "{D} GDP per capita came to {V} in {Y}",
      "Was GDP per head in {P} {V} in {Y}?",
    ],
    unemp: [
      "the jobless rate in {P} was {V} in {Y}",
      "{V} of the {D} labour force was out of work in {Y}",
      "unemployment in {P} hit {V} in {Y}",
      "{P} recorded an unemployment rate of {V} in {Y}",
      "Was {P's} jobless rate {V} in {Y}?",
    ],
    pop: [
      "{P} counted {V} inhabitants in {Y}",
      "{V} people lived in {P} in {Y}",
      "the number of people in {P} was {V} in {Y}",
      "{P's} population stood at {V} in {Y}",
      "Were there {V} people in {P} in {Y}?",
    ],
    pop_undated: ["{P} has a population of {V}", "{V} people live in {P}", "Is {P's} population {V}?"],
    debt: [
      "{P's} debt-to-GDP ratio was {V} in {Y}",
      "{P's} national debt amounted to {V} of gross domestic product in {Y}",
      "general government gross debt in {P} reached {V} of GDP in {Y}",
      "Did {P's} public debt hit {V} of GDP in {Y}?",
    ],
    deficit: [
      "{P} had a budget deficit equal to {V} of GDP in {Y}",
      "the general government deficit in {P} came to {V} of GDP in {Y}",
      "Did {P} run a fiscal deficit of {V} of GDP in {Y}?",
    ],
    surplus: ["{P} posted a budget surplus equal to {V} of GDP in {Y}", "Did {P} record a fiscal surplus of {V} of GDP in {Y}?"],
    ca_surplus: [
      "{P's} current account showed a surplus of {V} of GDP in {Y}",
      "Did {P} post a current-account surplus of {V} of GDP in {Y}?",
    ],
    ca_deficit: [
      "{P} posted a current-account deficit worth {V} of GDP in {Y}",
      "Did {P} have a current account deficit of {V} of GDP in {Y}?",
    ],
    exports: [
      "exports accounted for {V} of {P's} GDP in {Y}",
      "{D} exports of goods and services amounted to {V} of GDP in {Y}",
      "Did exports equal {V} of {P's} GDP in {Y}?",
    ],
    reserves: [
      "{P's} international reserves totalled {V} in {Y}",
      "{P} had {V} of foreign-currency reserves in {Y}",
      "Did {P's} official reserves reach {V} in {Y}?",
    ],
    fdi: ["foreign direct investment into {P} totalled {V} in {Y}", "{P} received {V} in FDI in {Y}", "Did FDI into {P} reach {V} in {Y}?"],
    fx_direct: [
      "in {Y} a dollar was worth {V} {C} on average",
      "the average exchange rate in {Y} was {V} {C} per US dollar",
      "it took {V} {C} to buy one dollar in {Y}",
      "the greenback fetched an average of {V} {C} in {Y}",
      "USD/{CODE} averaged {V} in {Y}",
      "Did one dollar buy {V} {C} on average in {Y}?",
    ],
    fx_inverse: [
      "a {c} was worth {V} US dollars on average in {Y}",
      "in {Y} the {c} traded at an average of ${V}",
      "{CODE}/USD averaged {V} in {Y}",
      "Was the average {c} worth ${V} in {Y}?",
    ],
    rate_change: [],
  },
  unemploymentSubjects: ["the jobless rate in {P}", "{D} unemployment", "the unemployment rate in {P}"],
  inflationSubjects: ["{P's} inflation", "the inflation rate in {P}"],
  up: [
    { past: "climbed", base: "climb" },
    { past: "jumped", base: "jump" },
    { past: "went up", base: "go up" },
  ],
  down: [
    { past: "dropped", base: "drop" },
    { past: "eased", base: "ease" },
    { past: "decreased", base: "decrease" },
  ],
  changeTemplates: ["{S} {MOVE} {V} in {Y}", "in {Y}, {S} {MOVE} by {V}"],
  changeQuestions: ["Did {S} {move} by {V} in {Y}?", "In {Y}, did {S} {move} {V}?"],
  pointUnits: [" percentage points", " pp", " points"],
  percentUnits: [" percent", "%"],
  hedges: {
    about: ["approximately ", "close to ", "some "],
    moreThan: ["above ", "upwards of "],
    lessThan: ["below ", "no more than "],
    nearly: ["just under ", "a little under "],
  },
  moneyStyles: ["usd_code", "scale_us_dollars", "dollar_short_scale"],
  countStyles: ["million_word", "mn"],
};

export const POOLS: Record<Part, Pool> = { development: DEV, heldout: HELDOUT };

/**
 * Indicator lexicon: cue phrases found near a figure, and how a cue plus the figure's unit picks a measure.
 * Cues for things the snapshot does not hold are listed too, so such figures become "unclear" with a reason
 * instead of being forced onto the nearest indicator we do have.
 */
import type { MeasureId } from "./measures";
import type { Quantity } from "./quantities";

export type CueFamily =
  | "inflation"
  | "deflator"
  | "unemployment"
  | "population"
  | "per_capita"
  | "gni"
  | "gdp"
  | "growth"
  | "debt"
  | "fiscal_balance"
  | "current_account"
  | "exports"
  | "imports"
  | "reserves"
  | "fdi"
  | "tax"
  | "revenue"
  | "expenditure"
  | "unsupported";

interface CueRule {
  re: RegExp;
  family: CueFamily;
  /** For unsupported cues: what the figure measures, for the explanation. */
  missing?: string;
  /** Generic words ("economy", "grew") yield to a specific cue that is a little farther away. */
  generic?: boolean;
}

export interface CueHit {
  family: CueFamily;
  start: number;
  end: number;
  missing?: string;
  generic: boolean;
}

const RULES: CueRule[] = [
  {
    re: /\bcore (?:inflation|consumer prices|cpi|pce|prices)\b|\bunderlying inflation\b/gi,
    family: "unsupported",
    missing: "core inflation (the snapshot has headline consumer-price inflation only)",
  },
  { re: /\bpce\b|\bpersonal consumption expenditures?\b/gi, family: "unsupported", missing: "PCE price inflation (not in the snapshot)" },
  {
    re: /\b(?:food|energy|fuel|services|goods|producer|wholesale|import|export) (?:price )?(?:inflation|prices)\b/gi,
    family: "unsupported",
    missing: "a price index other than headline consumer prices (not in the snapshot)",
  },
  {
    re: /\byouth (?:unemployment|jobless(?:ness)?)(?: rate)?\b|\bunemployment (?:among|for) (?:young|youth)/gi,
    family: "unsupported",
    missing: "youth unemployment (the snapshot has the total rate only)",
  },
  {
    re: /\b(?:interest|policy|bank|base|repo|deposit|lending|mortgage|benchmark|cash|discount) rates?\b|\bfed(?:eral)? funds\b|\b(?:bond|treasury|gilt|bund|government bond) yields?\b|\byields?\b/gi,
    family: "unsupported",
    missing: "interest rates or bond yields (not in the snapshot)",
  },
  {
    re: /\bminimum wage\b|\bwages?\b|\bearnings\b|\bsalar(?:y|ies)\b|\bpay (?:growth|rises?)\b/gi,
    family: "unsupported",
    missing: "wages or earnings (not in the snapshot)",
  },
  {
    re: /\b(?:house|home|housing|property) prices?\b|\brents?\b/gi,
    family: "unsupported",
    missing: "house prices or rents (not in the snapshot)",
  },
  {
    re: /\b(?:stock|share|equity) (?:market|index|indices|prices)\b|\bstocks\b|\bequities\b|\bs&p(?: 500)?\b|\bdow(?: jones)?\b|\bnasdaq\b|\bftse(?: 100| 250)?\b|\bnikkei(?: 225)?\b|\bdax\b|\bcac 40\b|\bsensex\b|\bnifty\b|\bhang seng\b|\bshanghai composite\b|\bkospi\b|\basx(?: 200)?\b|\btsx\b|\bi?bovespa\b|\b(?:euro )?stoxx\b|\bmsci\b|\bmarket (?:cap|capitali[sz]ation|value)\b/gi,
    family: "unsupported",
    missing: "financial-market figures (not in the snapshot)",
  },
  {
    re: /\b(?:oil|gas|gold|copper|wheat|commodity) prices?\b|\bbrent\b|\bcrude\b|\ba barrel\b|\bper barrel\b/gi,
    family: "unsupported",
    missing: "commodity prices (not in the snapshot)",
  },
  {
    re: /\bretail sales\b|\bindustrial (?:production|output)\b|\bmanufacturing\b|\bfactory (?:output|orders)\b|\bpmi\b|\bpurchasing managers\b|\bproductivity\b|\bconsumer (?:confidence|spending|sentiment)\b|\bbusiness investment\b|\bhousehold (?:consumption|spending)\b/gi,
    family: "unsupported",
    missing: "an activity indicator not in the snapshot",
  },
  {
    re: /\bpayrolls?\b|\bjobs\b|\bemployment\b|\bjobless claims\b|\bunemployed\b|\bpeople out of work\b|\bparticipation rate\b|\blabou?r force\b/gi,
    family: "unsupported",
    missing: "employment or jobless counts (the snapshot has the unemployment rate only)",
  },
  {
    re: /\btrade (?:deficit|surplus|balance|gap)\b|\b(?:goods|merchandise) (?:exports|imports|trade)\b/gi,
    family: "unsupported",
    missing: "the trade balance (the snapshot has exports and imports as shares of GDP and the current account)",
  },
  { re: /\bpoverty\b|\bgini\b|\binequality\b/gi, family: "unsupported", missing: "poverty or inequality measures (not in the snapshot)" },
  {
    re: /\bsavings? rate\b|\bcredit growth\b|\bmoney supply\b|\bbank lending\b|\bloans\b/gi,
    family: "unsupported",
    missing: "money and credit figures (not in the snapshot)",
  },
  {
    re: /\b(?:defen[cs]e|military|health(?:care)?|education|r&d|research|pension|welfare|infrastructure|climate|aid|social) (?:spending|expenditure|budget|outlays)\b/gi,
    family: "unsupported",
    missing: "spending on one function of government (the snapshot has total expenditure only)",
  },
  { re: /\bremittances\b|\btourism\b|\btourists?\b/gi, family: "unsupported", missing: "remittances or tourism (not in the snapshot)" },
  {
    re: /\bcumulative(?: (?:rise|increase|fall|decline|inflation|growth|change))?\b/gi,
    family: "unsupported",
    missing: "a change over several years (the snapshot has annual figures)",
  },
  {
    re: /\bshare of (?:world|global) (?:gdp|output)\b|\bof (?:world|global) (?:gdp|output)\b/gi,
    family: "unsupported",
    missing: "a share of world output (derived, not a snapshot series)",
  },
  {
    re: /\blife expectancy\b|\b(?:infant|child|maternal) mortality\b|\bmortality rates?\b|\b(?:birth|death|fertility|literacy|enrol(?:l)?ment) rates?\b|\bfertility\b|\bliteracy\b|\bhuman development index\b|\bhomicides?\b|\b(?:murder|crime) rates?\b/gi,
    family: "unsupported",
    missing: "a social or demographic indicator other than population (not in the snapshot)",
  },
  {
    re: /\b(?:co2|carbon|greenhouse[- ]gas) emissions\b|\bemissions\b|\b(?:electricity|power) (?:generation|output|production|demand|consumption)\b/gi,
    family: "unsupported",
    missing: "energy or emissions figures (not in the snapshot)",
  },
  {
    re: /\bbarrels? (?:a|per) day\b|\bharvests?\b|\bcrops?\b|\b(?:car|vehicle|auto) sales\b/gi,
    family: "unsupported",
    missing: "the output or sales of one product (the snapshot has economy-wide figures only)",
  },
  {
    re: /\btax rates?\b|\b(?:corporate|corporation|income|sales|capital[- ]gains|payroll|value[- ]added) tax(?:es)?\b|\bvat\b|\btariffs?\b/gi,
    family: "unsupported",
    missing: "tax rates or tariffs (the snapshot has tax revenue as a share of GDP)",
  },
  // Series only another publisher produces: the snapshot's definitions differ, so a match would be chance.
  {
    re: /\bu-?6\b|\bmaastricht\b|\bism\b|\bcase[- ]shiller\b|\bleading indicators?\b|\btankan\b|\bifo\b|\bzew\b|\b(?:business|consumer) (?:confidence|sentiment|climate)\b|\bconfidence index\b|\bdebt held by the public\b|\binflation expectations\b/gi,
    family: "unsupported",
    missing: "a series another publisher produces, which the snapshot does not hold",
  },
  {
    re: /\bhousehold (?:debt|incomes?|savings|wealth)\b|\b(?:median|disposable) (?:household )?incomes?\b|\bcorporate (?:debt|profits|earnings)\b|\bprivate(?:[- ]sector)? debt\b|\b(?:external|foreign) debt\b|\bstudent (?:debt|loans)\b|\bmortgages?\b|\bnet worth\b/gi,
    family: "unsupported",
    missing: "household or corporate finances, or external debt (the snapshot has government debt only)",
  },
  {
    re: /\bper (?:hour(?: worked)?|worker|employee)\b/gi,
    family: "unsupported",
    missing: "output per hour or per worker, a productivity measure (not in the snapshot)",
  },
  {
    re: /\b(?:im|e)?migra(?:nts?|tion)\b|\brefugees?\b|\binternet (?:use|users|usage|penetration|access)\b|\bbroadband\b/gi,
    family: "unsupported",
    missing: "migration or technology figures (not in the snapshot)",
  },
  { re: /\b(?:gdp |consumer[- ]price )?deflator\b/gi, family: "deflator" },
  {
    re: /\binflation\b(?![- ]adjusted)|\bdeflation\b|\bconsumer[- ]prices?(?: index)?\b|\bcpih?\b|\bhicp\b|\bcost of living\b|\bprices\b/gi,
    family: "inflation",
  },
  {
    re: /\bunemployment(?: rate)?\b|\bjobless(?:ness)?(?: rate)?\b|\bout of work\b|\bILO['’]s modell?ed (?:rate|estimate|measure)\b/gi,
    family: "unemployment",
  },
  { re: /\bper[- ]capita\b|\bper (?:person|head|inhabitant|resident)\b|\bper-head\b/gi, family: "per_capita" },
  { re: /\bgni\b|\bgross national income\b|\bnational income\b|\baverage incomes?\b/gi, family: "gni" },
  // "Income per person" in news copy is usually GDP per person; GNI per person is tried as the other reading.
  { re: /\bincomes? per (?:head|person|capita)\b|\bper[- ]capita incomes?\b/gi, family: "per_capita" },
  { re: /\bpopulation\b|\bpeople\b|\binhabitants\b|\bresidents\b|\bcitizens\b|\bpopulous\b/gi, family: "population" },
  { re: /\bcurrent[- ]account\b/gi, family: "current_account" },
  { re: /\b(?:foreign[- ](?:exchange|currency) |fx |international |official )?reserves\b/gi, family: "reserves" },
  {
    re: /\bportfolio (?:in)?flows\b|\bcapital (?:in)?flows\b|\bhot money\b/gi,
    family: "unsupported",
    missing: "portfolio or total capital flows (the snapshot has foreign direct investment only)",
  },
  { re: /\bfdi\b|\bforeign direct investment\b|\bdirect investment\b|\b(?:net )?inflows\b/gi, family: "fdi" },
  // After FDI, which claims its own "investment".
  {
    re: /\binvestment\b|\bcapital formation\b/gi,
    family: "unsupported",
    missing: "investment other than foreign direct investment (not in the snapshot)",
  },
  { re: /\btax(?:es)?(?: revenues?| receipts| take| intake| collections?| burden)?\b|\btax-to-gdp\b/gi, family: "tax" },
  { re: /\b(?:(?:general )?government |public |state |fiscal )?(?:revenues?|receipts)\b/gi, family: "revenue" },
  { re: /\b(?:(?:general )?government |public |state )?(?:spending|expenditures?|outlays)\b|\bspen(?:t|ds?)\b/gi, family: "expenditure" },
  { re: /\bexports?\b/gi, family: "exports" },
  { re: /\bimports?\b/gi, family: "imports" },
  {
    re: /\b(?:central[- ]government |federal |public |government |national |sovereign |general[- ]government |gross )?debt(?:-to-gdp(?: ratio)?)?\b/gi,
    family: "debt",
  },
  {
    re: /\b(?:budget |fiscal |government |public |federal |public-sector |general[- ]government )?(?:deficits?|surplus(?:es)?|balance)\b|\bnet (?:lending|borrowing)\b|\bborrowing\b/gi,
    family: "fiscal_balance",
  },
  { re: /\bproduced goods and services\b|\bgoods and services produced\b/gi, family: "gdp" },
  {
    re: /\bgdp\b|\bgross domestic product\b|\beconom(?:y|ies)\b|\beconomic (?:output|growth|activity)\b|\boutput\b/gi,
    family: "gdp",
    generic: true,
  },
  {
    re: /\bgr[eo]w(?:s|n|th|ing)?\b|\bexpan(?:ded|ding|sion|ds)\b|\bshr(?:a|u)nk\b|\bshrinks?\b|\bshrinking\b|\bcontract(?:ed|ion|s|ing)\b|\brecession\b|\brebound(?:ed)?\b/gi,
    family: "growth",
    generic: true,
  },
];

/**
 * Words that narrow an economy-wide indicator to one sector, product, group or instrument: "oil output",
 * "household debt", "youth unemployment", "growth in car sales", "inflation in services". The snapshot holds the
 * whole-economy series only, so a narrowed figure must never be compared with it.
 */
const NARROWING = new Set([
  "youth",
  "young",
  "teenage",
  "female",
  "male",
  "women",
  "women's",
  "men",
  "men's",
  "black",
  "hispanic",
  "graduate",
  "graduates",
  "long-term",
  "rural",
  "urban",
  "household",
  "households",
  "corporate",
  "business",
  "manufacturing",
  "industrial",
  "industry",
  "factory",
  "factories",
  "farm",
  "farming",
  "agricultural",
  "agriculture",
  "mining",
  "construction",
  "tourism",
  "tourist",
  "retail",
  "wholesale",
  "housing",
  "house",
  "home",
  "property",
  "real-estate",
  "oil",
  "non-oil",
  "gas",
  "crude",
  "petroleum",
  "energy",
  "food",
  "fuel",
  "petrol",
  "gasoline",
  "electricity",
  "power",
  "car",
  "cars",
  "auto",
  "vehicle",
  "steel",
  "coal",
  "wheat",
  "rice",
  "maize",
  "corn",
  "crop",
  "coffee",
  "cocoa",
  "tech",
  "technology",
  "digital",
  "services",
  "service",
  "wage",
  "wages",
  "earnings",
  "credit",
  "loan",
  "loans",
  "mortgage",
  "stock",
  "stocks",
  "share",
  "shares",
  "equity",
  "bond",
  "core",
  "underlying",
  "median",
  "disposable",
  "working-age",
  "elderly",
  "prison",
  "immigrant",
  "migrant",
  "student",
  "military",
  "defence",
  "defense",
  "health",
  "healthcare",
  "education",
  "pension",
  "welfare",
  "informal",
  "sales",
  "productivity",
  "job",
  "jobs",
  "employment",
  "payroll",
  "arms",
  "semiconductor",
  "chip",
  "chips",
  "textile",
  "goods",
  "merchandise",
  "external",
  "foreign",
  "consumer",
  "asset",
  "rent",
  "rents",
  "shelter",
  "import",
  "producer",
  "export",
  "capital",
  "infrastructure",
  "r&d",
  "research",
  "aid",
  "gold",
  "copper",
  "lithium",
  "mineral",
  "private",
  "private-sector",
  "sector",
  "exports",
  "imports",
  "u-6",
  "u6",
  "maastricht",
  "pce",
  "broad",
  "registered",
  "pensioners",
  "retirees",
  "children",
  "aged",
  "older",
]);

/** Qualifiers that keep a cue economy-wide for its family ("consumer prices", "foreign-exchange reserves", "public debt"). */
const KEEPS: Partial<Record<CueFamily, ReadonlySet<string>>> = {
  inflation: new Set(["consumer", "consumer-price", "retail"]),
  deflator: new Set(["consumer"]),
  reserves: new Set(["foreign", "foreign-exchange", "foreign-currency", "currency", "fx", "international", "official", "total", "gross"]),
  fdi: new Set(["foreign", "net"]),
  debt: new Set(["public", "government", "national", "sovereign", "federal", "gross", "general", "central", "state"]),
  gdp: new Set(["goods", "services"]),
  // The external balance is the current account.
  fiscal_balance: new Set(["external", "foreign"]),
};

/** Words that end a noun phrase: a modifier search stops there. */
const PHRASE_END =
  /^(?:is|was|were|are|be|been|has|have|had|did|does|do|will|would|can|could|should|may|might|in|of|for|at|to|from|by|on|with|among|than|and|or|but|that|while|as|whether|if|though|although|even|because|since|when|after|before|despite|so|yet|rose|fell|grew|its|their|me|you|him|her|us|them|i|we|they|it|told|said|says|say|claims?|claimed|heard|read|think|thinks|thought|shows?|showed|suggests?|suggested|check|verify|confirm|true|right|correct|really|indeed)$/i;
/** Complements that keep the indicator whole ("exports of goods and services", "growth of the economy"). */
const WHOLE_COMPLEMENT = /^\s+(?:of|in|for)\s+(?:goods and services|(?:the\s+)?(?:gdp|economy|output|country|nation)\b)/i;

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z&][a-z0-9&'’-]*/g) ?? [];
}

/**
 * Trade and output are named by product far more often than by anything else ("electronics exports", "rice
 * production"): before these heads only these words, capitalised names (places) and describing words keep
 * the figure economy-wide.
 */
const PRODUCT_HEAD = /^(?:exports?|imports?|output|production)$/i;
const WHOLE_ECONOMY_MODIFIERS = new Set([
  "the",
  "a",
  "an",
  "its",
  "their",
  "total",
  "overall",
  "annual",
  "yearly",
  "gross",
  "net",
  "national",
  "nominal",
  "real",
  "domestic",
  "economic",
  "aggregate",
  "headline",
  "strong",
  "weak",
  "record",
  "high",
  "low",
  "country's",
  "nation's",
  "economy's",
  "world's",
]);
const DESCRIBING = /(?:ing|ed|est|ly|ful|ive|ous|al|ic)$/;

/** The narrowing qualifier of a cue, if one stands right before it or in a complement after it. */
function narrowedBy(text: string, hit: CueHit): string | null {
  if (hit.family === "unsupported") return null;
  const keeps = KEEPS[hit.family];
  // An age group ("under-25s", "over-65s") narrows as much as a named group does.
  const flagged = (w: string) => (NARROWING.has(w.replace(/['’]s$/, "")) || /^(?:under|over|aged)-?\d/.test(w)) && !keeps?.has(w);
  // Up to three words before the cue, within its noun phrase.
  const before = text.slice(Math.max(0, hit.start - 40), hit.start);
  // A digit ends the phrase (another figure), except inside a name such as "U-6".
  const boundary = /(?<![A-Za-z]-?)\d|[,;:.!?()]/;
  if (!new RegExp(`(?:${boundary.source})\\s*$`).test(before)) {
    const tail = before.split(boundary).pop() ?? "";
    const modifiers: string[] = [];
    for (const w of words(tail).reverse()) {
      if (PHRASE_END.test(w) || modifiers.length === 3) break;
      modifiers.push(w);
    }
    const phrase = () => `${[...modifiers].reverse().join(" ")} ${text.slice(hit.start, hit.end)}`;
    // A compound counts by its head: "non-oil" and "oil" narrow, "export-driven" and "services-led" describe.
    for (const w of modifiers) if (flagged(w) || flagged(w.split("-").at(-1) ?? w)) return phrase();
    if (PRODUCT_HEAD.test(text.slice(hit.start, hit.end))) {
      const lowerCase = new Set(tail.match(/(?<![A-Za-z])[a-z&][a-z0-9&'’-]*/g) ?? []);
      // A possessive is whose output it is ("ireland's output", typed in lower case), not what is produced.
      const product = modifiers.find(
        (w) =>
          lowerCase.has(w) && !/['’]s$/.test(w) && !WHOLE_ECONOMY_MODIFIERS.has(w) && !DESCRIBING.test(w) && !KEEPS[hit.family]?.has(w),
      );
      if (product) return phrase();
    }
  }
  // "growth in car sales", "unemployment among young people", "inflation for services".
  const after = text.slice(hit.end, hit.end + 50);
  if (WHOLE_COMPLEMENT.test(after)) return null;
  const complement = /^\s+(?:in|of|among|for|from|on)\s+((?:[a-zA-Z&'’-][a-zA-Z0-9&'’-]*\s*){1,4})/.exec(after.split(boundary)[0] ?? "");
  if (complement?.[1]) {
    const tokens: string[] = [];
    for (const w of words(complement[1])) {
      if (PHRASE_END.test(w)) break;
      tokens.push(w);
    }
    if (tokens.some(flagged))
      return `${text.slice(hit.start, hit.end)} ${after
        .trim()
        .split(/\s+/)
        .slice(0, tokens.length + 1)
        .join(" ")}`;
  }
  return null;
}

/** "Inflation in the global economy": "economy" there says where, not what. */
const LOCATIVE_ECONOMY = /\b(?:in|across|throughout|within)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}$/i;

export function findCues(text: string): CueHit[] {
  const hits: CueHit[] = [];
  for (const rule of RULES) {
    for (const m of text.matchAll(rule.re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      // A longer cue covering this one wins ("core inflation" over "inflation", "trade deficit" over "deficit").
      if (hits.some((h) => h.start <= start && end <= h.end)) continue;
      if (rule.family === "gdp" && /^econom/i.test(m[0]) && LOCATIVE_ECONOMY.test(text.slice(Math.max(0, start - 40), start))) continue;
      hits.push({ family: rule.family, start, end, missing: rule.missing, generic: rule.generic ?? false });
    }
  }
  return hits
    .map((hit) => {
      const narrowed = narrowedBy(text, hit);
      return narrowed
        ? {
            ...hit,
            family: "unsupported" as const,
            generic: false,
            missing: `"${narrowed}", a narrower measure than the economy-wide series the snapshot holds`,
          }
        : hit;
    })
    .sort((a, b) => a.start - b.start);
}

export type UnitClass = "percent" | "money" | "count" | "plain";

export function unitClass(q: Quantity): UnitClass {
  if (q.unit === "percent" || q.unit === "pp") return "percent";
  if (q.unit === "currency") return "money";
  if (q.unit === "count" || q.scale >= 1e3) return "count";
  return "plain";
}

const OF_GDP_AFTER =
  /^\s*(?:of|to|as a (?:share|percentage|proportion) of|in relation to)\s+(?:the\s+)?(?:its\s+|the\s+country's\s+|[A-Z][\w.-]*(?:\s[A-Z][\w.-]*)?(?:['’]s)?\s+|annual\s+|national\s+|nominal\s+)?(?:gdp|gross domestic product|(?:economic\s+|national\s+)?output|national income|the (?:size of the )?economy)\b/i;
const RATIO_NEARBY = /\b(?:debt|tax)-to-gdp\b|\bas a (?:share|percentage|proportion) of (?:gdp|output)\b|\bof gdp\b/i;

export function isShareOfGdp(clause: string, q: { start: number; end: number }): boolean {
  return OF_GDP_AFTER.test(clause.slice(q.end)) || RATIO_NEARBY.test(clause);
}

/** Which families a figure of this unit can measure. */
const FAMILIES_BY_UNIT: Record<"percent" | "percent_of_gdp" | "money" | "count", ReadonlySet<CueFamily>> = {
  percent: new Set<CueFamily>([
    "inflation",
    "deflator",
    "unemployment",
    "population",
    "per_capita",
    "gdp",
    "growth",
    "debt",
    "fiscal_balance",
    "current_account",
    "tax",
    "revenue",
    "expenditure",
    "unsupported",
    "exports",
    "imports",
    "fdi",
    "reserves",
    "gni",
  ]),
  percent_of_gdp: new Set<CueFamily>([
    "debt",
    "fiscal_balance",
    "current_account",
    "exports",
    "imports",
    "tax",
    "revenue",
    "expenditure",
    "reserves",
    "fdi",
    "unsupported",
  ]),
  // Not "growth": a verb such as "rebounded from $973bn" says the amount changed, not that it is GDP.
  money: new Set<CueFamily>([
    "gdp",
    "per_capita",
    "gni",
    "reserves",
    "fdi",
    "current_account",
    "debt",
    "fiscal_balance",
    "exports",
    "imports",
    "revenue",
    "expenditure",
    "tax",
    "unsupported",
  ]),
  count: new Set<CueFamily>(["population", "unsupported"]),
};

export interface MeasureChoice {
  measure: MeasureId | null;
  /** Set when the figure measures something the snapshot lacks. */
  missing: string | null;
  cue: CueHit;
}

const GENERIC_PENALTY = 18;
const AFTER_PENALTY = 12;

/** The cue closest to the figure among those its unit allows; a cue after the figure counts only when adjacent. */
/** ", a country of 3.9 million people that …,": an appositive aside describes the subject; its words do not name the figure's indicator. */
const APPOSITIVE = /,\s+(?:a|an|which|who|whose|where|one of|home to|itself)\b[^,;]*,/gi;

export function chooseCue(
  clause: string,
  q: { start: number; end: number },
  unit: UnitClass,
  shareOfGdp: boolean,
  hits: CueHit[],
): CueHit | null {
  if (unit === "plain") return null;
  const allowed = FAMILIES_BY_UNIT[unit === "percent" ? (shareOfGdp ? "percent_of_gdp" : "percent") : unit];
  const asides = [...clause.matchAll(APPOSITIVE)]
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))
    .filter((a) => q.start < a.start || q.end > a.end);
  let best: CueHit | null = null;
  let bestScore = Infinity;
  for (const hit of hits) {
    if (!allowed.has(hit.family)) continue;
    if (asides.some((a) => hit.start >= a.start && hit.end <= a.end)) continue;
    let distance: number;
    if (hit.end <= q.start) {
      distance = q.start - hit.end;
    } else if (hit.start >= q.end) {
      const gap = clause.slice(q.end, hit.start);
      // "6.9% inflation", "a $4.5tn economy", "2.1% of GDP deficit" — but not across another verb or clause.
      if (
        gap.length > 24 ||
        /\b(?:and|while|but|was|is|were|has|have|had|rose|fell|grew|as|because|since|when|after|before)\b|[,;:]/i.test(gap)
      )
        continue;
      distance = gap.length + AFTER_PENALTY;
    } else {
      distance = 0;
    }
    const score = distance + (hit.generic ? GENERIC_PENALTY : 0);
    if (score < bestScore) {
      best = hit;
      bestScore = score;
    }
  }
  // "Did retail sales in the UK grow 3.3%?": a generic verb or noun whose subject is an indicator the snapshot
  // lacks measures that indicator, not the economy.
  const chosen = best;
  if (chosen?.generic) {
    const subject = hits
      .filter(
        (h) =>
          h.end <= chosen.start && !hits.some((o) => !o.generic && o.family !== "unsupported" && o.start >= h.end && o.end <= chosen.start),
      )
      .at(-1);
    if (subject?.family === "unsupported" && !asides.some((a) => subject.start >= a.start && subject.end <= a.end)) return subject;
  }
  return best;
}

function has(clause: string, re: RegExp): boolean {
  return re.test(clause);
}

/** Turns the chosen cue into a measure, using qualifiers anywhere in the clause. */
export function measureFor(cue: CueHit, unit: UnitClass, shareOfGdp: boolean, clause: string, hits: CueHit[]): MeasureChoice {
  const choice = (measure: MeasureId | null, missing: string | null = null): MeasureChoice => ({ measure, missing, cue });
  const nearby = (family: CueFamily) => hits.some((h) => h.family === family);
  const money = unit === "money";
  switch (cue.family) {
    case "unsupported":
      return choice(null, cue.missing ?? "an indicator not in the snapshot");
    case "inflation":
      return choice(nearby("deflator") ? "deflator" : "inflation");
    case "deflator":
      return choice("deflator");
    case "unemployment":
      return choice("unemployment");
    case "population":
      if (unit === "count") return choice("population");
      return has(
        clause,
        /\bgr[eo]w|\bgrowth\b|\bincreas|\bris(?:e|es|ing)\b|\brose\b|\bshr[iau]nk|\bfell\b|\bfall(?:s|ing)?\b|\bdeclin|\bdrop|\bdecreas|\bcontract/i,
      )
        ? choice("population_growth")
        : choice(null, "a share of the population (not in the snapshot)");
    case "per_capita":
    case "gni":
      if (!money)
        return nearby("gdp") || nearby("growth")
          ? choice("gdp_per_capita_growth")
          : choice(null, "per-person income growth other than real GDP per capita (not in the snapshot)");
      if (has(clause, /\bppp\b|\bpurchasing[- ]power/i)) return choice("gdp_per_capita_ppp");
      if (cue.family === "gni" || (nearby("gni") && !nearby("gdp"))) return choice("gni_per_capita");
      return choice("gdp_per_capita");
    case "gdp":
    case "growth": {
      // "GDP per person", "per-capita GDP": the qualifier sits by the cue, not anywhere in the clause.
      const perCapita = hits.some(
        (h) => h.family === "per_capita" && Math.min(Math.abs(h.start - cue.end), Math.abs(cue.start - h.end)) <= 12,
      );
      if (money) {
        if (perCapita) return choice(has(clause, /\bppp\b|\bpurchasing[- ]power/i) ? "gdp_per_capita_ppp" : "gdp_per_capita");
        return choice("gdp_level");
      }
      if (perCapita) return choice("gdp_per_capita_growth");
      return choice(has(clause, /\bnominal\b|\bin cash terms\b|\bcurrent prices\b/i) ? "nominal_gdp_growth" : "gdp_growth");
    }
    case "debt":
      if (money) return choice(null, "government debt in currency units (the snapshot has debt as a share of GDP only)");
      return choice(has(clause, /\bcentral[- ]government\b|\bfederal debt\b/i) ? "central_debt" : "debt");
    case "fiscal_balance":
      if (nearby("current_account")) return choice(money ? "current_account_usd" : "current_account_pct");
      if (money) return choice(null, "the budget balance in currency units (the snapshot has it as a share of GDP only)");
      return choice("net_lending");
    case "current_account":
      return choice(money ? "current_account_usd" : "current_account_pct");
    case "exports":
      return shareOfGdp
        ? choice("exports_pct")
        : choice(null, "exports in currency units or their growth (the snapshot has exports as a share of GDP)");
    case "imports":
      return shareOfGdp
        ? choice("imports_pct")
        : choice(null, "imports in currency units or their growth (the snapshot has imports as a share of GDP)");
    case "reserves":
      return money
        ? choice("reserves")
        : choice(null, "reserves as a share of GDP or their growth (the snapshot has reserves in US dollars)");
    case "fdi":
      return money ? choice("fdi") : choice(null, "FDI as a share of GDP or its growth (the snapshot has FDI inflows in US dollars)");
    case "tax":
      return money ? choice(null, "tax revenue in currency units (the snapshot has it as a share of GDP)") : choice("tax_revenue");
    case "revenue":
      return money ? choice(null, "government revenue in currency units (not in the snapshot)") : choice("revenue");
    case "expenditure":
      return money ? choice(null, "government spending in currency units (not in the snapshot)") : choice("expenditure");
  }
}

/**
 * A reader's question the engine cannot map to a check: answered unclear about that question, saying which
 * figure it could not find and which series nearest to it the data does hold, each with the latest outturn
 * and a link to its data page (/data/{indicator}/{country}) when the question names a country.
 */
import { findCues } from "./cues";
import { observe, type Observation } from "./evaluate";
import { latestActualYear, type OfficialData } from "./official-data";
import { findPlaces } from "./places";
import { findQuantities } from "./quantities";

/** Words of a question → the series a reader asking it would most likely find useful, nearest first. */
const TOPICS: [RegExp, string[]][] = [
  [
    /\b(?:oil|gas|lng|barrels?|crude|petrol\w*|energy|coal|commodit\w*|mining|copper|gold|tonnes?)\b/i,
    ["exports_pct_gdp", "current_account_pct_gdp", "gdp_current_usd"],
  ],
  [/\bexport\w*|\bshipments?\b/i, ["exports_pct_gdp", "current_account_pct_gdp"]],
  [/\bimport\w*/i, ["imports_pct_gdp", "current_account_pct_gdp"]],
  [/\btrade\w*|\btariff\w*/i, ["exports_pct_gdp", "imports_pct_gdp", "current_account_pct_gdp"]],
  [/\bjobs?\b|\bemploy\w*|\bwork\w*|\bwages?\b|\bsalar\w*|\bpay\b|\bearn\w*|\blabou?r\b/i, ["unemployment_pct", "gdp_per_capita_usd"]],
  [
    /\bprices?\b|\bcosts?\b|\brents?\b|\bhous\w*|\bhomes?\b|\bfood\b|\bfuel\b|\binterest\b|\byields?\b|\bmortgage\w*|\binflation\b/i,
    ["inflation_cpi_pct", "inflation_gdp_deflator_pct"],
  ],
  [/\bdebt\w*|\bborrow\w*|\bbonds?\b|\bdeficits?\b|\bloans?\b|\bcredit\b/i, ["government_debt_pct_gdp", "government_net_lending_pct_gdp"]],
  [/\btax\w*/i, ["tax_revenue_pct_gdp", "government_revenue_pct_gdp"]],
  [
    /\bspend\w*|\bbudget\w*|\bwelfare\b|\bpensions?\b|\bmilitary\b|\bdefen[cs]e\b|\bhealth\w*|\bschools?\b|\beducation\b/i,
    ["government_expenditure_pct_gdp", "government_revenue_pct_gdp"],
  ],
  [
    /\bpeople\b|\bmigra\w*|\bbirths?\b|\blife\b|\bcitizens?\b|\bresidents?\b|\binhabitants?\b|\bpopulation\b/i,
    ["population", "population_growth_pct"],
  ],
  [/\binvest\w*|\bcompan\w*|\bbusiness\w*|\bfirms?\b|\bstart-?ups?\b/i, ["fdi_net_inflows_usd", "gdp_growth_pct"]],
  [/\bcurrency\b|\bexchange\b|\bpeso\b|\byen\b|\beuro\b|\brupee\b|\bdollar\b/i, ["exchange_rate_lcu_per_usd", "total_reserves_usd"]],
  [/\bincomes?\b|\brich\w*|\bpoor\w*|\bliving standards?\b|\bwealth\w*/i, ["gdp_per_capita_usd", "gni_per_capita_atlas_usd"]],
  [
    /\boutput\b|\bproduc\w*|\bindustr\w*|\bmanufactur\w*|\bfactor(?:y|ies)\b|\bsales\b|\bretail\b|\beconom\w*|\bgrowth\b|\bgdp\b/i,
    ["gdp_growth_pct", "gdp_current_usd"],
  ],
];
const PRODUCT =
  /\b(?:crude oil|oil|natural gas|gas|lng|coal|copper|gold|iron ore|steel|wheat|rice|soybeans|cars|vehicles|chips|semiconductors)\b/i;
const DEFAULT_SERIES = ["gdp_growth_pct", "inflation_cpi_pct", "unemployment_pct"];

/** A data page's address: the data file's name with hyphens, and the country's name in lower case, accents dropped. */
export function dataPagePath(data: OfficialData, slug: string, code: string): string | null {
  const country = data.countries.get(code);
  if (!country) return null;
  const name = country.name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `/data/${slug.replace(/_/g, "-")}/${name}`;
}

export interface NearestSeries {
  slug: string;
  name: string;
  country: string | null;
  latest: Observation | null;
  path: string | null;
}

export interface UnmappedAnswer {
  /** What we could not find, in words (a quoted figure, or the indicator the snapshot lacks). */
  missing: string;
  nearest: NearestSeries[];
}

/** What the question asks about that the data lacks: a cue the snapshot does not hold, else the reader's figure. */
function missingFigure(question: string): string {
  const unsupported = findCues(question).find((h) => h.family === "unsupported" && h.missing);
  // "How much oil does Saudi Arabia produce?": name the product, not only the kind of figure.
  const product = PRODUCT.exec(question)?.[0];
  if (unsupported?.missing && product && /one product/.test(unsupported.missing))
    return `${product.toLowerCase()} output (the snapshot has economy-wide figures only, not one product's)`;
  if (unsupported?.missing) return unsupported.missing;
  const q = findQuantities(question)[0];
  if (q) {
    const after =
      question
        .slice(q.end)
        .match(/^\s*((?:[\p{L}-]+\s*){0,4})/u)?.[1]
        ?.trim() ?? "";
    // "77 million tonnes of LNG in 2023": the figure's own words, without the preposition before the year.
    const words = after.replace(/(?:\s+(?:in|of|for|during|by|at|on|to|a|the|and|or))+$/i, "");
    return `the figure "${`${q.raw} ${words}`.trim()}"`;
  }
  const trimmed = question.trim().replace(/[?.!]+$/, "");
  return `the figure your question is about ("${trimmed.length > 80 ? `${trimmed.slice(0, 77)}…` : trimmed}")`;
}

export function answerUnmapped(data: OfficialData, question: string): UnmappedAnswer {
  const matched = TOPICS.filter(([re]) => re.test(question)).flatMap(([, slugs]) => slugs);
  const slugs = [...new Set([...matched, ...DEFAULT_SERIES])].filter((s) => data.indicators.has(s)).slice(0, 3);
  const place = findPlaces(data, question, true).find((m) => m.code !== null && !m.hint)?.code ?? null;
  const nearest = slugs.map((slug): NearestSeries => {
    const name = data.indicators.get(slug)?.name ?? slug;
    if (!place) return { slug, name, country: null, latest: null, path: null };
    const year = latestActualYear(data, slug, place);
    return {
      slug,
      name,
      country: place,
      latest: year === undefined ? null : observe(data, slug, place, year),
      path: dataPagePath(data, slug, place),
    };
  });
  return { missing: missingFigure(question), nearest };
}

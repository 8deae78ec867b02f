/**
 * What a figure can measure: the indicator files behind each measure, its tolerance class, its normalisation
 * and the definitional alternatives a writer may have meant instead.
 */
import type { Normalization } from "./types";

export type MeasureId =
  | "gdp_level"
  | "gdp_growth"
  | "nominal_gdp_growth"
  | "gdp_per_capita"
  | "gdp_per_capita_ppp"
  | "gdp_per_capita_growth"
  | "gni_per_capita"
  | "inflation"
  | "deflator"
  | "unemployment"
  | "population"
  | "population_growth"
  | "exchange_rate"
  | "debt"
  | "central_debt"
  | "net_lending"
  | "revenue"
  | "expenditure"
  | "tax_revenue"
  | "total_tax_bracket"
  | "current_account_pct"
  | "current_account_usd"
  | "exports_pct"
  | "imports_pct"
  | "reserves"
  | "fdi";

export type ToleranceClassId =
  | "rate_cpi"
  | "rate_growth"
  | "rate_unemployment"
  | "rate_other"
  | "ratio_debt"
  | "ratio_balance"
  | "ratio_fiscal"
  | "money"
  | "count"
  | "fx";

export interface ToleranceClass {
  mode: "absolute" | "relative";
  /** Allowance for legitimate definition, vintage and revision differences, added to the written precision. */
  band: number;
  /** Relative classes: the needs-context ceiling. Absolute classes: a miss below this many points is never not_supported. */
  near: number;
  /** "about X": tolerance is at least this. */
  about: number;
}

/** See README "Tolerance table"; starting values from the research notes. */
export const TOLERANCE: Record<ToleranceClassId, ToleranceClass> = {
  rate_cpi: { mode: "absolute", band: 0.2, near: 0.5, about: 0.2 },
  rate_growth: { mode: "absolute", band: 0.3, near: 0.5, about: 0.2 },
  rate_unemployment: { mode: "absolute", band: 0.3, near: 0.5, about: 0.2 },
  rate_other: { mode: "absolute", band: 0.3, near: 0.5, about: 0.2 },
  ratio_debt: { mode: "absolute", band: 2, near: 0.5, about: 0.2 },
  ratio_balance: { mode: "absolute", band: 0.5, near: 0.5, about: 0.2 },
  ratio_fiscal: { mode: "absolute", band: 1, near: 0.5, about: 0.2 },
  money: { mode: "relative", band: 0.03, near: 0.1, about: 0.05 },
  count: { mode: "relative", band: 0.02, near: 0.05, about: 0.05 },
  fx: { mode: "relative", band: 0.02, near: 0.05, about: 0.05 },
};

export type ValueKind = "rate" | "ratio" | "money" | "count" | "fx";

/**
 * How another reading relates to the stated one. A variant is the same quantity by another definition
 * (PPP, GNI, central-government debt, the GDP deflator): a match there needs context. Another quantity is a
 * different thing altogether (GDP per capita for GDP, nominal for real growth): the figure is wrong as stated,
 * whatever it matches. A reading is the other sense of the same words (points or per cent for a change).
 */
export type Relation = "variant" | "other_quantity" | "reading";

export interface Alternative {
  measure: MeasureId;
  relation: Relation;
}

const variant = (measure: MeasureId): Alternative => ({ measure, relation: "variant" });
const other = (measure: MeasureId): Alternative => ({ measure, relation: "other_quantity" });

export interface MeasureDef {
  id: MeasureId;
  /** Reader-facing name, e.g. "GDP growth". */
  label: string;
  /** Indicator files holding this measure; a figure matching any of them counts. */
  slugs: string[];
  tolerance: ToleranceClassId;
  kind: ValueKind;
  /** Readings to try when the stated one fails (the writer may have meant one of these). */
  alternatives: Alternative[];
  normalization: Normalization;
}

const PERCENT = (populationAdjustment = false): Normalization => ({
  unit: "percent",
  currency: null,
  price_base_year: null,
  population_adjustment: populationAdjustment,
});
const PERCENT_OF_GDP: Normalization = { unit: "percent of GDP", currency: null, price_base_year: null, population_adjustment: false };
const USD = (unit: string, perCapita = false): Normalization => ({
  unit,
  currency: "USD",
  price_base_year: null,
  population_adjustment: perCapita,
});

export const MEASURES: Record<MeasureId, MeasureDef> = {
  gdp_level: {
    id: "gdp_level",
    label: "GDP",
    slugs: ["gdp_current_usd", "imf_gdp_current_usd_bn"],
    tolerance: "money",
    kind: "money",
    alternatives: [other("gdp_per_capita")],
    normalization: USD("current US dollars"),
  },
  gdp_growth: {
    id: "gdp_growth",
    label: "real GDP growth",
    slugs: ["gdp_growth_pct", "imf_gdp_growth_pct"],
    tolerance: "rate_growth",
    kind: "rate",
    // Per-capita growth is a sibling reading (a match needs context, naming both; issue 27). Nominal growth is
    // another quantity: "grew 9%" that is only true in cash terms is not supported.
    alternatives: [variant("gdp_per_capita_growth"), other("nominal_gdp_growth")],
    normalization: PERCENT(),
  },
  nominal_gdp_growth: {
    id: "nominal_gdp_growth",
    label: "nominal GDP growth (real growth combined with GDP-deflator inflation)",
    slugs: ["gdp_growth_pct", "inflation_gdp_deflator_pct"],
    tolerance: "rate_growth",
    kind: "rate",
    alternatives: [other("gdp_growth")],
    normalization: PERCENT(),
  },
  gdp_per_capita: {
    id: "gdp_per_capita",
    label: "GDP per capita",
    slugs: ["gdp_per_capita_usd"],
    tolerance: "money",
    kind: "money",
    alternatives: [variant("gni_per_capita"), variant("gdp_per_capita_ppp"), other("gdp_level")],
    normalization: USD("current US dollars per person", true),
  },
  gdp_per_capita_ppp: {
    id: "gdp_per_capita_ppp",
    label: "GDP per capita at purchasing-power parity",
    slugs: ["gdp_per_capita_ppp_usd"],
    tolerance: "money",
    kind: "money",
    alternatives: [variant("gdp_per_capita")],
    normalization: USD("current international dollars (PPP) per person", true),
  },
  gdp_per_capita_growth: {
    id: "gdp_per_capita_growth",
    label: "real GDP per capita growth",
    slugs: ["gdp_per_capita_growth_pct"],
    tolerance: "rate_growth",
    kind: "rate",
    alternatives: [variant("gdp_growth")],
    normalization: PERCENT(true),
  },
  gni_per_capita: {
    id: "gni_per_capita",
    label: "GNI per capita (Atlas method)",
    slugs: ["gni_per_capita_atlas_usd"],
    tolerance: "money",
    kind: "money",
    alternatives: [variant("gdp_per_capita")],
    normalization: USD("current US dollars per person (Atlas method)", true),
  },
  inflation: {
    id: "inflation",
    label: "consumer-price inflation",
    slugs: ["inflation_cpi_pct", "imf_inflation_cpi_pct"],
    tolerance: "rate_cpi",
    kind: "rate",
    alternatives: [variant("deflator")],
    normalization: PERCENT(),
  },
  deflator: {
    id: "deflator",
    label: "GDP-deflator inflation",
    slugs: ["inflation_gdp_deflator_pct"],
    tolerance: "rate_cpi",
    kind: "rate",
    alternatives: [variant("inflation")],
    normalization: PERCENT(),
  },
  unemployment: {
    id: "unemployment",
    label: "the unemployment rate",
    slugs: ["unemployment_pct", "imf_unemployment_pct"],
    tolerance: "rate_unemployment",
    kind: "rate",
    alternatives: [],
    normalization: { ...PERCENT(), unit: "percent of labour force" },
  },
  population: {
    id: "population",
    label: "population",
    slugs: ["population"],
    tolerance: "count",
    kind: "count",
    alternatives: [],
    normalization: { unit: "persons", currency: null, price_base_year: null, population_adjustment: false },
  },
  population_growth: {
    id: "population_growth",
    label: "population growth",
    slugs: ["population_growth_pct"],
    tolerance: "rate_other",
    kind: "rate",
    alternatives: [],
    normalization: PERCENT(),
  },
  exchange_rate: {
    id: "exchange_rate",
    label: "the exchange rate (annual average)",
    slugs: ["exchange_rate_lcu_per_usd"],
    tolerance: "fx",
    kind: "fx",
    alternatives: [],
    normalization: { unit: "local currency units per US dollar", currency: null, price_base_year: null, population_adjustment: false },
  },
  debt: {
    id: "debt",
    label: "general government gross debt",
    slugs: ["government_debt_pct_gdp"],
    tolerance: "ratio_debt",
    kind: "ratio",
    alternatives: [variant("central_debt")],
    normalization: PERCENT_OF_GDP,
  },
  central_debt: {
    id: "central_debt",
    label: "central government debt",
    slugs: ["central_government_debt_pct_gdp"],
    tolerance: "ratio_debt",
    kind: "ratio",
    alternatives: [variant("debt")],
    normalization: PERCENT_OF_GDP,
  },
  net_lending: {
    id: "net_lending",
    label: "the general government budget balance",
    slugs: ["government_net_lending_pct_gdp"],
    tolerance: "ratio_balance",
    kind: "ratio",
    alternatives: [],
    normalization: PERCENT_OF_GDP,
  },
  revenue: {
    id: "revenue",
    label: "general government revenue",
    slugs: ["government_revenue_pct_gdp"],
    tolerance: "ratio_fiscal",
    kind: "ratio",
    alternatives: [variant("tax_revenue")],
    normalization: PERCENT_OF_GDP,
  },
  expenditure: {
    id: "expenditure",
    label: "general government expenditure",
    slugs: ["government_expenditure_pct_gdp"],
    tolerance: "ratio_fiscal",
    kind: "ratio",
    alternatives: [],
    normalization: PERCENT_OF_GDP,
  },
  tax_revenue: {
    id: "tax_revenue",
    label: "tax revenue (central government, WDI)",
    slugs: ["tax_revenue_pct_gdp"],
    tolerance: "ratio_fiscal",
    kind: "ratio",
    alternatives: [variant("revenue"), variant("total_tax_bracket")],
    normalization: PERCENT_OF_GDP,
  },
  // WDI tax revenue covers central government only; total taxes including social contributions (the OECD
  // measure news quotes) are not in the snapshot but must lie between it and general government revenue.
  total_tax_bracket: {
    id: "total_tax_bracket",
    label: "a broader tax measure (total taxes including social contributions, which the snapshot lacks)",
    slugs: ["tax_revenue_pct_gdp", "government_revenue_pct_gdp"],
    tolerance: "ratio_fiscal",
    kind: "ratio",
    alternatives: [],
    normalization: PERCENT_OF_GDP,
  },
  current_account_pct: {
    id: "current_account_pct",
    label: "the current-account balance",
    slugs: ["current_account_pct_gdp"],
    tolerance: "ratio_balance",
    kind: "ratio",
    alternatives: [],
    normalization: PERCENT_OF_GDP,
  },
  current_account_usd: {
    id: "current_account_usd",
    label: "the current-account balance",
    slugs: ["current_account_usd"],
    tolerance: "money",
    kind: "money",
    alternatives: [],
    normalization: USD("current US dollars"),
  },
  exports_pct: {
    id: "exports_pct",
    label: "exports of goods and services",
    slugs: ["exports_pct_gdp"],
    tolerance: "ratio_fiscal",
    kind: "ratio",
    alternatives: [],
    normalization: PERCENT_OF_GDP,
  },
  imports_pct: {
    id: "imports_pct",
    label: "imports of goods and services",
    slugs: ["imports_pct_gdp"],
    tolerance: "ratio_fiscal",
    kind: "ratio",
    alternatives: [],
    normalization: PERCENT_OF_GDP,
  },
  reserves: {
    id: "reserves",
    label: "total reserves (including gold)",
    slugs: ["total_reserves_usd"],
    tolerance: "money",
    kind: "money",
    alternatives: [],
    normalization: USD("current US dollars"),
  },
  fdi: {
    id: "fdi",
    label: "net inflows of foreign direct investment",
    slugs: ["fdi_net_inflows_usd"],
    tolerance: "money",
    kind: "money",
    alternatives: [],
    normalization: USD("current US dollars"),
  },
};

/** Measures whose value is a balance or a growth rate, so a sign word ("deficit", "shrank") applies. */
export const SIGNED_MEASURES = new Set<MeasureId>([
  "gdp_growth",
  "nominal_gdp_growth",
  "gdp_per_capita_growth",
  "population_growth",
  "net_lending",
  "current_account_pct",
  "current_account_usd",
  "fdi",
]);

/**
 * The hand-labelled regression set: article sentences and custom questions covering every check category,
 * written while the engine was built (so it is development data, not a test of unseen phrasing). Labels are
 * what a careful economist would say given the snapshot in data/official; the `why` field quotes the snapshot
 * values (WDI / IMF, rounded) behind each label. Each case runs as a one-claim article, or as a custom
 * question when `question` is set.
 */
import type { Verdict } from "../types";
import type { EvalCase } from "./cases";

export type ClaimTag =
  | "percent"
  | "pp"
  | "scale_tn"
  | "scale_bn"
  | "scale_m"
  | "per_capita"
  | "nominal_real"
  | "missing_year"
  | "stale"
  | "rounding_hedge"
  | "aggregate"
  | "demonym"
  | "range"
  | "negative"
  | "out_of_coverage"
  | "wrong_figure"
  | "scale_slip"
  | "definitional"
  | "local_currency"
  | "exchange_rate"
  | "fiscal_year"
  | "projection"
  | "custom_question"
  | "source"
  | "consistency"
  | "timeliness"
  | "comparability";

export interface LabelledClaim {
  id: string;
  /** The article's only paragraph. */
  text: string;
  /** Quick-question id or "Custom Question"; accuracy by default. */
  category?: string;
  /** For custom questions: the reader's question. */
  question?: string;
  publishedAt?: string;
  expected: Verdict;
  /** Indicator file slug the figure is about (null when the snapshot has none). */
  indicator: string | null;
  country: string | null;
  /** The year the text gives (null when it gives none or the claim is not annual). */
  year: number | null;
  tags: ClaimTag[];
  why: string;
}

export const DEFAULT_PUBLISHED_AT = "2025-06-15T09:00:00Z";

export const LABELLED_CLAIMS: LabelledClaim[] = [
  // ---- accuracy: correct figures ----
  { id: "us-cpi-2022", text: "US consumer prices rose 8.0% in 2022, the fastest pace in four decades.", expected: "supported", indicator: "inflation_cpi_pct", country: "USA", year: 2022, tags: ["percent"], why: "WDI 8.00, IMF 7.99" },
  { id: "de-cpi-2022-demonym", text: "German inflation averaged 6.9% in 2022.", expected: "supported", indicator: "inflation_cpi_pct", country: "DEU", year: 2022, tags: ["demonym", "definitional"], why: "WDI national CPI 6.87 (IMF HICP 8.67): matches WDI" },
  { id: "de-hicp-2022", text: "Germany's harmonised inflation rate was 8.7% in 2022.", expected: "supported", indicator: "inflation_cpi_pct", country: "DEU", year: 2022, tags: ["definitional"], why: "IMF (HICP) 8.67; WDI national CPI 6.87: either source counts" },
  { id: "ea-cpi-2022", text: "Inflation in the euro area hit 8.4% in 2022.", expected: "supported", indicator: "inflation_cpi_pct", country: "EMU", year: 2022, tags: ["aggregate"], why: "IMF weighted 8.38; WDI median 8.55" },
  { id: "world-cpi-2022", text: "Global inflation was about 8.7% in 2022, according to the IMF.", expected: "supported", indicator: "inflation_cpi_pct", country: "WLD", year: 2022, tags: ["aggregate", "rounding_hedge"], why: "IMF world (weighted) 8.68; WDI median 8.08" },
  { id: "tr-cpi-2022", text: "Turkey's annual inflation rate reached 72.3% in 2022.", expected: "supported", indicator: "inflation_cpi_pct", country: "TUR", year: 2022, tags: ["percent"], why: "WDI and IMF 72.31" },
  { id: "ar-cpi-2023", text: "Argentina's consumer prices jumped 133.5% in 2023.", expected: "supported", indicator: "inflation_cpi_pct", country: "ARG", year: 2023, tags: ["percent"], why: "WDI and IMF 133.49" },
  { id: "jp-cpi-2023", text: "Consumer prices in Japan rose 3.3% in 2023.", expected: "supported", indicator: "inflation_cpi_pct", country: "JPN", year: 2023, tags: ["percent"], why: "WDI and IMF 3.27" },
  { id: "ng-cpi-2023", text: "Nigerian inflation averaged 24.7 per cent in 2023.", expected: "supported", indicator: "inflation_cpi_pct", country: "NGA", year: 2023, tags: ["demonym"], why: "WDI and IMF 24.66" },
  { id: "uk-cpi-2022", text: "Inflation in Britain was 9.1% in 2022.", expected: "supported", indicator: "inflation_cpi_pct", country: "GBR", year: 2022, tags: ["definitional"], why: "IMF CPI 9.07; WDI (CPIH) 7.92: either counts" },
  { id: "cn-growth-2023", text: "China's economy grew 5.2% in 2023.", expected: "supported", indicator: "gdp_growth_pct", country: "CHN", year: 2023, tags: ["percent"], why: "WDI 5.42, IMF 5.38: the first estimate 5.2 is within the revision band" },
  { id: "us-growth-2024", text: "The US economy expanded by 2.8% in 2024.", expected: "supported", indicator: "gdp_growth_pct", country: "USA", year: 2024, tags: ["percent"], why: "WDI and IMF 2.79" },
  { id: "kr-growth-2023", text: "South Korea's economy grew 1.4% in 2023.", expected: "supported", indicator: "gdp_growth_pct", country: "KOR", year: 2023, tags: ["percent"], why: "WDI and IMF 1.58: within 0.35 pp" },
  { id: "vn-growth-2024", text: "Vietnamese output expanded 7.1% in 2024.", expected: "supported", indicator: "gdp_growth_pct", country: "VNM", year: 2024, tags: ["demonym"], why: "WDI 7.04, IMF 7.09" },
  { id: "ssa-growth-2024", text: "Sub-Saharan Africa's economy grew 3.6% in 2024.", expected: "supported", indicator: "gdp_growth_pct", country: "SSF", year: 2024, tags: ["aggregate"], why: "WDI 3.62 (no IMF row for SSF)" },
  { id: "de-contraction-2023", text: "Germany's economy contracted by 0.9% in 2023.", expected: "supported", indicator: "gdp_growth_pct", country: "DEU", year: 2023, tags: ["negative"], why: "WDI −0.87, IMF −0.87" },
  { id: "de-gdp-2022-tn", text: "Germany's GDP was $4.2tn in 2022.", expected: "supported", indicator: "gdp_current_usd", country: "DEU", year: 2022, tags: ["scale_tn"], why: "WDI 4.201 tn, IMF 4.204 tn" },
  { id: "us-gdp-2024-trillion", text: "US gross domestic product reached $29.3 trillion in 2024.", expected: "supported", indicator: "gdp_current_usd", country: "USA", year: 2024, tags: ["scale_tn"], why: "WDI and IMF 29.298 tn" },
  { id: "cn-gdp-2024-some", text: "China's economy, worth some $18.7 trillion in 2024, is the second largest.", expected: "supported", indicator: "gdp_current_usd", country: "CHN", year: 2024, tags: ["scale_tn", "rounding_hedge"], why: "WDI 18.73 tn, IMF 18.75 tn" },
  { id: "kr-gdp-2024-hint", text: "Korea's GDP reached $1.88tn in 2024.", expected: "supported", indicator: "gdp_current_usd", country: "KOR", year: 2024, tags: ["scale_tn"], why: "WDI and IMF 1.875 tn (Korea as a hint alias)" },
  { id: "eu-gdp-2024", text: "The EU's GDP was about $19.5tn in 2024.", expected: "supported", indicator: "gdp_current_usd", country: "EUU", year: 2024, tags: ["aggregate", "scale_tn"], why: "WDI 19.50 tn, IMF 19.46 tn" },
  { id: "jp-gdp-yen-2024", text: "Japan's nominal GDP was about ¥600tn in 2024.", expected: "supported", indicator: "gdp_current_usd", country: "JPN", year: 2024, tags: ["local_currency", "scale_tn"], why: "IMF 4.019 tn US$ × 151.37 yen = about 608 tn yen (WDI 4.19 tn gives 634 tn)" },
  { id: "uk-gdp-pounds-2024", text: "The UK's GDP was £2.9tn in 2024.", expected: "supported", indicator: "gdp_current_usd", country: "GBR", year: 2024, tags: ["local_currency", "scale_tn"], why: "WDI 3.696 tn US$ × 0.7824 = 2.89 tn pounds" },
  { id: "in-pop-2024", text: "India's population reached 1.45 billion in 2024.", expected: "supported", indicator: "population", country: "IND", year: 2024, tags: ["scale_bn"], why: "WDI 1.4509 bn" },
  { id: "world-pop-2023", text: "The world's population passed 8 billion in 2023.", expected: "supported", indicator: "population", country: "WLD", year: 2023, tags: ["aggregate", "rounding_hedge"], why: "WDI 8.063 bn > 8 bn" },
  { id: "us-pop-2020", text: "The United States had 331 million residents in 2020.", expected: "supported", indicator: "population", country: "USA", year: 2020, tags: ["scale_m"], why: "WDI 331.58 m" },
  { id: "ng-pop-2024-aside", text: "Nigeria, Africa's most populous country, had 233 million people in 2024.", expected: "supported", indicator: "population", country: "NGA", year: 2024, tags: ["scale_m"], why: "WDI 232.68 m" },
  { id: "br-jobless-2024", text: "Brazil's jobless rate fell to 6.9% in 2024.", expected: "supported", indicator: "unemployment_pct", country: "BRA", year: 2024, tags: ["definitional"], why: "ILO 6.80, national (IMF) 6.93" },
  { id: "es-unemp-2024", text: "Spain's unemployment rate was 11.4% in 2024.", expected: "supported", indicator: "unemployment_pct", country: "ESP", year: 2024, tags: ["percent"], why: "ILO 11.40, IMF 11.35" },
  { id: "za-unemp-2023", text: "Unemployment in South Africa stood at 32.1% in 2023.", expected: "supported", indicator: "unemployment_pct", country: "ZAF", year: 2023, tags: ["percent"], why: "ILO 32.10, IMF 32.38" },
  { id: "id-unemp-national-2024", text: "Indonesia's statistics agency put unemployment at 4.9% in 2024.", expected: "supported", indicator: "unemployment_pct", country: "IDN", year: 2024, tags: ["definitional"], why: "national (IMF) 4.91; ILO modelled 3.30: either counts" },
  { id: "au-unemp-2023", text: "Australia's unemployment rate averaged 3.7% in 2023.", expected: "supported", indicator: "unemployment_pct", country: "AUS", year: 2023, tags: ["percent"], why: "ILO 3.67, IMF 3.70" },
  { id: "it-debt-2024", text: "Italy's public debt stood at 135% of GDP in 2024.", expected: "supported", indicator: "government_debt_pct_gdp", country: "ITA", year: 2024, tags: ["percent"], why: "IMF general government 135.3" },
  { id: "fr-deficit-2024", text: "France ran a budget deficit of 5.8% of GDP in 2024.", expected: "supported", indicator: "government_net_lending_pct_gdp", country: "FRA", year: 2024, tags: ["negative"], why: "IMF net lending −5.77" },
  { id: "us-deficit-2024", text: "America's budget deficit was around 8% of GDP in 2024, IMF figures show.", expected: "supported", indicator: "government_net_lending_pct_gdp", country: "USA", year: 2024, tags: ["negative", "rounding_hedge"], why: "IMF general government net lending −8.03" },
  { id: "de-ca-2024", text: "Germany's current-account surplus was 5.6% of GDP in 2024.", expected: "supported", indicator: "current_account_pct_gdp", country: "DEU", year: 2024, tags: ["percent"], why: "IMF 5.63" },
  { id: "us-ca-usd-2024", text: "The US current-account deficit widened to $1.19 trillion in 2024.", expected: "supported", indicator: "current_account_usd", country: "USA", year: 2024, tags: ["negative", "scale_tn"], why: "WDI −1.185 tn" },
  { id: "de-exports-2024", text: "Exports of goods and services were equivalent to 41% of Germany's GDP in 2024.", expected: "supported", indicator: "exports_pct_gdp", country: "DEU", year: 2024, tags: ["percent"], why: "WDI 41.43" },
  { id: "ie-exports-2024", text: "Irish exports were worth 144% of GDP in 2024.", expected: "supported", indicator: "exports_pct_gdp", country: "IRL", year: 2024, tags: ["demonym"], why: "WDI 143.99" },
  { id: "cn-reserves-2024", text: "China's total reserves, including gold, stood at $3.46tn in 2024.", expected: "supported", indicator: "total_reserves_usd", country: "CHN", year: 2024, tags: ["scale_tn"], why: "WDI 3.456 tn" },
  { id: "in-fdi-2023", text: "India attracted $28bn of foreign direct investment in 2023.", expected: "supported", indicator: "fdi_net_inflows_usd", country: "IND", year: 2023, tags: ["scale_bn"], why: "WDI 28.09 bn" },
  { id: "us-gdppc-2024", text: "US GDP per capita was about $86,000 in 2024.", expected: "supported", indicator: "gdp_per_capita_usd", country: "USA", year: 2024, tags: ["per_capita", "rounding_hedge"], why: "WDI 86,170" },
  { id: "in-gni-2024", text: "India's GNI per capita was $2,550 in 2024, on the Atlas method.", expected: "supported", indicator: "gni_per_capita_atlas_usd", country: "IND", year: 2024, tags: ["per_capita"], why: "WDI 2,550" },
  { id: "no-gni-topped-2024", text: "Norway's gross national income per person topped $100,000 in 2024.", expected: "supported", indicator: "gni_per_capita_atlas_usd", country: "NOR", year: 2024, tags: ["per_capita", "rounding_hedge"], why: "WDI 100,030 > 100,000" },
  { id: "cn-ppp-2024", text: "China's GDP per capita at purchasing power parity was $27,100 in 2024.", expected: "supported", indicator: "gdp_per_capita_ppp_usd", country: "CHN", year: 2024, tags: ["per_capita"], why: "WDI 27,105" },
  { id: "yen-2024", text: "The dollar bought an average of 151 yen in 2024.", expected: "supported", indicator: "exchange_rate_lcu_per_usd", country: "JPN", year: 2024, tags: ["exchange_rate"], why: "WDI 151.37 yen per US dollar" },
  { id: "euro-2024", text: "The euro averaged $1.08 in 2024.", expected: "supported", indicator: "exchange_rate_lcu_per_usd", country: "EMU", year: 2024, tags: ["exchange_rate"], why: "WDI 0.9239 euros per dollar, i.e. 1.082 dollars per euro" },
  { id: "uk-tax-2024", text: "Tax revenue in the UK amounted to 26.9% of GDP in 2024.", expected: "supported", indicator: "tax_revenue_pct_gdp", country: "GBR", year: 2024, tags: ["percent"], why: "WDI (central government) 26.89" },
  { id: "jp-pop-shrink-2024", text: "Japan's population shrank by 0.4% in 2024.", expected: "supported", indicator: "population_growth_pct", country: "JPN", year: 2024, tags: ["negative"], why: "WDI −0.44" },
  { id: "in-range-2024", text: "India's economy grew 6-7% in 2024.", expected: "supported", indicator: "gdp_growth_pct", country: "IND", year: 2024, tags: ["range"], why: "IMF 6.50 inside the range (WDI 7.10 just above)" },
  { id: "us-pp-change-2024", text: "US unemployment rose 0.4 percentage points in 2024.", expected: "supported", indicator: "unemployment_pct", country: "USA", year: 2024, tags: ["pp"], why: "ILO 3.64 → 4.02 (+0.38), IMF 3.63 → 4.03 (+0.40)" },
  { id: "us-rel-change-2024", text: "Unemployment in the US rose 10% in 2024.", expected: "needs_context", indicator: "unemployment_pct", country: "USA", year: 2024, tags: ["percent"], why: "the rate rose from 3.64 to 4.02 (ILO): a relative rise of about 10.6% fits, a 10-point rise does not; per cent on a rate needs context (issue 15)" },
  { id: "ea-pp-fall-2023", text: "Euro-area inflation fell 3.1 percentage points in 2023.", expected: "supported", indicator: "inflation_cpi_pct", country: "EMU", year: 2023, tags: ["pp", "aggregate"], why: "IMF 8.38 → 5.42 (−2.96); WDI median 8.55 → 5.95 (−2.60)" },
  { id: "dk-tax-third", text: "Tax revenue is about a third of GDP in Denmark.", expected: "supported", indicator: "tax_revenue_pct_gdp", country: "DNK", year: null, tags: ["missing_year", "rounding_hedge"], why: "latest up to publication: 2024, 33.36" },
  { id: "jp-gdp-roughly", text: "Japan's economy is worth roughly $4.4tn.", expected: "supported", indicator: "gdp_current_usd", country: "JPN", year: null, tags: ["missing_year", "rounding_hedge", "scale_tn"], why: "2025: WDI 4.435 tn, IMF 4.280 tn" },
  { id: "de-unemp-noyear", text: "Germany's unemployment rate is 3.4%.", expected: "supported", indicator: "unemployment_pct", country: "DEU", year: null, tags: ["missing_year"], why: "2024 ILO 3.40, IMF 3.39 (2025: 3.71 / 3.67)" },
  { id: "jp-debt-noyear", text: "Japan's public debt is around 236% of GDP.", expected: "supported", indicator: "government_debt_pct_gdp", country: "JPN", year: null, tags: ["missing_year", "rounding_hedge"], why: "IMF 2024 236.1 (2025 estimate 229.6)" },
  { id: "us-nominal-explicit", text: "US nominal GDP rose 9.8% in 2022.", expected: "supported", indicator: "gdp_growth_pct", country: "USA", year: 2022, tags: ["nominal_real"], why: "real 2.52 and deflator 7.11 give nominal about 9.8" },

  { id: "tr-lira-2024", text: "The Turkish lira averaged 32.8 per dollar in 2024.", expected: "supported", indicator: "exchange_rate_lcu_per_usd", country: "TUR", year: 2024, tags: ["exchange_rate", "demonym"], why: "WDI 32.81 lira per dollar" },
  { id: "gbp-2024", text: "The pound averaged $1.28 against the dollar in 2024.", expected: "supported", indicator: "exchange_rate_lcu_per_usd", country: "GBR", year: 2024, tags: ["exchange_rate"], why: "WDI 0.7824 pounds per dollar, i.e. 1.278 dollars per pound" },
  { id: "uk-spending-2024", text: "The UK government spent 44% of GDP in 2024.", expected: "supported", indicator: "government_expenditure_pct_gdp", country: "GBR", year: 2024, tags: ["percent"], why: "IMF general government expenditure 44.04" },
  { id: "gr-debt-two-years", text: "Greek public debt fell to 155% of GDP in 2024 from 165% in 2023.", expected: "supported", indicator: "government_debt_pct_gdp", country: "GRC", year: 2024, tags: ["demonym"], why: "IMF 154.8 (2024) and 165.2 (2023)" },
  { id: "us-cpi-from-year-earlier", text: "Inflation in the United States eased to 4.1% in 2023 from 8% a year earlier.", expected: "supported", indicator: "inflation_cpi_pct", country: "USA", year: 2023, tags: ["percent"], why: "4.12 in 2023, 8.00 in 2022" },
  { id: "lu-income-exceeds", text: "Average incomes in Luxembourg exceed $88,000 a year.", expected: "supported", indicator: "gni_per_capita_atlas_usd", country: "LUX", year: null, tags: ["per_capita", "missing_year", "rounding_hedge"], why: "GNI per capita 2025 95,720 (2024 84,650; 2023 88,480)" },
  { id: "jp-debt-twice", text: "Japanese government debt is more than twice the size of its economy.", expected: "supported", indicator: "government_debt_pct_gdp", country: "JPN", year: null, tags: ["missing_year", "demonym"], why: "236.1% (2024), 229.6% (2025 estimate): more than twice GDP" },

  // ---- accuracy: wrong figures ----
  { id: "us-cpi-wrong", text: "US inflation was 6.5% in 2022.", expected: "not_supported", indicator: "inflation_cpi_pct", country: "USA", year: 2022, tags: ["wrong_figure"], why: "WDI 8.00, IMF 7.99" },
  { id: "de-growth-sign", text: "Germany's economy grew 1.5% in 2023.", expected: "not_supported", indicator: "gdp_growth_pct", country: "DEU", year: 2023, tags: ["wrong_figure", "negative"], why: "it contracted: −0.87" },
  { id: "uk-shrank-wrong", text: "The UK economy shrank 2.1% in 2024.", expected: "not_supported", indicator: "gdp_growth_pct", country: "GBR", year: 2024, tags: ["wrong_figure", "negative"], why: "it grew: WDI 1.08, IMF 1.10" },
  { id: "cn-gdp-wrong", text: "China's GDP reached $21 trillion in 2024.", expected: "not_supported", indicator: "gdp_current_usd", country: "CHN", year: 2024, tags: ["wrong_figure", "scale_tn"], why: "WDI 18.73 tn (12% lower)" },
  { id: "us-pop-slip", text: "The US population was 331 billion in 2020.", expected: "not_supported", indicator: "population", country: "USA", year: 2020, tags: ["wrong_figure", "scale_slip", "scale_bn"], why: "331.58 million: a million/billion slip" },
  { id: "in-gdp-slip", text: "India's GDP was $3.76bn in 2024.", expected: "not_supported", indicator: "gdp_current_usd", country: "IND", year: 2024, tags: ["wrong_figure", "scale_slip", "scale_bn"], why: "3.76 trillion: a billion/trillion slip" },
  { id: "es-unemp-wrong", text: "Spain's unemployment rate fell to 8.5% in 2024.", expected: "not_supported", indicator: "unemployment_pct", country: "ESP", year: 2024, tags: ["wrong_figure"], why: "ILO 11.40, IMF 11.35" },
  { id: "jp-debt-wrong", text: "Japan's government debt stood at 180% of GDP in 2024.", expected: "not_supported", indicator: "government_debt_pct_gdp", country: "JPN", year: 2024, tags: ["wrong_figure"], why: "IMF 236.1 (no central-government row for Japan)" },
  { id: "fr-deficit-wrong", text: "France's budget deficit was 3.1% of GDP in 2024.", expected: "not_supported", indicator: "government_net_lending_pct_gdp", country: "FRA", year: 2024, tags: ["wrong_figure", "negative"], why: "IMF −5.77" },
  { id: "de-ca-sign", text: "Germany ran a current-account deficit of 2% of GDP in 2024.", expected: "not_supported", indicator: "current_account_pct_gdp", country: "DEU", year: 2024, tags: ["wrong_figure", "negative"], why: "a surplus of 5.63" },
  { id: "br-pop-wrong", text: "Brazil's population is 250 million.", expected: "not_supported", indicator: "population", country: "BRA", year: null, tags: ["wrong_figure", "missing_year", "scale_m"], why: "2025 212.8 m, 2024 212.0 m" },
  { id: "tr-cpi-wrong", text: "Turkish inflation fell to 25% in 2024.", expected: "not_supported", indicator: "inflation_cpi_pct", country: "TUR", year: 2024, tags: ["wrong_figure", "demonym"], why: "WDI and IMF 58.51" },
  { id: "ar-cpi-wrong", text: "Argentina's inflation rate was 50% in 2023.", expected: "not_supported", indicator: "inflation_cpi_pct", country: "ARG", year: 2023, tags: ["wrong_figure"], why: "133.49" },
  { id: "world-growth-wrong", text: "The world economy grew 5% in 2024.", expected: "not_supported", indicator: "gdp_growth_pct", country: "WLD", year: 2024, tags: ["wrong_figure", "aggregate"], why: "WDI 2.90, IMF 3.34" },
  { id: "in-reserves-wrong", text: "India's foreign exchange reserves were $900bn in 2024.", expected: "not_supported", indicator: "total_reserves_usd", country: "IND", year: 2024, tags: ["wrong_figure", "scale_bn"], why: "WDI 643.0 bn" },
  { id: "mx-growth-wrong", text: "Mexico's economy grew 4.5% in 2024.", expected: "not_supported", indicator: "gdp_growth_pct", country: "MEX", year: 2024, tags: ["wrong_figure"], why: "WDI 1.35, IMF 1.43" },
  { id: "ru-cpi-wrong", text: "Russian inflation slowed to 4% in 2024.", expected: "not_supported", indicator: "inflation_cpi_pct", country: "RUS", year: 2024, tags: ["wrong_figure", "demonym"], why: "WDI 8.44, IMF 8.44" },
  { id: "ng-pop-wrong", text: "Nigeria is home to 300 million people.", expected: "not_supported", indicator: "population", country: "NGA", year: null, tags: ["wrong_figure", "missing_year", "scale_m"], why: "2025 237.5 m" },
  { id: "sa-growth-wrong", text: "Saudi Arabia's economy contracted 3% in 2024.", expected: "not_supported", indicator: "gdp_growth_pct", country: "SAU", year: 2024, tags: ["wrong_figure", "negative"], why: "it grew: WDI 2.65, IMF 2.00" },

  // ---- accuracy: needs context ----
  { id: "us-nominal-as-real", text: "America's economy grew 9.8% in 2022.", expected: "not_supported", indicator: "gdp_growth_pct", country: "USA", year: 2022, tags: ["nominal_real", "wrong_figure"], why: "real growth 2.52; only the nominal reading (about 9.8), which the text does not state, matches (issue 15: growth far from the data is not supported)" },
  { id: "in-gdp-percapita-slip", text: "India's GDP stood at $2,590 in 2024.", expected: "not_supported", indicator: "gdp_current_usd", country: "IND", year: 2024, tags: ["per_capita", "wrong_figure"], why: "GDP 3.76 tn; the per-capita value 2,592 matches, a different quantity (issue 15)" },
  { id: "us-percapita-total-slip", text: "US GDP per capita hit $29.3tn in 2024.", expected: "not_supported", indicator: "gdp_per_capita_usd", country: "USA", year: 2024, tags: ["per_capita", "scale_tn", "wrong_figure"], why: "that is total GDP (29.30 tn), a different quantity; per capita 86,170" },
  { id: "uk-debt-central", text: "Britain's national debt was 130% of GDP in 2024.", expected: "needs_context", indicator: "government_debt_pct_gdp", country: "GBR", year: 2024, tags: ["definitional"], why: "general government gross 101.2; central government 130.7 matches" },
  { id: "ls-nearly-2m", text: "Lesotho has nearly 2 million inhabitants.", expected: "needs_context", indicator: "population", country: "LSO", year: null, tags: ["rounding_hedge", "missing_year", "scale_m"], why: "2.36 m (2025): more than 2 million, not nearly" },
  { id: "uk-rel-change-big", text: "UK unemployment rose 15% in 2024.", expected: "needs_context", indicator: "unemployment_pct", country: "GBR", year: 2024, tags: ["percent"], why: "the rate rose from 4.03 to 4.36 (ILO, about 8%) or 4.05 to 4.30 (IMF): right direction, smaller rise" },
  { id: "us-pp-as-percent", text: "US unemployment rose 0.4% in 2024.", expected: "needs_context", indicator: "unemployment_pct", country: "USA", year: 2024, tags: ["pp", "percent"], why: "a 0.38–0.40 point rise, i.e. about 10% relative: points were meant" },
  { id: "cn-more-than-5", text: "China's economy grew more than 5% in 2024.", expected: "needs_context", indicator: "gdp_growth_pct", country: "CHN", year: 2024, tags: ["rounding_hedge"], why: "WDI 4.96, IMF 5.00: about 5%, not more" },
  { id: "us-range-miss", text: "The US economy grew between 3 and 4 per cent in 2024.", expected: "needs_context", indicator: "gdp_growth_pct", country: "USA", year: 2024, tags: ["range"], why: "2.79: just below the range" },
  { id: "es-unemp-stale", text: "Spain's unemployment rate is 14.1%.", expected: "needs_context", indicator: "unemployment_pct", country: "ESP", year: null, tags: ["stale", "missing_year"], why: "2019 value 14.10; latest 2025 10.38 (ILO), 2024 11.40" },
  { id: "br-unemp-stale", text: "Brazil's unemployment rate is 7.8%.", expected: "needs_context", indicator: "unemployment_pct", country: "BRA", year: null, tags: ["stale", "missing_year"], why: "2023: 7.95 / 7.98; 2024: 6.80 / 6.93; 2025: 5.97 / 7.10" },
  { id: "ca-gdp-local-dollar", text: "Canada's GDP was $3.1 trillion in 2024.", expected: "needs_context", indicator: "gdp_current_usd", country: "CAN", year: 2024, tags: ["local_currency", "scale_tn"], why: "US$2.27 tn; in Canadian dollars (×1.369) about 3.11 tn" },
  { id: "in-ppp-as-market", text: "India's GDP per capita was $11,160 in 2024.", expected: "needs_context", indicator: "gdp_per_capita_usd", country: "IND", year: 2024, tags: ["per_capita", "definitional"], why: "market rates 2,592; PPP 11,160 matches" },
  { id: "fr-tax-broad", text: "France's tax take was 45% of GDP in 2023.", expected: "needs_context", indicator: "tax_revenue_pct_gdp", country: "FRA", year: 2023, tags: ["definitional"], why: "WDI central-government taxes 23.2; general government revenue 51.4; a total-tax measure (with social contributions) lies between" },
  { id: "us-growth-first-print", text: "US GDP grew 2.5% in 2023.", expected: "needs_context", indicator: "gdp_growth_pct", country: "USA", year: 2023, tags: ["percent"], why: "first estimate 2.5, now 2.93: outside tolerance, within twice it" },
  { id: "mixed-two-claims", text: "German inflation hit 6.9% in 2022, while unemployment was 9%.", expected: "mixed", indicator: "inflation_cpi_pct", country: "DEU", year: 2022, tags: ["demonym"], why: "inflation 6.87 matches; unemployment 3.14 / 3.14 does not" },
  // Multi-claim sentences: one figure matches, one does not → mixed (values: WDI / IMF for the place and year).
  { id: "mixed-br-growth-jobless", text: "Brazil's economy grew 3.4% in 2024, and unemployment was 11.2%.", expected: "mixed", indicator: "gdp_growth_pct", country: "BRA", year: 2024, tags: ["percent", "wrong_figure"], why: "growth 3.42 / 3.40 matches; unemployment 6.80 / 6.92 does not" },
  { id: "mixed-jp-gdp-population", text: "Japan's GDP was $4.19tn in 2024 and its population 150 million.", expected: "mixed", indicator: "gdp_current_usd", country: "JPN", year: 2024, tags: ["scale_tn", "scale_m", "wrong_figure"], why: "GDP 4.19 tn matches; population 124.0 m does not" },
  { id: "mixed-us-inflation-jobless", text: "In 2022 US inflation was 8.0% and the jobless rate 6.5%.", expected: "mixed", indicator: "inflation_cpi_pct", country: "USA", year: 2022, tags: ["percent", "wrong_figure"], why: "inflation 8.00 matches; unemployment 3.65 does not" },
  { id: "mixed-fr-deficit-debt", text: "France ran a budget deficit of 5.8% of GDP in 2024, while its public debt stood at 90% of GDP.", expected: "mixed", indicator: "government_net_lending_pct_gdp", country: "FRA", year: 2024, tags: ["negative", "wrong_figure"], why: "balance −5.77 matches; debt 113.1 does not" },
  { id: "mixed-it-debt-growth", text: "Italy's public debt was about 135% of GDP in 2024; growth was 3.5%.", expected: "mixed", indicator: "government_debt_pct_gdp", country: "ITA", year: 2024, tags: ["rounding_hedge", "wrong_figure"], why: "debt 135.3 matches; growth 0.78 / 0.73 does not" },
  { id: "mixed-cn-reserves-growth", text: "China's reserves stood at $3.46tn in 2024, while its economy grew 8% that year.", expected: "mixed", indicator: "total_reserves_usd", country: "CHN", year: 2024, tags: ["scale_tn", "wrong_figure"], why: "reserves 3.46 tn match; growth 5.0 does not" },
  { id: "mixed-in-population-per-capita", text: "India's population reached 1.45 billion in 2024, and its GDP per capita was $9,000.", expected: "mixed", indicator: "population", country: "IND", year: 2024, tags: ["per_capita", "wrong_figure"], why: "population 1.451 bn matches; GDP per capita 2,592 does not (9,000 is not even the PPP figure)" },
  { id: "mixed-tr-demonym", text: "Turkish inflation was 72.3% in 2022, and unemployment was 25%.", expected: "mixed", indicator: "inflation_cpi_pct", country: "TUR", year: 2022, tags: ["demonym", "wrong_figure"], why: "inflation 72.31 matches; unemployment 10.5 / 10.4 does not" },
  { id: "mixed-es-jobless-growth", text: "Spain's unemployment rate fell to 11.4% in 2024, while growth slowed to 0.5%.", expected: "mixed", indicator: "unemployment_pct", country: "ESP", year: 2024, tags: ["percent", "wrong_figure"], why: "unemployment 11.40 / 11.35 matches; growth 3.46 does not" },
  { id: "mixed-mx-growth-inflation", text: "Mexico's economy grew 1.4% in 2024 and inflation was 15%.", expected: "mixed", indicator: "gdp_growth_pct", country: "MEX", year: 2024, tags: ["percent", "wrong_figure"], why: "growth 1.35 / 1.43 matches; inflation 4.7 does not" },
  { id: "mixed-uk-growth-current-account", text: "The UK economy grew 1.1% in 2024, while its current-account deficit was 9% of GDP.", expected: "mixed", indicator: "gdp_growth_pct", country: "GBR", year: 2024, tags: ["negative", "wrong_figure"], why: "growth 1.08 / 1.10 matches; current account −2.7 does not" },
  { id: "in-fy-revised", text: "India grew 8.2% in FY2023-24.", expected: "needs_context", indicator: "gdp_growth_pct", country: "IND", year: 2023, tags: ["fiscal_year"], why: "IMF FY2023/24 9.19 (revised from the 8.2 first estimate); WDI 7.21" },

  // ---- timeliness ----
  { id: "t-us-gdp-2023", text: "US GDP was $27.8tn in 2023.", category: "timeliness", expected: "needs_context", indicator: "gdp_current_usd", country: "USA", year: 2023, tags: ["timeliness", "stale"], why: "2023 27.81 tn is right, but 2025 (30.77 tn) is available" },
  { id: "t-us-gdp-2025", text: "US GDP was $30.8tn in 2025.", category: "timeliness", publishedAt: "2026-03-10T08:00:00Z", expected: "supported", indicator: "gdp_current_usd", country: "USA", year: 2025, tags: ["timeliness"], why: "WDI 2025 30.77 tn is the latest" },
  { id: "t-world-2026-projection", text: "The IMF expects the world economy to grow 3.1% in 2026.", category: "timeliness", expected: "needs_context", indicator: "gdp_growth_pct", country: "WLD", year: 2026, tags: ["timeliness", "projection"], why: "IMF 2026 3.09 is a projection" },
  { id: "a-world-2026-projection", text: "The IMF expects the world economy to grow 3.1% in 2026.", expected: "supported", indicator: "gdp_growth_pct", country: "WLD", year: 2026, tags: ["projection"], why: "IMF projection 3.09" },
  { id: "t-es-stale", text: "Spain's unemployment rate is 14.1%.", category: "timeliness", expected: "needs_context", indicator: "unemployment_pct", country: "ESP", year: null, tags: ["timeliness", "stale", "missing_year"], why: "matches 2019 (14.10); latest 2025" },
  { id: "t-de-unemp-current", text: "Germany's unemployment rate is 3.7%.", category: "timeliness", publishedAt: "2026-02-01T08:00:00Z", expected: "supported", indicator: "unemployment_pct", country: "DEU", year: null, tags: ["timeliness", "missing_year"], why: "2025 ILO 3.71 is the latest outturn" },
  { id: "t-jp-unemp-2023", text: "Japan's unemployment rate was 2.6% in 2023.", category: "timeliness", expected: "supported", indicator: "unemployment_pct", country: "JPN", year: 2023, tags: ["timeliness"], why: "2023 2.60; the latest 2025 (2.45 ILO) still rounds within tolerance" },
  { id: "t-cn-cpi-wrong", text: "China's inflation was 2% in 2024.", category: "timeliness", expected: "not_supported", indicator: "inflation_cpi_pct", country: "CHN", year: 2024, tags: ["timeliness", "wrong_figure"], why: "0.22 in 2024: the figure is wrong before it is stale" },

  // ---- comparability ----
  { id: "c-jp-yen", text: "Japan's nominal GDP was about ¥600tn in 2024.", category: "comparability", expected: "needs_context", indicator: "gdp_current_usd", country: "JPN", year: 2024, tags: ["comparability", "local_currency"], why: "holds in yen at the annual average rate; the snapshot is in dollars" },
  { id: "c-us-nominal-as-real", text: "America's economy grew 9.8% in 2022.", category: "comparability", expected: "not_supported", indicator: "gdp_growth_pct", country: "USA", year: 2022, tags: ["comparability", "nominal_real"], why: "holds only in nominal terms, which the text does not state" },
  { id: "c-in-ppp", text: "India's GDP per capita was $11,160 in 2024.", category: "comparability", expected: "not_supported", indicator: "gdp_per_capita_usd", country: "IND", year: 2024, tags: ["comparability", "per_capita"], why: "holds only at PPP, which the text does not state" },
  { id: "c-cn-percapita", text: "China's GDP per capita was $13,300 in 2024.", category: "comparability", expected: "supported", indicator: "gdp_per_capita_usd", country: "CHN", year: 2024, tags: ["comparability", "per_capita"], why: "13,293 at market rates, no unit mismatch" },
  { id: "c-us-pp-as-percent", text: "US unemployment rose 0.4% in 2024.", category: "comparability", expected: "not_supported", indicator: "unemployment_pct", country: "USA", year: 2024, tags: ["comparability", "pp"], why: "holds only in percentage points" },

  // ---- source ----
  { id: "s-imf-unemp", text: "According to the IMF, US unemployment averaged 3.6% in 2023.", category: "source", expected: "supported", indicator: "unemployment_pct", country: "USA", year: 2023, tags: ["source"], why: "tier 1; IMF national rate 3.63" },
  { id: "s-wb-unemp-modelled", text: "World Bank data show US unemployment averaged 3.6% in 2023.", category: "source", expected: "needs_context", indicator: "unemployment_pct", country: "USA", year: 2023, tags: ["source", "definitional"], why: "tier 1, but the World Bank series is an ILO modelled estimate (3.64)" },
  { id: "s-bls-cpi", text: "US inflation was 8% in 2022, the Bureau of Labor Statistics said.", category: "source", expected: "supported", indicator: "inflation_cpi_pct", country: "USA", year: 2022, tags: ["source"], why: "tier 1 national statistics office; 8.00" },
  { id: "s-analysts", text: "Analysts say China's economy grew 5.2% in 2023.", category: "source", expected: "needs_context", indicator: "gdp_growth_pct", country: "CHN", year: 2023, tags: ["source"], why: "unnamed analysts (tier 3); the figure matches official data" },
  { id: "s-none", text: "China's economy grew 5.2% in 2023.", category: "source", expected: "unclear", indicator: "gdp_growth_pct", country: "CHN", year: 2023, tags: ["source"], why: "no source named" },
  { id: "s-unregistered", text: "According to Acme Macro Research, France's unemployment rate was 7.4% in 2024.", category: "source", expected: "unclear", indicator: "unemployment_pct", country: "FRA", year: 2024, tags: ["source"], why: "source not in the registry: not rated" },
  { id: "s-imf-wrong", text: "According to the IMF, Japan's government debt was 180% of GDP in 2024.", category: "source", expected: "not_supported", indicator: "government_debt_pct_gdp", country: "JPN", year: 2024, tags: ["source", "wrong_figure"], why: "IMF says 236.1" },

  // ---- consistency ----
  { id: "k-us-gdp", text: "US GDP was $29.3tn in 2024.", category: "consistency", expected: "supported", indicator: "gdp_current_usd", country: "USA", year: 2024, tags: ["consistency"], why: "GDP per capita × population = GDP" },
  { id: "k-fr-deficit", text: "France's budget deficit was 5.8% of GDP in 2024.", category: "consistency", expected: "supported", indicator: "government_net_lending_pct_gdp", country: "FRA", year: 2024, tags: ["consistency", "negative"], why: "revenue 51.40 − expenditure 57.18 = −5.77" },
  { id: "k-de-ca", text: "Germany's current-account surplus was 5.6% of GDP in 2024.", category: "consistency", expected: "supported", indicator: "current_account_pct_gdp", country: "DEU", year: 2024, tags: ["consistency"], why: "WDI 276 bn / 4.69 tn GDP = 5.9%, same sign" },
  { id: "k-us-pcgrowth", text: "US GDP per capita grew 1.8% in 2024.", category: "consistency", expected: "supported", indicator: "gdp_per_capita_growth_pct", country: "USA", year: 2024, tags: ["consistency", "per_capita"], why: "2.79% growth with 0.96% population growth ≈ 1.82; series 1.79" },
  { id: "k-in-fdi", text: "India attracted $28bn of foreign direct investment in 2023.", category: "consistency", expected: "needs_context", indicator: "fdi_net_inflows_usd", country: "IND", year: 2023, tags: ["consistency"], why: "matches, but no related identity to cross-check" },

  // ---- out of coverage ----
  { id: "o-california", text: "California's economy reached $4.1 trillion in 2024.", expected: "unclear", indicator: null, country: null, year: 2024, tags: ["out_of_coverage"], why: "sub-national" },
  { id: "o-scotland", text: "Scotland's unemployment rate was 4.3% in 2024.", expected: "unclear", indicator: null, country: null, year: 2024, tags: ["out_of_coverage"], why: "sub-national" },
  { id: "o-month", text: "US inflation fell to 3.4% in December 2023.", expected: "unclear", indicator: null, country: "USA", year: null, tags: ["out_of_coverage"], why: "a single month; the annual 2023 average is 4.12" },
  { id: "o-quarter-saar", text: "US GDP grew at an annualised 4.9% in the third quarter of 2023.", expected: "unclear", indicator: null, country: "USA", year: null, tags: ["out_of_coverage"], why: "a quarter, annualised" },
  { id: "o-month-ea", text: "Euro-area inflation was 2.4% in May 2025.", expected: "unclear", indicator: null, country: "EMU", year: null, tags: ["out_of_coverage"], why: "a single month" },
  { id: "o-core", text: "US core inflation averaged 4.8% in 2023.", expected: "unclear", indicator: null, country: "USA", year: 2023, tags: ["out_of_coverage"], why: "core inflation is not in the snapshot" },
  { id: "o-youth", text: "Youth unemployment in Spain was 28.7% in 2023.", expected: "unclear", indicator: null, country: "ESP", year: 2023, tags: ["out_of_coverage"], why: "youth unemployment is not in the snapshot" },
  { id: "o-rates", text: "The Federal Reserve raised interest rates to 5.5% in 2023.", expected: "unclear", indicator: null, country: null, year: 2023, tags: ["out_of_coverage"], why: "policy rates are not in the snapshot (and no country is named)" },
  { id: "o-g20", text: "G20 economies grew 3.3% in 2024.", expected: "unclear", indicator: null, country: null, year: 2024, tags: ["out_of_coverage"], why: "no G20 aggregate" },
  { id: "o-q1", text: "UK GDP rose 0.6% in Q1 2025.", expected: "unclear", indicator: null, country: "GBR", year: null, tags: ["out_of_coverage"], why: "a quarter" },
  { id: "o-house-prices", text: "House prices in the UK rose 4.7% in 2024.", expected: "unclear", indicator: null, country: "GBR", year: 2024, tags: ["out_of_coverage"], why: "house prices are not in the snapshot" },
  { id: "o-before-1990", text: "US GDP was $4.3 trillion in 1985.", expected: "unclear", indicator: null, country: "USA", year: 1985, tags: ["out_of_coverage"], why: "before 1990" },
  { id: "o-after-snapshot", text: "The IMF expects Britain's economy to grow 1.5% in 2031.", expected: "unclear", indicator: null, country: "GBR", year: 2031, tags: ["out_of_coverage", "projection"], why: "after the last projection year (2030)" },
  { id: "o-wages", text: "Average wages in Germany rose 5.4% in 2024.", expected: "unclear", indicator: null, country: "DEU", year: 2024, tags: ["out_of_coverage"], why: "wages are not in the snapshot" },
  { id: "o-uk-month-cpi", text: "Britain's inflation rate hit 11.1% in October 2022, a 41-year high.", expected: "unclear", indicator: null, country: "GBR", year: null, tags: ["out_of_coverage"], why: "a single month (annual 2022: 7.92 WDI, 9.07 IMF)" },
  { id: "o-real-level", text: "Real GDP per capita in Brazil was $10,300 in 2024.", expected: "unclear", indicator: null, country: "BRA", year: 2024, tags: ["out_of_coverage", "nominal_real"], why: "constant-price levels are not in the snapshot (current-price 10,311 is a different measure)" },
  { id: "o-rank", text: "India overtook Britain as the world's fifth-largest economy in 2022.", expected: "unclear", indicator: null, country: null, year: 2022, tags: ["out_of_coverage"], why: "a rank, no figure to check" },
  { id: "o-texas-jobs", text: "Texas added 300,000 jobs in 2024.", expected: "unclear", indicator: null, country: null, year: 2024, tags: ["out_of_coverage"], why: "sub-national and job counts" },

  // ---- custom questions ----
  { id: "q-us-cpi-9", text: "Prices rose sharply across the economy.", category: "Custom Question", question: "Was US inflation 9% in 2022?", expected: "needs_context", indicator: "inflation_cpi_pct", country: "USA", year: 2022, tags: ["custom_question"], why: "annual average 8.0 (peak monthly rate 9.1): close, outside tolerance" },
  { id: "q-de-shrink", text: "Germany's industry struggled.", category: "Custom Question", question: "Did Germany's economy shrink by 0.3% in 2023?", expected: "needs_context", indicator: "gdp_growth_pct", country: "DEU", year: 2023, tags: ["custom_question", "negative"], why: "first estimate −0.3, now −0.87: right direction, revised" },
  { id: "q-jp-pop", text: "Japan is ageing fast.", category: "Custom Question", question: "Is it true that Japan's population was 124 million in 2024?", expected: "supported", indicator: "population", country: "JPN", year: 2024, tags: ["custom_question", "scale_m"], why: "123.98 m" },
  { id: "q-stale-up-to-date", text: "Spain's unemployment rate is 14.1%.", category: "Custom Question", question: "Is this data up to date?", expected: "needs_context", indicator: "unemployment_pct", country: "ESP", year: null, tags: ["custom_question", "stale"], why: "routed to timeliness; matches 2019" },
  { id: "q-unmapped", text: "US inflation was 8% in 2022.", category: "Custom Question", question: "Hmm?", expected: "supported", indicator: "inflation_cpi_pct", country: "USA", year: 2022, tags: ["custom_question"], why: "unmapped question → accuracy; 8.00" },
  { id: "q-in-wrong", text: "India's growth story continues.", category: "Custom Question", question: "Was India's population 2 billion in 2024?", expected: "not_supported", indicator: "population", country: "IND", year: 2024, tags: ["custom_question", "wrong_figure"], why: "1.451 bn" },
];

/** The set as evaluation cases: a figure tagged wrong is wrong, a supported one correct, the rest not scored as costly. */
export function handLabelledCases(): EvalCase[] {
  return LABELLED_CLAIMS.map((c) => ({
    id: c.id,
    family: c.tags[0] ?? "untagged",
    text: c.text,
    category: c.category ?? "accuracy",
    question: c.question,
    publishedAt: c.publishedAt ?? DEFAULT_PUBLISHED_AT,
    expected: c.expected,
    figure: c.tags.includes("wrong_figure") ? "wrong" : c.expected === "supported" ? "correct" : null,
    outOfCoverage: c.tags.includes("out_of_coverage"),
    indicator: c.indicator,
    country: c.country,
    year: c.year,
    why: c.why,
  }));
}

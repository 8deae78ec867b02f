/**
 * How the data pages present the snapshot's indicator files: the six groups a reader browses by, and for
 * each file a short title, the noun its summary sentence uses and a plain-words definition (after the
 * publisher's own). Keyed by the file slug; a file missing here fails the unit test, not a page.
 */
export const INDICATOR_GROUPS = [
  { id: "growth", title: "Growth and output" },
  { id: "prices", title: "Prices and currencies" },
  { id: "jobs", title: "Jobs" },
  { id: "public-finances", title: "Public finances" },
  { id: "trade", title: "Trade and capital flows" },
  { id: "people", title: "People" },
] as const;

export type IndicatorGroupId = (typeof INDICATOR_GROUPS)[number]["id"];

export interface IndicatorPresentation {
  group: IndicatorGroupId;
  /** Short reader-facing title, e.g. "Inflation (consumer prices)". */
  title: string;
  /** Subject of the summary sentence: "Inflation in Brazil was …". */
  noun: string;
  definition: string;
}

export const INDICATOR_PRESENTATION: Record<string, IndicatorPresentation> = {
  gdp_current_usd: {
    group: "growth",
    title: "GDP (current US$)",
    noun: "GDP",
    definition: "The value of all final goods and services produced in the economy in a year, converted to US dollars at official exchange rates.",
  },
  imf_gdp_current_usd_bn: {
    group: "growth",
    title: "GDP, IMF (current US$)",
    noun: "GDP",
    definition: "Gross domestic product at current prices in US dollars as published by the IMF, with its staff estimates and projections for the latest and coming years.",
  },
  gdp_growth_pct: {
    group: "growth",
    title: "GDP growth",
    noun: "GDP growth",
    definition: "The annual change of real GDP, measured at constant local-currency prices.",
  },
  imf_gdp_growth_pct: {
    group: "growth",
    title: "GDP growth, IMF",
    noun: "GDP growth",
    definition: "The annual change of real GDP as published by the IMF, including its estimates and projections after the latest actual year.",
  },
  gdp_per_capita_usd: {
    group: "growth",
    title: "GDP per person (current US$)",
    noun: "GDP per person",
    definition: "GDP divided by the mid-year population, in current US dollars.",
  },
  gdp_per_capita_ppp_usd: {
    group: "growth",
    title: "GDP per person (PPP)",
    noun: "GDP per person at purchasing-power parity",
    definition: "GDP per person converted with purchasing-power parities, so that a dollar buys the same goods everywhere.",
  },
  gdp_per_capita_growth_pct: {
    group: "growth",
    title: "GDP per person growth",
    noun: "Growth of GDP per person",
    definition: "The annual change of real GDP per person.",
  },
  gni_per_capita_atlas_usd: {
    group: "growth",
    title: "GNI per person (Atlas method)",
    noun: "GNI per person",
    definition: "Gross national income per person in US dollars, converted with the World Bank's Atlas method, which smooths exchange-rate swings.",
  },
  inflation_cpi_pct: {
    group: "prices",
    title: "Inflation (consumer prices)",
    noun: "Inflation",
    definition: "The annual-average change of the consumer price index: how much more a typical basket of goods and services cost than a year before.",
  },
  imf_inflation_cpi_pct: {
    group: "prices",
    title: "Inflation, IMF (consumer prices)",
    noun: "Inflation",
    definition: "The annual-average change of consumer prices as published by the IMF, including its estimates and projections after the latest actual year.",
  },
  inflation_gdp_deflator_pct: {
    group: "prices",
    title: "Inflation (GDP deflator)",
    noun: "GDP-deflator inflation",
    definition: "The annual change of the prices of everything the economy produces, measured as nominal over real GDP.",
  },
  exchange_rate_lcu_per_usd: {
    group: "prices",
    title: "Exchange rate (per US$)",
    noun: "The exchange rate",
    definition: "Local currency units per US dollar, the annual average of the official rate.",
  },
  unemployment_pct: {
    group: "jobs",
    title: "Unemployment (ILO estimate)",
    noun: "Unemployment",
    definition: "The share of the labour force without work but available for and seeking employment, as modelled by the ILO for comparability.",
  },
  imf_unemployment_pct: {
    group: "jobs",
    title: "Unemployment, IMF (national definitions)",
    noun: "Unemployment",
    definition: "The unemployment rate by each country's own definition as published by the IMF, including its projections.",
  },
  government_debt_pct_gdp: {
    group: "public-finances",
    title: "Government debt",
    noun: "General government debt",
    definition: "The gross debt of all levels of government as a share of GDP.",
  },
  central_government_debt_pct_gdp: {
    group: "public-finances",
    title: "Central government debt",
    noun: "Central government debt",
    definition: "The debt of the central government alone as a share of GDP.",
  },
  government_net_lending_pct_gdp: {
    group: "public-finances",
    title: "Budget balance",
    noun: "The budget balance",
    definition: "General government revenue minus expenditure as a share of GDP; a negative value is a deficit.",
  },
  government_revenue_pct_gdp: {
    group: "public-finances",
    title: "Government revenue",
    noun: "Government revenue",
    definition: "Everything general government collects (taxes, social contributions, grants and other revenue) as a share of GDP.",
  },
  government_expenditure_pct_gdp: {
    group: "public-finances",
    title: "Government spending",
    noun: "Government spending",
    definition: "Total general government expenditure as a share of GDP.",
  },
  tax_revenue_pct_gdp: {
    group: "public-finances",
    title: "Tax revenue",
    noun: "Tax revenue",
    definition: "Compulsory transfers to the central government for public purposes, as a share of GDP.",
  },
  current_account_pct_gdp: {
    group: "trade",
    title: "Current account balance (% of GDP)",
    noun: "The current account balance",
    definition: "The balance of trade in goods and services, income and transfers with the rest of the world, as a share of GDP.",
  },
  current_account_usd: {
    group: "trade",
    title: "Current account balance (US$)",
    noun: "The current account balance",
    definition: "The balance of trade in goods and services, income and transfers with the rest of the world, in US dollars.",
  },
  exports_pct_gdp: {
    group: "trade",
    title: "Exports",
    noun: "Exports",
    definition: "The value of goods and services sold to the rest of the world, as a share of GDP.",
  },
  imports_pct_gdp: {
    group: "trade",
    title: "Imports",
    noun: "Imports",
    definition: "The value of goods and services bought from the rest of the world, as a share of GDP.",
  },
  fdi_net_inflows_usd: {
    group: "trade",
    title: "Foreign direct investment inflows",
    noun: "Net foreign direct investment inflows",
    definition: "New investment by foreigners in lasting interests (10% or more of the voting stock) in the economy's businesses, less disinvestment.",
  },
  total_reserves_usd: {
    group: "trade",
    title: "Foreign reserves",
    noun: "Foreign reserves",
    definition: "Gold, foreign currency, special drawing rights and the IMF reserve position held by the monetary authorities.",
  },
  population: {
    group: "people",
    title: "Population",
    noun: "The population",
    definition: "Everyone living in the country regardless of legal status or citizenship, as a mid-year estimate.",
  },
  population_growth_pct: {
    group: "people",
    title: "Population growth",
    noun: "Population growth",
    definition: "The annual change of the mid-year population.",
  },
};

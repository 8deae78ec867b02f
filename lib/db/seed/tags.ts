/** The demo newsroom's tags: the topics its readers follow across categories. */
export interface SeedTag {
  slug: string;
  name: string;
  description: string;
}

export const seedTags: SeedTag[] = [
  {
    slug: "central-banks",
    name: "Central banks",
    description: "Interest rates, reserves and the institutions that set the price of money.",
  },
  { slug: "inflation", name: "Inflation", description: "What prices are doing, why, and who pays for it." },
  { slug: "jobs", name: "Jobs", description: "Employment, unemployment and wages around the world." },
  { slug: "gdp", name: "GDP", description: "Growth figures, their revisions and what they leave out." },
  { slug: "public-debt", name: "Public debt", description: "Deficits, debt rules and the budgets behind them." },
  { slug: "trade", name: "Trade", description: "Exports, imports, tariffs and the balance between them." },
  { slug: "currencies", name: "Currencies", description: "Exchange rates and what a strong or weak currency does." },
  { slug: "china", name: "China", description: "The world's second-largest economy, in its own numbers." },
  { slug: "imf", name: "IMF", description: "The International Monetary Fund's outlooks and data." },
  { slug: "euro-area", name: "Euro area", description: "The economies that share the euro, and their rules." },
  { slug: "emerging-markets", name: "Emerging markets", description: "Latin America, Africa and the fast-growing economies of Asia." },
  { slug: "commodities", name: "Commodities", description: "Oil, food and the raw materials whose prices move economies." },
  { slug: "technology-investment", name: "Tech investment", description: "Chips, AI and the money flowing into them." },
  { slug: "tourism", name: "Tourism", description: "Travel economies and what holidays cost." },
  { slug: "personal-finance", name: "Personal finance", description: "What the macro numbers mean for a household budget." },
  { slug: "population", name: "Population", description: "Ageing, births and where the world's people live." },
  { slug: "data-explained", name: "Data explained", description: "How statistics are made, averaged, revised and misread." },
];

/** Each demo article's tags (by slug), in the order shown under it. */
export const seedArticleTags: Record<string, string[]> = {
  "pandemic-recession-five-years-on": ["gdp", "jobs", "public-debt"],
  "ageing-populations-public-purse": ["population", "public-debt"],
  "food-prices-inflation-hardest-hit": ["inflation", "commodities", "emerging-markets"],
  "cocoa-coffee-commodity-exporters": ["commodities", "currencies", "emerging-markets"],
  "inflation-and-your-savings": ["inflation", "personal-finance", "central-banks"],
  "retiring-abroad-purchasing-power": ["personal-finance", "currencies"],
  "where-the-jobs-are-2025": ["jobs", "personal-finance"],
  "household-budget-2027-outlook": ["personal-finance", "inflation", "jobs"],
  "korea-culture-exports-economy": ["trade", "emerging-markets"],
  "nollywood-naira-devaluation": ["currencies", "emerging-markets", "inflation"],
  "paris-olympics-france-growth": ["gdp", "euro-area", "tourism"],
  "world-cup-2026-host-economies": ["gdp", "tourism"],
  "strong-dollar-holiday-money": ["currencies", "tourism", "personal-finance"],
  "tourism-economies-greece-croatia-thailand": ["tourism", "gdp", "euro-area"],
  "us-economy-passes-30-trillion": ["gdp", "data-explained"],
  "china-growth-2025-first-estimate": ["china", "gdp", "inflation"],
  "euro-area-growth-2024-germany-drag": ["euro-area", "gdp"],
  "imf-october-2025-world-economic-outlook": ["imf", "gdp", "inflation"],
  "yen-weakness-exchange-rate-2024": ["currencies", "central-banks"],
  "fdi-2024-where-the-money-went": ["trade", "emerging-markets", "china"],
  "central-bank-reserves-2025": ["central-banks", "currencies", "commodities"],
  "brazil-economy-2025-review": ["emerging-markets", "inflation", "jobs"],
  "g7-public-debt-imf-october-2025": ["public-debt", "imf"],
  "france-deficit-budget-standoff": ["public-debt", "euro-area"],
  "brazil-fiscal-framework-election-year": ["public-debt", "emerging-markets"],
  "argentina-inflation-milei-two-years": ["inflation", "emerging-markets", "central-banks"],
  "uk-tax-take-rises": ["public-debt"],
  "germany-debt-brake-spending-shift": ["public-debt", "euro-area"],
  "us-tariffs-trade-deficit-data": ["trade", "data-explained"],
  "us-midterms-economic-scorecard": ["jobs", "inflation"],
  "world-bank-imf-growth-disagree": ["imf", "gdp", "data-explained"],
  "world-inflation-median-vs-weighted": ["inflation", "data-explained"],
  "pakistan-floods-economic-toll": ["emerging-markets", "gdp"],
  "world-population-2025-india-china": ["population", "china"],
  "gdp-revisions-explained": ["gdp", "data-explained"],
  "taiwan-chip-boom-imf-data": ["technology-investment", "imf", "trade"],
  "ireland-multinationals-gdp-puzzle": ["gdp", "euro-area", "data-explained"],
  "ai-investment-boom-2025-data": ["technology-investment", "gdp"],
  "india-it-services-growth": ["technology-investment", "emerging-markets"],
  "vietnam-electronics-export-machine": ["trade", "technology-investment", "emerging-markets"],
};

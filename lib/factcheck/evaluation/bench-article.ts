/**
 * A ~2,000-word economics article whose ~20 figures are the snapshot's own values: the fixture for the
 * latency bench (scripts/bench-factcheck.ts) and for the output-number test on a long article.
 */
import type { ArticleInput } from "@/lib/factcheck/engine";
import { valueAt, type OfficialData } from "@/lib/factcheck/official-data";

interface FigureSpec {
  slug: string;
  country: string;
  year: number;
  sentence: (value: number) => string;
}

const pct = (v: number) => `${v.toFixed(1)}%`;
const tn = (v: number) => `$${(v / 1e12).toFixed(2)}tn`;
const bn = (v: number) => `$${(v / 1e9).toFixed(0)}bn`;

const FIGURES: FigureSpec[] = [
  {
    slug: "inflation_cpi_pct",
    country: "USA",
    year: 2022,
    sentence: (v) => `American consumer prices rose ${pct(v)} in 2022, the fastest pace in a generation.`,
  },
  { slug: "inflation_cpi_pct", country: "USA", year: 2024, sentence: (v) => `By 2024 US inflation had slowed to ${pct(v)}.` },
  {
    slug: "gdp_growth_pct",
    country: "USA",
    year: 2024,
    sentence: (v) => `The US economy expanded by ${pct(v)} in 2024, according to the Bureau of Economic Analysis.`,
  },
  { slug: "gdp_current_usd", country: "USA", year: 2024, sentence: (v) => `US gross domestic product reached ${tn(v)} in 2024.` },
  {
    slug: "unemployment_pct",
    country: "USA",
    year: 2024,
    sentence: (v) => `Unemployment in the United States averaged ${pct(v)} in 2024.`,
  },
  {
    slug: "government_debt_pct_gdp",
    country: "USA",
    year: 2024,
    sentence: (v) => `Public debt in America stood at ${v.toFixed(0)}% of GDP in 2024, IMF figures show.`,
  },
  { slug: "inflation_cpi_pct", country: "DEU", year: 2022, sentence: (v) => `German inflation averaged ${pct(v)} in 2022.` },
  {
    slug: "gdp_growth_pct",
    country: "DEU",
    year: 2023,
    sentence: (v) => `Germany's economy contracted by ${pct(Math.abs(v))} in 2023, while unemployment stayed low.`,
  },
  {
    slug: "current_account_pct_gdp",
    country: "DEU",
    year: 2024,
    sentence: (v) => `Germany's current-account surplus was ${pct(v)} of GDP in 2024.`,
  },
  {
    slug: "gdp_current_usd",
    country: "CHN",
    year: 2024,
    sentence: (v) => `China's economy, worth some ${tn(v)} in 2024, remains the world's second largest.`,
  },
  {
    slug: "gdp_growth_pct",
    country: "CHN",
    year: 2023,
    sentence: (v) => `Chinese output grew ${pct(v)} in 2023, the National Bureau of Statistics said.`,
  },
  {
    slug: "total_reserves_usd",
    country: "CHN",
    year: 2024,
    sentence: (v) => `Its total reserves, including gold, reached ${tn(v)} in 2024.`,
  },
  {
    slug: "population",
    country: "IND",
    year: 2024,
    sentence: (v) => `India's population reached ${(v / 1e9).toFixed(2)} billion in 2024.`,
  },
  {
    slug: "gdp_per_capita_usd",
    country: "IND",
    year: 2024,
    sentence: (v) => `Yet India's GDP per capita was only $${Math.round(v).toLocaleString("en-US")} in 2024.`,
  },
  {
    slug: "fdi_net_inflows_usd",
    country: "IND",
    year: 2023,
    sentence: (v) => `India attracted ${bn(v)} of foreign direct investment in 2023.`,
  },
  { slug: "unemployment_pct", country: "ESP", year: 2024, sentence: (v) => `Spain's unemployment rate fell to ${pct(v)} in 2024.` },
  {
    slug: "government_net_lending_pct_gdp",
    country: "FRA",
    year: 2024,
    sentence: (v) => `France ran a budget deficit of ${pct(Math.abs(v))} of GDP in 2024.`,
  },
  { slug: "inflation_cpi_pct", country: "TUR", year: 2022, sentence: (v) => `Turkey's annual inflation rate reached ${pct(v)} in 2022.` },
  {
    slug: "exchange_rate_lcu_per_usd",
    country: "JPN",
    year: 2024,
    sentence: (v) => `The dollar bought an average of ${v.toFixed(0)} yen in 2024.`,
  },
  {
    slug: "gdp_growth_pct",
    country: "WLD",
    year: 2024,
    sentence: (v) => `Global growth was ${pct(v)} in 2024, by the World Bank's reckoning.`,
  },
];

const FILLER = [
  "Economists have spent much of the past few years arguing about how quickly price pressures would fade once supply chains healed and energy markets calmed.",
  "Central banks responded with the sharpest tightening cycle in decades, and the effects of those decisions are still working their way through credit markets, housing and business investment.",
  "Households in many countries saw their real incomes squeezed, even as labour markets remained surprisingly resilient and firms held on to workers they had struggled to hire.",
  "Fiscal policy has pulled in different directions: some governments extended support for energy bills while others tried to rebuild buffers that were depleted during the pandemic.",
  "Trade patterns are shifting as companies diversify suppliers, and the politics of industrial policy has returned to the centre of economic debate on both sides of the Atlantic.",
  "Emerging markets have faced a stronger dollar and higher borrowing costs, although several managed the shock better than in previous cycles thanks to more credible monetary frameworks.",
  "Productivity remains the great unknown, with optimists pointing to new technologies and pessimists noting that measured gains have been disappointing for a long time.",
  "Demographic change is another slow-moving force, shaping labour supply, savings and the sustainability of public pension systems across the rich world and beyond.",
  "Markets have oscillated between fears of recession and hopes of a soft landing, and investors parse every official release for clues about the direction of policy.",
  "Statistical agencies revise their early estimates as more complete information arrives, which is why careful readers treat first prints with a degree of caution.",
  "Comparisons across countries require care with definitions, currencies and price bases, because headline numbers can hide very different underlying realities.",
  "None of this makes forecasting easy, and institutions that publish projections are usually quick to stress the uncertainty that surrounds their central scenarios.",
];

/** A ~2,000-word article whose ~20 figures are the snapshot's own values for the years named. */
export function benchArticle(data: OfficialData): ArticleInput {
  const paragraphs: string[] = [];
  FIGURES.forEach((spec, i) => {
    const value = valueAt(data, spec.slug, spec.country, spec.year);
    if (value === undefined) throw new Error(`bench: no ${spec.slug} value for ${spec.country} ${spec.year}`);
    const filler = (i % 2 === 0 ? [0, 1, 2, 3] : [0, 1, 2]).map((k) => FILLER[(i + k) % FILLER.length]).join(" ");
    paragraphs.push(`<p>${spec.sentence(value)} ${filler}</p>`);
  });
  return {
    id: 1,
    title: "The world economy after the inflation shock",
    html: paragraphs.join("\n"),
    publishedAt: "2025-06-15T09:00:00Z",
    url: "https://basispoint.example/post/1",
  };
}

export function wordCount(html: string): number {
  return html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

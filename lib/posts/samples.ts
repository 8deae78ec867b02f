import { builtInCategoryBySlug, CATEGORIES, GENERAL_CATEGORY } from "@/lib/categories/categories";
import { stockImageUrl } from "./images";
import type { PostSummary } from "./types";

/** docs/behaviour.md#limits: a failed list load shows 12 built-in sample articles. */
export const SAMPLE_ARTICLE_COUNT = 12;

const TOPICS = [
  ["Central banks weigh the next move on rates", "How policymakers read inflation, wages and growth before they change interest rates."],
  [
    "What a strong dollar means for emerging markets",
    "Dollar debt, import bills and capital flows: the channels through which a strong dollar travels.",
  ],
  ["Reading a GDP release without getting lost", "Quarterly, annualised, real and nominal: a guide to the numbers behind the headline."],
  ["Inflation is cooling, but prices are not falling", "Why a slower rise in prices still leaves household budgets stretched."],
  ["Public debt after the pandemic", "Governments borrowed heavily in 2020. Where the debt stands now and what it costs to carry."],
  ["Jobs data and the labour market puzzle", "Unemployment is low while growth is slow: what explains the gap."],
  ["Commodities in a slower world economy", "Oil, copper and food prices respond to demand, weather and politics."],
  ["Currencies: who gains from a weaker exchange rate", "Exporters, tourists and importers feel a moving currency in different ways."],
  ["Savings in a world of changing interest rates", "What higher or lower rates mean for deposits, mortgages and pensions."],
  ["Trade flows and the new geography of supply chains", "Where goods are made is shifting, and the data show it."],
  ["The economics of big sporting events", "Stadiums, tourism and the long-run bill for host cities."],
  [
    "Technology and productivity: waiting for the boom",
    "New tools spread slowly through an economy before they show up in the statistics.",
  ],
] as const;

const SAMPLE_DATE = "2026-01-15T09:00:00.000Z";

/**
 * The 12 built-in sample articles shown when a list cannot be loaded (docs/behaviour.md#states, #messages). For a category
 * list the titles are built from the category slug, e.g. "Technology sample article 1".
 */
export function sampleArticles(categorySlug?: string): PostSummary[] {
  const category = categorySlug ? (builtInCategoryBySlug(categorySlug) ?? GENERAL_CATEGORY) : undefined;
  const label = categorySlug ? categorySlug.charAt(0).toUpperCase() + categorySlug.slice(1) : undefined;
  return TOPICS.map(([title, lead], index) => {
    const id = index + 1;
    const postCategory = category ?? CATEGORIES[index % CATEGORIES.length] ?? GENERAL_CATEGORY;
    return {
      id,
      title: label ? `${label} sample article ${id}` : title,
      slug: `sample-${id}`,
      url: `/post/${id}`,
      content: label
        ? `A sample article about ${categorySlug}, shown while the latest ${categorySlug} articles cannot be loaded. ${lead}`
        : lead,
      status: "published",
      category_id: postCategory.id,
      category: postCategory.name,
      category_name: postCategory.name,
      category_slug: postCategory.slug,
      date: SAMPLE_DATE,
      createdAt: SAMPLE_DATE,
      updatedAt: SAMPLE_DATE,
      featured_image_name: null,
      image: stockImageUrl(id),
      image_srcset: null,
      author: { name: "Basis Point staff", avatar: null },
      views: 0,
      likes: 0,
      comments: 0,
      tags: [],
      authors: [],
      reading_minutes: 1,
    };
  });
}

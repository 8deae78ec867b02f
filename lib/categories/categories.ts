/** A category as readers and the newsroom see it; the `categories` table is the source of truth. */
export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string;
}

/**
 * The spec's ten as migration 0001_categories writes them: what the built-in sample articles show
 * when the database cannot be read (they must not read it). Everything else reads the table.
 */
export const CATEGORIES = [
  { id: 1, name: "Technology", slug: "technology" },
  { id: 2, name: "Business", slug: "business" },
  { id: 3, name: "Health", slug: "health" },
  { id: 4, name: "Science", slug: "science" },
  { id: 5, name: "Entertainment", slug: "entertainment" },
  { id: 6, name: "Politics", slug: "politics" },
  { id: 7, name: "Sports", slug: "sports" },
  { id: 8, name: "Travel", slug: "travel" },
  { id: 9, name: "Food", slug: "food" },
  { id: 10, name: "Lifestyle", slug: "lifestyle" },
] as const;

/** What a post whose category_id has no category reads as (the spec: "any other value is General"). */
export const GENERAL_CATEGORY = { id: 0, name: "General", slug: "general" } as const;

/** The built-in category with this slug (sample articles only). */
export function builtInCategoryBySlug(slug: string): (typeof CATEGORIES)[number] | undefined {
  return CATEGORIES.find((category) => category.slug === slug.toLowerCase());
}

/** A category's name and slug from a row that may have none (a left join): General then. */
export function categoryOrGeneral(name: string | null | undefined, slug: string | null | undefined): { name: string; slug: string } {
  return name && slug ? { name, slug } : { name: GENERAL_CATEGORY.name, slug: GENERAL_CATEGORY.slug };
}

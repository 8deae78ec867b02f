import { NotFoundError } from "@/lib/errors";
import { CATEGORY_ERRORS } from "./messages";

/** The spec's categories by id; any other id reads as General. Mirrors migration 0001_categories. */
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

export type Category = (typeof CATEGORIES)[number];

export const GENERAL_CATEGORY = { id: 0, name: "General", slug: "general" } as const;

const byId = new Map<number, Category>(CATEGORIES.map((category) => [category.id, category]));
const bySlug = new Map<string, Category>(CATEGORIES.map((category) => [category.slug, category]));

export function categoryById(id: number): Category | typeof GENERAL_CATEGORY {
  return byId.get(id) ?? GENERAL_CATEGORY;
}

export function categoryName(id: number): string {
  return categoryById(id).name;
}

export function categoryBySlug(slug: string): Category | undefined {
  return bySlug.get(slug.toLowerCase());
}

/** The category with this slug, for a caller that needs it: an unknown slug is a NotFoundError. */
export function requireCategoryBySlug(slug: string): Category {
  const category = categoryBySlug(slug);
  if (!category) throw new NotFoundError(CATEGORY_ERRORS.notFound);
  return category;
}

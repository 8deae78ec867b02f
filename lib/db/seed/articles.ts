import { householdsArticles } from "@/lib/db/seed/articles/households";
import { leisureArticles } from "@/lib/db/seed/articles/leisure";
import { marketsArticles } from "@/lib/db/seed/articles/markets";
import { politicsArticles } from "@/lib/db/seed/articles/politics";
import { scienceArticles } from "@/lib/db/seed/articles/science";
import { technologyArticles } from "@/lib/db/seed/articles/technology";
import type { SeedArticle } from "@/lib/db/seed/types";

/** Every demo article, published and draft, in a stable order (by theme file). */
export const seedArticles: SeedArticle[] = [
  ...marketsArticles,
  ...politicsArticles,
  ...technologyArticles,
  ...scienceArticles,
  ...householdsArticles,
  ...leisureArticles,
];

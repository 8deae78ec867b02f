import type { ErrorEntry } from "@/lib/errors";

export const CATEGORY_ERRORS = {
  notFound: { code: "category_not_found", message: "Category not found." },
} as const satisfies Record<string, ErrorEntry>;

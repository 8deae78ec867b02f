"use client";

import type { AdminCategory } from "@/lib/newsroom/types";
import { apiRequest } from "@/lib/ui/api-client";
import { TermManager, type TermKind } from "./TermManager";

const CATEGORIES: TermKind = {
  plural: "Categories",
  singular: "category",
  url: "/api/admin/categories",
  path: "/category/",
  read: async (url) =>
    (await apiRequest<{ categories: AdminCategory[] }>(url, { fallback: "The categories could not be loaded." })).categories,
  deletable: true,
};

/**
 * The sections readers browse (editors and admins): add one, rename, re-slug or describe it (its
 * old address redirects), merge one into another (its articles and address move), delete an empty one.
 */
export function CategoryManager() {
  return <TermManager terms={CATEGORIES} />;
}
